import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateCents,
  couponDiscountCents,
  normalizePromoCode,
  paymentStatusAfterRefund,
  payoutAvailableCents,
  priceCart,
  processingFeeCents,
  PROMO_CODE_MESSAGES,
  promoCodeProblem,
  refundableCents,
  splitLineIntoUnits,
} from "./cart.ts";

const prenup = { id: "prenup", unitPriceInCents: 59_900, quantity: 1, discountsAllowed: true };
const representation = { id: "rep", unitPriceInCents: 69_900, quantity: 2, discountsAllowed: false };

describe("allocateCents", () => {
  it("splits to the cent, largest remainder first, ties to the earlier share", () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(5, [3, 1])).toEqual([4, 1]);
    expect(allocateCents(7, [0, 0])).toEqual([4, 3]);
    expect(allocateCents(0, [5, 5])).toEqual([0, 0]);
  });
  it("always adds up to the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = allocateCents(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          expect(shares.every((share) => share >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe("processingFeeCents", () => {
  it("is the method's percentage rounded half up plus its fixed part", () => {
    expect(processingFeeCents("CARD", 59_900)).toBe(1737 + 30); // 2.9 % of 599.00 = 17.371
    expect(processingFeeCents("KLARNA", 59_900)).toBe(3588 + 30); // 5.99 % = 35.8801
    expect(processingFeeCents("AFTERPAY", 10_050)).toBe(603 + 30);
    expect(processingFeeCents("CARD", 50)).toBe(1 + 30); // 1.45 rounds to 1
    expect(processingFeeCents("CARD", 0)).toBe(0);
  });
});

describe("couponDiscountCents", () => {
  it("takes a percentage rounded half up, caps a fixed amount at the subtotal", () => {
    expect(couponDiscountCents({ percentOff: 15, amountOffInCents: null }, 59_900)).toBe(8985);
    expect(couponDiscountCents({ percentOff: 33, amountOffInCents: null }, 150)).toBe(50); // 49.5 → 50
    expect(couponDiscountCents({ percentOff: null, amountOffInCents: 10_000 }, 5_000)).toBe(5_000);
    expect(couponDiscountCents({ percentOff: null, amountOffInCents: 10_000 }, 0)).toBe(0);
    expect(couponDiscountCents({ percentOff: 150, amountOffInCents: null }, 1000)).toBe(1000);
  });
});

describe("priceCart", () => {
  it("discounts only the lines that allow it and charges subtotal minus discount", () => {
    const totals = priceCart({
      lines: [prenup, representation],
      coupon: { percentOff: 10, amountOffInCents: null },
      method: "CARD",
    });
    expect(totals.subtotalInCents).toBe(59_900 + 139_800);
    expect(totals.discountInCents).toBe(5_990);
    expect(totals.totalInCents).toBe(199_700 - 5_990);
    expect(totals.lines.map((line) => line.discountInCents)).toEqual([5_990, 0]);
    expect(totals.feeInCents).toBe(processingFeeCents("CARD", 193_710));
    expect(totals.lines.reduce((sum, line) => sum + line.feeInCents, 0)).toBe(totals.feeInCents);
    expect(totals.hasDiscountableLines).toBe(true);
  });
  it("has no fee before a method is chosen and no discount without a coupon", () => {
    const totals = priceCart({ lines: [prenup] });
    expect(totals).toMatchObject({ subtotalInCents: 59_900, discountInCents: 0, totalInCents: 59_900, feeInCents: 0 });
  });
  it("a fixed amount larger than the eligible lines makes them free but leaves the others", () => {
    const totals = priceCart({
      lines: [prenup, representation],
      coupon: { percentOff: null, amountOffInCents: 100_000 },
    });
    expect(totals.totalInCents).toBe(139_800);
    expect(totals.lines[0]?.totalInCents).toBe(0);
  });
  it("line totals and fees always add up to the cart's", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.string(),
            unitPriceInCents: fc.integer({ min: 0, max: 200_000 }),
            quantity: fc.integer({ min: 1, max: 3 }),
            discountsAllowed: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom("CARD" as const, "KLARNA" as const, "AFTERPAY" as const, "CASHAPP" as const),
        (lines, percentOff, method) => {
          const totals = priceCart({ lines, coupon: { percentOff, amountOffInCents: null }, method });
          expect(totals.lines.reduce((sum, line) => sum + line.totalInCents, 0)).toBe(totals.totalInCents);
          expect(totals.lines.reduce((sum, line) => sum + line.feeInCents, 0)).toBe(totals.feeInCents);
          expect(totals.totalInCents).toBeGreaterThanOrEqual(0);
          for (const line of totals.lines) {
            const units = splitLineIntoUnits(line);
            expect(units).toHaveLength(line.quantity);
            expect(units.reduce((sum, unit) => sum + unit.pricePaidInCents, 0)).toBe(line.totalInCents);
          }
        },
      ),
    );
  });
});

