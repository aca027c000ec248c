import { describe, expect, it } from "vitest";
import { dollarsToCents } from "./dollars.ts";

describe("dollarsToCents", () => {
  it("turns typed dollars into whole cents without float drift", () => {
    expect(dollarsToCents(1005.35)).toBe(100_535);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents("$1,005.35")).toBe(100_535);
    expect(dollarsToCents("12.")).toBe(1_200);
  });

  it("an empty field or no number is null", () => {
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("$")).toBeNull();
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });
});
