import { z } from "zod";
import { centsSchema } from "./money-schemas.ts";
import { textSchema } from "./text.ts";

/**
 * Coupons and promo codes as an admin writes them: the server validates POST/PATCH bodies with these
 * schemas and the admin's forms check their values with the same ones, so a message in the form is
 * the message the server answers.
 */

export const MAX_AMOUNT_OFF_CENTS = 10_000_000;
export const MAX_REDEMPTIONS_PER_CUSTOMER = 1_000_000;
export const COUPON_NAME_MAX_LENGTH = 100;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

export const DISCOUNT_MESSAGES = {
  nameRequired: "Name the coupon",
  nameTooLong: `A name is at most ${COUPON_NAME_MAX_LENGTH} characters`,
  oneKind: "A coupon gives either a percentage or an amount off: give exactly one of them",
  percentRange: "Percent off is a whole number from 1 to 100",
  amountWhole: "The amount off is a whole number of cents",
  amountTooSmall: "The amount off is at least $0.01",
  // formatCents(MAX_AMOUNT_OFF_CENTS) written out (discounts.test.ts checks it): formatting at import
  // would set up Intl's currency formatting in every process that loads the domain package.
  amountTooLarge: "The amount off is at most $100,000.00",
  date: "Enter a date as YYYY-MM-DD",
  code: "A code is 3–40 letters, digits, - or _",
  limit: "The limit per customer is a whole number from 1 to 1,000,000 (leave it empty for no limit)",
  nothingToChange: "Nothing to change: send expirationDate, maxRedemptionsPerCustomer or isActive",
} as const;

const expirationDateSchema = z.iso.date({ error: DISCOUNT_MESSAGES.date }).nullish();

const percentOffSchema = z
  .int({ error: DISCOUNT_MESSAGES.percentRange })
  .min(1, { error: DISCOUNT_MESSAGES.percentRange })
  .max(100, { error: DISCOUNT_MESSAGES.percentRange });

/** The one money schema, with the coupon's own ceiling: a discount is never worth more than $100,000. */
const amountOffSchema = centsSchema({
  label: "The amount off",
  ceiling: { cents: MAX_AMOUNT_OFF_CENTS, text: "$100,000.00" },
  messages: {
    whole: DISCOUNT_MESSAGES.amountWhole,
    min: DISCOUNT_MESSAGES.amountTooSmall,
    max: DISCOUNT_MESSAGES.amountTooLarge,
  },
});

const limitSchema = z
  .int({ error: DISCOUNT_MESSAGES.limit })
  .min(1, { error: DISCOUNT_MESSAGES.limit })
  .max(MAX_REDEMPTIONS_PER_CUSTOMER, { error: DISCOUNT_MESSAGES.limit })
  .nullish();

/** POST /admin/discounts/coupons: a name, exactly one of percentOff (1–100) and amountOffInCents, an optional expiry. */
export const createCouponSchema = z
  .strictObject({
    name: textSchema({ max: COUPON_NAME_MAX_LENGTH, messages: { tooLong: DISCOUNT_MESSAGES.nameTooLong } }).pipe(
      z.string().trim().min(1, { error: DISCOUNT_MESSAGES.nameRequired }),
    ),
    percentOff: percentOffSchema.nullish(),
    amountOffInCents: amountOffSchema.nullish(),
    expirationDate: expirationDateSchema,
  })
  .refine((body) => ((body.percentOff ?? null) === null) !== ((body.amountOffInCents ?? null) === null), {
    error: DISCOUNT_MESSAGES.oneKind,
    path: ["percentOff"],
  });
export type CreateCouponInput = z.input<typeof createCouponSchema>;

/** A promo code as customers type it: trimmed and upper-cased, 3–40 letters, digits, - or _. */
export const discountCodeTextSchema = textSchema({ max: 40, messages: { tooLong: DISCOUNT_MESSAGES.code } }).pipe(
  z.string().trim().toUpperCase().regex(DISCOUNT_CODE_PATTERN, { error: DISCOUNT_MESSAGES.code }),
);

/** POST /admin/discounts/coupons/{id}/discount-codes. */
export const createDiscountCodeSchema = z.strictObject({
  code: discountCodeTextSchema,
  expirationDate: expirationDateSchema,
  maxRedemptionsPerCustomer: limitSchema,
  isActive: z.boolean().default(true),
});
export type CreateDiscountCodeInput = z.input<typeof createDiscountCodeSchema>;

/** PATCH /admin/discounts/discount-codes/{id}: null clears the expiry or the limit. */
export const updateDiscountCodeSchema = z
  .strictObject({
    expirationDate: expirationDateSchema,
    maxRedemptionsPerCustomer: limitSchema,
    isActive: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: DISCOUNT_MESSAGES.nothingToChange,
  });
export type UpdateDiscountCodeInput = z.input<typeof updateDiscountCodeSchema>;
