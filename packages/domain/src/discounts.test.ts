import { describe, expect, it } from "vitest";
import {
  createCouponSchema,
  createDiscountCodeSchema,
  DISCOUNT_MESSAGES,
  MAX_AMOUNT_OFF_CENTS,
  updateDiscountCodeSchema,
} from "./discounts.ts";
import { formatCents } from "./format.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("coupons", () => {
  it("take exactly one of a percentage and an amount off", () => {
    expect(createCouponSchema.safeParse({ name: "Fall", percentOff: 15 }).success).toBe(true);
    expect(createCouponSchema.safeParse({ name: "Fall", amountOffInCents: 500, percentOff: null }).success).toBe(true);
    expect(messages(createCouponSchema.safeParse({ name: "Fall", percentOff: 15, amountOffInCents: 500 }))).toEqual([
      DISCOUNT_MESSAGES.oneKind,
    ]);
    expect(messages(createCouponSchema.safeParse({ name: "Fall" }))).toEqual([DISCOUNT_MESSAGES.oneKind]);
  });

  it("keep percentages whole from 1 to 100 and amounts within $0.01 – $100,000.00", () => {
    for (const percentOff of [0, 101, 12.5])
      expect(messages(createCouponSchema.safeParse({ name: "A", percentOff }))).toContain(
        DISCOUNT_MESSAGES.percentRange,
      );
    expect(messages(createCouponSchema.safeParse({ name: "A", amountOffInCents: 0 }))).toContain(
      DISCOUNT_MESSAGES.amountTooSmall,
    );
    expect(messages(createCouponSchema.safeParse({ name: "A", amountOffInCents: 10_000_001 }))).toContain(
      DISCOUNT_MESSAGES.amountTooLarge,
    );
    expect(DISCOUNT_MESSAGES.amountTooLarge).toBe(`The amount off is at most ${formatCents(MAX_AMOUNT_OFF_CENTS)}`);
    expect(messages(createCouponSchema.safeParse({ name: "A", amountOffInCents: 1.5 }))).toContain(
      DISCOUNT_MESSAGES.amountWhole,
    );
  });

  it("need a name and a real calendar date", () => {
    expect(messages(createCouponSchema.safeParse({ name: "   ", percentOff: 5 }))).toEqual([
      DISCOUNT_MESSAGES.nameRequired,
    ]);
    expect(messages(createCouponSchema.safeParse({ name: "A", percentOff: 5, expirationDate: "2026-02-30" }))).toEqual([
      DISCOUNT_MESSAGES.date,
    ]);
    expect(createCouponSchema.parse({ name: "  Fall  ", percentOff: 5, expirationDate: "2026-12-31" })).toMatchObject({
      name: "Fall",
      expirationDate: "2026-12-31",
    });
  });
});

describe("promo codes", () => {
  it("are stored in capitals: 3–40 letters, digits, - or _, starting with a letter or digit", () => {
    expect(createDiscountCodeSchema.parse({ code: " spring_26 " })).toEqual({ code: "SPRING_26", isActive: true });
    for (const code of ["ab", "-abc", "a b c", "x".repeat(41), "héllo"])
      expect(messages(createDiscountCodeSchema.safeParse({ code }))).toContain(DISCOUNT_MESSAGES.code);
  });

  it("limit uses per customer to a whole number from 1 to 1,000,000, or none", () => {
    expect(createDiscountCodeSchema.safeParse({ code: "SPRING", maxRedemptionsPerCustomer: null }).success).toBe(true);
    expect(createDiscountCodeSchema.safeParse({ code: "SPRING", maxRedemptionsPerCustomer: 1_000_000 }).success).toBe(
      true,
    );
    for (const limit of [0, 1.5, Number.NaN, 1_000_001, 2 ** 31]) {
      expect(
        messages(createDiscountCodeSchema.safeParse({ code: "SPRING", maxRedemptionsPerCustomer: limit })),
      ).toEqual([DISCOUNT_MESSAGES.limit]);
      expect(messages(updateDiscountCodeSchema.safeParse({ maxRedemptionsPerCustomer: limit }))).toEqual([
        DISCOUNT_MESSAGES.limit,
      ]);
    }
  });

  it("an edit changes something", () => {
    expect(messages(updateDiscountCodeSchema.safeParse({}))).toEqual([DISCOUNT_MESSAGES.nothingToChange]);
    expect(updateDiscountCodeSchema.parse({ expirationDate: null })).toEqual({ expirationDate: null });
  });
});
