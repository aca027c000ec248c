import { describe, expect, it } from "vitest";
import { averageRating, payoutDueCents, starCount } from "./ratings.ts";

describe("averageRating", () => {
  it("is the mean divided by 10, one decimal", () => {
    expect(averageRating([80, 95])).toBe(8.8);
    expect(averageRating([100])).toBe(10);
    expect(averageRating([0, 100])).toBe(5);
    expect(averageRating([70, 80, 81])).toBe(7.7);
  });
  it("ignores ratings outside 0..100", () => {
    expect(averageRating([90, 101, -1, Number.NaN])).toBe(9);
    expect(averageRating([150])).toBeNull();
    expect(averageRating([])).toBeNull();
  });
});

describe("starCount", () => {
  it("is rating / 10 floored, clamped to 1..5", () => {
    expect(starCount(0)).toBe(1);
    expect(starCount(19)).toBe(1);
    expect(starCount(20)).toBe(2);
    expect(starCount(45)).toBe(4);
    expect(starCount(50)).toBe(5);
    expect(starCount(100)).toBe(5);
    expect(starCount(Number.NaN)).toBe(1);
  });
});

describe("payoutDueCents", () => {
  it("is price paid minus fee paid", () => {
    expect(payoutDueCents({ pricePaidInCents: 69_900, feePaidInCents: 10_485 })).toBe(59_415);
    expect(payoutDueCents({ pricePaidInCents: 0, feePaidInCents: 0 })).toBe(0);
  });
});
