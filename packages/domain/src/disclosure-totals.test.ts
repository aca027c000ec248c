import { describe, expect, it } from "vitest";
import {
  computeDisclosureTotals,
  isPendingJointEntry,
  splitJointAmount,
  toUsdCents,
  type DisclosureAmount,
} from "./disclosure-totals.ts";
import { MAX_DISCLOSED_CENTS } from "./money-schemas.ts";

const A = "user-a";
const B = "user-b";
const now = new Date("2026-11-21T12:00:00Z");
const rates = [
  { currency: "EUR" as const, rate: 0.9, asOf: "2026-11-02T00:00:00Z" },
  { currency: "GBP" as const, rate: 0.8, asOf: "2026-11-01T00:00:00Z" },
];

function totalsOf(entries: DisclosureAmount[], userBId: string | null = B) {
  return computeDisclosureTotals({ userAId: A, userBId, entries, rates, now });
}

describe("toUsdCents and splitJointAmount", () => {
  it("divides by the rate (units per dollar) and rounds half away from zero", () => {
    const map = new Map(rates.map((rate) => [rate.currency, rate.rate]));
    expect(toUsdCents(900, "EUR", map)).toBe(1000);
    expect(toUsdCents(1, "GBP", map)).toBe(1); // 1.25 → 1
    expect(toUsdCents(2, "GBP", map)).toBe(3); // 2.5 → 3
    expect(toUsdCents(-2, "GBP", map)).toBe(-3);
    expect(toUsdCents(123, "USD", map)).toBe(123);
    expect(toUsdCents(100, "JPY", map)).toBeNull();
  });
  it("splits a joint amount so the shares add up to the cent", () => {
    expect(splitJointAmount(1001, 50)).toEqual({ a: 501, b: 500 });
    expect(splitJointAmount(100, 0)).toEqual({ a: 0, b: 100 });
    expect(splitJointAmount(999, 33)).toEqual({ a: 330, b: 669 });
  });
});

describe("computeDisclosureTotals", () => {
  it("sums per kind and currency, converts to USD and nets debts against assets", () => {
    const totals = totalsOf([
      { userId: A, kind: "assets", currency: "USD", amountInCents: 100_000 },
      { userId: A, kind: "assets", currency: "EUR", amountInCents: 90_000 },
      { userId: A, kind: "real-estates", currency: "USD", amountInCents: 500_000, liabilityInCents: 300_000 },
      { userId: A, kind: "vehicles", currency: "USD", amountInCents: 20_000, liabilityInCents: 5_000 },
      { userId: A, kind: "debts", currency: "GBP", amountInCents: 8_000 },
      { userId: B, kind: "businesses", currency: "USD", amountInCents: 7_000 },
    ]);
    const a = totals.partners[0]!;
    const assets = a.kinds.find((kind) => kind.kind === "assets")!;
    expect(assets).toEqual({
      kind: "assets",
      entryCount: 2,
      byCurrency: [
        { currency: "EUR", amountInCents: 90_000 },
        { currency: "USD", amountInCents: 100_000 },
      ],
      usdCents: 200_000,
    });
    expect(a.assetsUsdCents).toBe(200_000 + 500_000 + 20_000);
    expect(a.debtsUsdCents).toBe(10_000 + 300_000 + 5_000);
    expect(a.netWorthUsdCents).toBe(720_000 - 315_000);
    expect(totals.partners[1]!.assetsUsdCents).toBe(7_000);
    expect(totals.rateDate).toBe("2026-11-01T00:00:00.000Z");
    expect(totals.currenciesWithoutRate).toEqual([]);
  });

  it("splits joint accounts between the partners and leaves out a partner who has not joined", () => {
    const joint: DisclosureAmount = {
      userId: B,
      kind: "assets",
      currency: "USD",
      amountInCents: 10_001,
      isJoint: true,
      userAPercentage: 60,
      userBPercentage: 40,
    };
    const totals = totalsOf([joint]);
    expect(totals.partners.map((partner) => partner.assetsUsdCents)).toEqual([6_001, 4_000]);
    expect(totals.partners[0]!.kinds.find((kind) => kind.kind === "assets")!.entryCount).toBe(0);
    expect(totals.partners[1]!.entryCount).toBe(1);
    const alone = totalsOf([{ ...joint, userId: A }], null);
    expect(alone.partners).toHaveLength(1);
    expect(alone.partners[0]!.assetsUsdCents).toBe(6_001);
  });

  it("reports currencies without a rate and leaves their kind's USD unknown", () => {
    const totals = totalsOf([{ userId: A, kind: "assets", currency: "JPY", amountInCents: 1_000 }]);
    expect(totals.currenciesWithoutRate).toEqual(["JPY"]);
    expect(totals.partners[0]!.kinds.find((kind) => kind.kind === "assets")!.usdCents).toBeNull();
    expect(totals.rateDate).toBeNull();
  });

  it("gives income per year, the current year's income and the years without income", () => {
    const income = (year: number, cents: number): DisclosureAmount => ({
      userId: A,
      kind: "incomes",
      currency: "USD",
      amountInCents: cents,
      year,
    });
    const two = totalsOf([income(2026, 100), income(2025, 50)]).partners[0]!;
    expect(two.incomeByYear).toEqual([
      { year: 2025, usdCents: 50 },
      { year: 2026, usdCents: 100 },
    ]);
    expect(two.annualIncomeUsdCents).toBe(100);
    expect(two.missingIncomeYears).toEqual([2024]);
    expect(totalsOf([]).partners[0]!.missingIncomeYears).toEqual([2024, 2025, 2026]);
    expect(totalsOf([income(2026, 1), income(2025, 1), income(2024, 1)]).partners[0]!.missingIncomeYears).toEqual([]);
    expect(totalsOf([income(2025, 70)]).partners[0]!.annualIncomeUsdCents).toBe(70);
  });
});

