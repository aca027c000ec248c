import { describe, expect, it } from "vitest";
import type { AgreementSection } from "@prenup/api-client";
import { redline } from "./redline.ts";

const section = (key: string, clauses: { key: string; text: string }[], title = key): AgreementSection => ({
  key,
  title,
  text: "",
  listStyle: "NUMERIC",
  textStyle: "BOLD",
  isSeparatePage: false,
  explanation: null,
  clauses: clauses.map((clause) => ({
    ...clause,
    title: null,
    listStyle: "NONE",
    textStyle: null,
    explanation: null,
    children: [],
  })),
});

describe("redline", () => {
  it("shows what was added, removed and changed, word by word, and leaves out what did not change", () => {
    const before = [
      section("recitals", [
        { key: "recital_prior_marriage_a", text: "Avery has been married before (number of earlier marriages: 1)." },
        { key: "recital_counsel", text: "Each Party was advised." },
      ]),
      section("separate_property", [
        { key: "sp_ring_recipient", text: "The engagement ring belongs to the Party who received it." },
      ]),
      section("pets", [{ key: "pets", text: "Pets stay." }]),
    ];
    const after = [
      section("recitals", [
        { key: "recital_prior_marriage_a", text: "Avery has been married before (number of earlier marriages: 2)." },
        { key: "recital_counsel", text: "Each Party was advised." },
      ]),
      section("separate_property", [
        { key: "sp_ring_giver", text: "The ring will be returned to the Party who gave it." },
      ]),
      section("confidentiality", [{ key: "conf_terms", text: "Neither Party will disclose the terms." }]),
    ];
    const changes = redline(before, after);
    expect(changes.map((change) => [change.key, change.status])).toEqual([
      ["recitals", "changed"],
      ["separate_property", "changed"],
      ["confidentiality", "added"],
      ["pets", "removed"],
    ]);
    const prior = changes[0]!.clauses[0]!;
    expect(prior.status).toBe("changed");
    expect(prior.parts.filter((part) => part.removed).map((part) => part.value.trim())).toEqual(["1"]);
    expect(prior.parts.filter((part) => part.added).map((part) => part.value.trim())).toEqual(["2"]);
    expect(changes[1]!.clauses.map((clause) => [clause.key, clause.status])).toEqual([
      ["sp_ring_giver", "added"],
      ["sp_ring_recipient", "removed"],
    ]);
    expect(redline(after, after)).toEqual([]);
  });
});
