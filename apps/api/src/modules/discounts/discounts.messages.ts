/** The discounts module's refusal messages. */
export const DISCOUNT_MESSAGES = {
  couponNotFound: "Coupon not found",
  codeNotFound: "Promo code not found",
  codeTaken: "This code is taken; choose another.",
} as const;
