import { describe, expect, it } from "vitest";
import { changedFields, fieldChanges } from "./field-changes.ts";

describe("an audited edit's fields", () => {
  const current = { title: "Notarization", priceInCents: 9_900, description: null as string | null, isActive: true };

  it("keeps only the fields given with a new value", () => {
    expect(changedFields({ title: "Notarization", priceInCents: 12_900, isActive: undefined }, current)).toEqual([
      "priceInCents",
    ]);
    expect(changedFields({ description: "Both signatures." }, current)).toEqual(["description"]);
    expect(changedFields({}, current)).toEqual([]);
  });

  it("records those fields' values before and after, and nothing else", () => {
    const after = { ...current, priceInCents: 12_900 };
    expect(fieldChanges(["priceInCents"], current, after)).toEqual({
      before: { priceInCents: 9_900 },
      after: { priceInCents: 12_900 },
    });
  });
});
