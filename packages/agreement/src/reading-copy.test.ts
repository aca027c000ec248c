import { describe, expect, it } from "vitest";
import { consolidatedClauses, currentClauses } from "./reading-copy.ts";

const original = [
  { label: "3.1", title: "Separate Property", text: "Each keeps what they own." },
  { label: "3.2", title: "Earnings", text: "Earnings are separate." },
  { label: "3.10", title: "Gifts", text: "Gifts are separate." },
];

describe("consolidatedClauses", () => {
  it("is the original, unmarked, without signed amendments", () => {
    expect(consolidatedClauses(original, []).map((c) => [c.label, c.text, c.amendedBy, c.removed])).toEqual([
      ["3.1", "Each keeps what they own.", null, false],
      ["3.2", "Earnings are separate.", null, false],
      ["3.10", "Gifts are separate.", null, false],
    ]);
  });

  it("applies amendments in their numbers' order: rewrite, remove, add in label order", () => {
    const clauses = consolidatedClauses(original, [
      { number: 2, changes: [{ label: "3.2", title: "Earnings", newText: "Shared from 2030." }] },
      {
        number: 1,
        changes: [
          { label: "3.2", title: "Earnings", newText: "Half shared." },
          { label: "3.1", title: "Separate Property", newText: null },
          { label: "3.3", title: "A Child's College Fund", newText: "Both fund it." },
          { label: "9.9", title: "Nothing", newText: null },
        ],
      },
    ]);
    expect(clauses.map((c) => [c.label, c.text, c.amendedBy, c.removed])).toEqual([
      ["3.1", "Each keeps what they own.", 1, true],
      ["3.2", "Shared from 2030.", 2, false],
      ["3.3", "Both fund it.", 1, false],
      ["3.10", "Gifts are separate.", null, false],
    ]);
    expect(currentClauses(clauses).map((c) => c.label)).toEqual(["3.2", "3.3", "3.10"]);
  });
});
