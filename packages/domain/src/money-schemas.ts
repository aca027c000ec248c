import { z } from "zod";

/** The largest amount a money field takes, and how its message writes it. */
export type MoneyCeiling = { cents: number; text: string };

/**
 * The largest amount one money field of a purchase, refund, payout or coupon holds: the database
 * keeps them as integer cents in a 32-bit column, so $21,474,836.47.
 */
export const MAX_CENTS = 2_147_483_647;

/** MAX_CENTS written out (money-schemas.test.ts checks it): formatting at import would set up Intl in every process. */
export const MAX_CENTS_TEXT = "$21,474,836.47";

/** What a payment's money field holds (MAX_CENTS). */
export const PAYMENT_CEILING: MoneyCeiling = { cents: MAX_CENTS, text: MAX_CENTS_TEXT };

/**
 * The largest amount one money field of a partner's financial disclosure (a value, a price, a
 * balance, an income) or a money answer of the questionnaire holds, either way: 10 billion of the
 * entry's currency, as integer cents 10^12. Why this much: a couple's single holding is worth far
 * less (MAX_CENTS, about $21 million, is too little for a house or a business of a wealthy couple,
 * the people prenups are for), and ten billion dollars is beyond any of them. Why no more: sums
 * stay exact. JavaScript numbers carry whole cents exactly up to 2^53 − 1 (about 9 × 10^15, 90
 * trillion dollars), so some 9,000 entries at the ceiling add up without losing a cent, and every
 * sum of the totals and the outcome simulation is checked anyway (`addCents`, `exactCents`).
 */
export const MAX_DISCLOSED_CENTS = 1_000_000_000_000;

/** MAX_DISCLOSED_CENTS written out, without a currency sign (the entry says its currency). */
export const MAX_DISCLOSED_TEXT = "10,000,000,000.00";

/** What a disclosed amount holds (MAX_DISCLOSED_CENTS). */
export const DISCLOSURE_CEILING: MoneyCeiling = { cents: MAX_DISCLOSED_CENTS, text: MAX_DISCLOSED_TEXT };

/** The messages of a money field, where its form words them otherwise (the defaults name `label`). */
export type CentsMessages = {
  /** Not a number: a string, or a function of the input (undefined or null: "is required"). */
  type?: string | ((issue: { input?: unknown }) => string);
  whole?: string;
  min?: string;
  max?: string;
};

/**
 * An amount of money a request sends, in whole cents from `min` to the ceiling's amount, with
 * messages naming the field: `label` is how the caller knows it ("refundAmount", "The refund",
 * "Value"). `min` is 1 by default; null lets the amount be negative down to minus the ceiling (a
 * debt's equity). The ceiling is what a payment column holds unless another is given
 * (DISCLOSURE_CEILING for a disclosed amount). Anything else is a clear 400 before the database
 * sees it: every money field of a request is read with this schema.
 */
export function centsSchema(options: {
  label: string;
  min?: number | null;
  ceiling?: MoneyCeiling;
  messages?: CentsMessages;
}) {
  const { label, messages = {} } = options;
  const ceiling = options.ceiling ?? PAYMENT_CEILING;
  const min = options.min === undefined ? 1 : options.min;
  const whole = messages.whole ?? `${label} is a whole number of cents`;
  const type = messages.type;
  const minMessage =
    messages.min ??
    (min === null
      ? `${label} is at least -${ceiling.text}`
      : min === 1
        ? `${label} is at least 1 cent`
        : `${label} is at least ${min} cents`);
  return z
    .number({ error: (issue) => (typeof type === "function" ? type(issue) : (type ?? whole)) })
    .int({ error: whole })
    .min(min ?? -ceiling.cents, { error: minMessage })
    .max(ceiling.cents, { error: messages.max ?? `${label} is at most ${ceiling.text}` });
}
