/** The discounts module's refusal messages. */
export const DISCOUNT_MESSAGES = {
  couponNotFound: "Coupon not found",
  codeNotFound: "Promo code not found",
  codeTaken: "This code is taken; choose another.",
  couponNameTaken: (name: string) =>
    `A coupon named “${name}” exists already (names are compared without letter case). Choose another name, or add codes to that coupon.`,
} as const;
