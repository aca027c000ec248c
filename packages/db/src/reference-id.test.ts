import { describe, expect, it } from "vitest";
import { referenceId } from "./reference-id.ts";

describe("referenceId", () => {
  it("is a version-5 RFC UUID", () => {
    expect(referenceId("state", "CA")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("never changes for the same kind and key (ids are shared across machines and runs)", () => {
    // Pinned values: if these change, every seeded reference row would get a new id.
    expect(referenceId("state", "CA")).toBe(PINNED.stateCA);
    expect(referenceId("product", "PRENUP")).toBe(PINNED.productPrenup);
    expect(referenceId("state", "CA")).toBe(referenceId("state", "CA"));
  });

  it("differs by kind and by key", () => {
    const ids = new Set([
      referenceId("state", "CA"),
      referenceId("state", "NY"),
      referenceId("country", "CA"),
      referenceId("stat", "eCA"),
    ]);
    expect(ids.size).toBe(4);
  });

  it("rejects empty parts", () => {
    expect(() => referenceId("", "CA")).toThrow();
    expect(() => referenceId("state", "")).toThrow();
  });
});

// Cross-checked with an independent UUID v5 implementation (Python uuid.uuid5 in the same namespace).
const PINNED = {
  stateCA: "ba12cde0-fb0a-5b9f-9444-759377b63836",
  productPrenup: "6a296e54-7dcb-5219-9e00-94f2f3e0b642",
};
