import { z } from "zod";

/**
 * The largest amount one money field of a purchase, refund, payout or coupon holds: the database
 * keeps them as integer cents in a 32-bit column, so $21,474,836.47.
 */
export const MAX_CENTS = 2_147_483_647;

/** MAX_CENTS written out (money-schemas.test.ts checks it): formatting at import would set up Intl in every process. */
export const MAX_CENTS_TEXT = "$21,474,836.47";

/**
 * An amount of money a request sends, in whole cents from `min` (default 1) to MAX_CENTS, with
 * messages naming the field: `label` is how the caller knows it ("refundAmount", "The refund").
 * Anything else is a clear 400 before the database sees it.
 */
export function centsSchema(options: { label: string; min?: number }) {
  const min = options.min ?? 1;
  const whole = `${options.label} is a whole number of cents`;
  return z
    .int({ error: whole })
    .min(min, { error: min === 1 ? `${options.label} is at least 1 cent` : `${options.label} is at least ${min} cents` })
    .max(MAX_CENTS, { error: `${options.label} is at most ${MAX_CENTS_TEXT}` });
}