describe("computeDisclosureTotals: amounts at the ceiling", () => {
  const atCeiling = (count: number, entry: Partial<DisclosureAmount> = {}): DisclosureAmount[] =>
    Array.from({ length: count }, () => ({
      userId: A,
      kind: "assets",
      currency: "USD",
      amountInCents: MAX_DISCLOSED_CENTS,
      ...entry,
    }));

  it("adds thousands of entries at the ceiling to the cent, converted too", () => {
    const totals = totalsOf([
      ...atCeiling(4_000),
      ...atCeiling(1_000, { kind: "debts" }),
      ...atCeiling(9, { currency: "EUR" }),
    ]).partners[0]!;
    const euros = Math.round((9 * MAX_DISCLOSED_CENTS) / 0.9);
    expect(totals.assetsUsdCents).toBe(4_000 * MAX_DISCLOSED_CENTS + euros);
    expect(totals.debtsUsdCents).toBe(1_000 * MAX_DISCLOSED_CENTS);
    expect(totals.netWorthUsdCents).toBe(3_000 * MAX_DISCLOSED_CENTS + euros);
  });

  it("refuses a total beyond what a number carries to the cent (AMOUNTS_OUT_OF_RANGE), never a rounded one", () => {
    expect(() => totalsOf(atCeiling(9_100))).toThrow(expect.objectContaining({ code: "AMOUNTS_OUT_OF_RANGE" }));
    // An amount stored before the ceiling existed.
    expect(() => totalsOf(atCeiling(2, { amountInCents: Number.MAX_SAFE_INTEGER }))).toThrow(
      expect.objectContaining({ code: "AMOUNTS_OUT_OF_RANGE" }),
    );
  });
});

describe("isPendingJointEntry", () => {
  it("is a live joint entry nobody confirmed", () => {
    expect(isPendingJointEntry({ isJoint: true, jointConfirmedAt: null })).toBe(true);
    expect(isPendingJointEntry({ isJoint: true, jointConfirmedAt: new Date() })).toBe(false);
    expect(isPendingJointEntry({ isJoint: false })).toBe(false);
    expect(isPendingJointEntry({ isJoint: true, deletedAt: new Date() })).toBe(false);
  });
});
