import { describe, expect, it } from "vitest";
import { createCouponSchema, createDiscountCodeSchema } from "@prenup/domain";
import {
  DISCOUNT_FORM_MESSAGES,
  EMPTY_CODE_FORM,
  EMPTY_COUPON_FORM,
  codeBodyFromForm,
  codeFormErrors,
  codeUpdateFromForm,
  couponBodyFromForm,
  couponFormErrors,
  formatDiscount,
} from "./discount-forms.ts";

describe("coupon form", () => {
  it("says what the server would say, in the server's words", () => {
    const body = couponBodyFromForm({ name: "A", kind: "percent", value: 101, expirationDate: "" });
    const server = createCouponSchema.safeParse(body);
    expect(server.success).toBe(false);
    expect(couponFormErrors({ name: "A", kind: "percent", value: 101, expirationDate: "" })).toEqual({
      value: server.error?.issues[0]?.message,
    });
    const code = createDiscountCodeSchema.safeParse(codeBodyFromForm({ ...EMPTY_CODE_FORM, code: "a!" }));
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "a!" })).toEqual({ code: code.error?.issues[0]?.message });
  });

  it("refuses a coupon without a kind, a name or a value in range", () => {
    expect(couponFormErrors(EMPTY_COUPON_FORM)).toEqual({
      name: DISCOUNT_FORM_MESSAGES.nameRequired,
      kind: DISCOUNT_FORM_MESSAGES.kindRequired,
    });
    expect(couponFormErrors({ ...EMPTY_COUPON_FORM, name: "A", kind: "percent", value: 101 })).toEqual({
      value: DISCOUNT_FORM_MESSAGES.percentRange,
    });
    expect(couponFormErrors({ ...EMPTY_COUPON_FORM, name: "A", kind: "percent", value: "" })).toEqual({
      value: DISCOUNT_FORM_MESSAGES.percentRange,
    });
    expect(couponFormErrors({ ...EMPTY_COUPON_FORM, name: "A", kind: "amount", value: "" })).toEqual({
      value: DISCOUNT_FORM_MESSAGES.amountRequired,
    });
    expect(couponFormErrors({ ...EMPTY_COUPON_FORM, name: "A", kind: "amount", value: 0 })).toEqual({
      value: DISCOUNT_FORM_MESSAGES.amountTooSmall,
    });
    expect(couponFormErrors({ ...EMPTY_COUPON_FORM, name: "A", kind: "amount", value: 100_000.01 })).toEqual({
      value: DISCOUNT_FORM_MESSAGES.amountTooLarge,
    });
    expect(couponFormErrors({ name: "A", kind: "amount", value: 5, expirationDate: "31/12/2026" })).toEqual({
      expirationDate: DISCOUNT_FORM_MESSAGES.date,
    });
    expect(couponFormErrors({ name: "A", kind: "amount", value: 5, expirationDate: "2026-02-30" })).toEqual({
      expirationDate: DISCOUNT_FORM_MESSAGES.date,
    });
  });

  it("sends only the chosen kind, an amount in whole cents", () => {
    expect(
      couponBodyFromForm({ name: " Fall ", kind: "amount", value: "$1,005.35", expirationDate: "2026-12-31" }),
    ).toEqual({
      name: "Fall",
      amountOffInCents: 100_535,
      expirationDate: "2026-12-31",
    });
    expect(couponBodyFromForm({ name: "Fall", kind: "percent", value: 15, expirationDate: "" })).toEqual({
      name: "Fall",
      percentOff: 15,
    });
  });

  it("shows a discount as '15%' or '$50.00'", () => {
    expect(formatDiscount({ percentOff: 15, amountOffInCents: null })).toBe("15%");
    expect(formatDiscount({ percentOff: null, amountOffInCents: 5_000 })).toBe("$50.00");
  });
});

describe("code form", () => {
  it("checks the code, date and limit as the server does", () => {
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "ab" })).toEqual({ code: DISCOUNT_FORM_MESSAGES.code });
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "-abc" })).toEqual({ code: DISCOUNT_FORM_MESSAGES.code });
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "spring_26" })).toEqual({});
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "SPRING", maxRedemptionsPerCustomer: 0 })).toEqual({
      maxRedemptionsPerCustomer: DISCOUNT_FORM_MESSAGES.limit,
    });
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "SPRING", maxRedemptionsPerCustomer: 1.5 })).toEqual({
      maxRedemptionsPerCustomer: DISCOUNT_FORM_MESSAGES.limit,
    });
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "" }, false)).toEqual({});
    expect(codeFormErrors({ ...EMPTY_CODE_FORM, code: "", expirationDate: "2026-99-01" }, false)).toEqual({
      expirationDate: DISCOUNT_FORM_MESSAGES.date,
    });
  });

  it("sends the code in capitals and leaves out what is empty; an edit clears emptied fields", () => {
    expect(
      codeBodyFromForm({ code: " spring ", expirationDate: "", maxRedemptionsPerCustomer: "", isActive: false }),
    ).toEqual({ code: "SPRING", isActive: false });
    expect(
      codeBodyFromForm({ code: "spring", expirationDate: "2026-12-31", maxRedemptionsPerCustomer: 2, isActive: true }),
    ).toEqual({
      code: "SPRING",
      isActive: true,
      expirationDate: "2026-12-31",
      maxRedemptionsPerCustomer: 2,
    });
    expect(codeUpdateFromForm({ ...EMPTY_CODE_FORM })).toEqual({
      expirationDate: null,
      maxRedemptionsPerCustomer: null,
    });
  });
});