describe("promoCodeProblem", () => {
  const code = { isActive: true, expirationDate: null, maxRedemptionsPerCustomer: 1, deleted: false };
  const coupon = { expirationDate: "2026-12-31", deleted: false };
  const base = { code, coupon, today: "2026-11-22", timesUsed: 0, hasDiscountableLines: true };
  it("accepts a live code and names the first problem otherwise", () => {
    expect(promoCodeProblem(base)).toBeNull();
    expect(promoCodeProblem({ ...base, code: null })).toBe(PROMO_CODE_MESSAGES.notFound);
    expect(promoCodeProblem({ ...base, code: { ...code, isActive: false } })).toBe(PROMO_CODE_MESSAGES.inactive);
    expect(promoCodeProblem({ ...base, coupon: { ...coupon, expirationDate: "2026-11-21" } })).toBe(
      PROMO_CODE_MESSAGES.expired,
    );
    expect(promoCodeProblem({ ...base, code: { ...code, expirationDate: "2026-11-22" } })).toBeNull();
    expect(promoCodeProblem({ ...base, timesUsed: 1 })).toBe(PROMO_CODE_MESSAGES.usedUp);
    expect(promoCodeProblem({ ...base, code: { ...code, maxRedemptionsPerCustomer: null }, timesUsed: 9 })).toBeNull();
    expect(promoCodeProblem({ ...base, hasDiscountableLines: false })).toBe(PROMO_CODE_MESSAGES.notApplicable);
  });
  it("normalizes what a customer types", () => {
    expect(normalizePromoCode("  welcome10 ")).toBe("WELCOME10");
  });
});

describe("refunds and payouts", () => {
  const item = { pricePaidInCents: 69_900, feePaidInCents: 2_057, amountRefundedInCents: 0 };
  it("never refunds more than what is left", () => {
    expect(refundableCents(item)).toBe(69_900);
    expect(refundableCents({ ...item, amountRefundedInCents: 69_900 })).toBe(0);
  });
  it("keeps what the attorney was paid out out of reach of a refund", () => {
    expect(refundableCents({ ...item, pricePaidToAttorneyInCents: 67_843 })).toBe(2_057);
    expect(refundableCents({ ...item, pricePaidToAttorneyInCents: 67_843, amountRefundedInCents: 2_057 })).toBe(0);
    expect(refundableCents({ ...item, pricePaidToAttorneyInCents: null })).toBe(69_900);
  });
  it("moves the payment status with the refunded total", () => {
    expect(paymentStatusAfterRefund(69_900, 0)).toBe("SUCCESSFUL");
    expect(paymentStatusAfterRefund(69_900, 100)).toBe("PARTIALLY_REFUNDED");
    expect(paymentStatusAfterRefund(69_900, 69_900)).toBe("FULL_REFUNDED");
  });
  it("pays out price paid minus fee paid minus refunds, never below zero", () => {
    expect(payoutAvailableCents(item)).toBe(67_843);
    expect(payoutAvailableCents({ ...item, amountRefundedInCents: 10_000 })).toBe(57_843);
    expect(payoutAvailableCents({ ...item, amountRefundedInCents: 69_900 })).toBe(0);
  });
});
