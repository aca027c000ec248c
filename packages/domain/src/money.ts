import { DomainError } from "./error-codes.ts";

/** Money input and display. Amounts are stored as integer cents. */

export const CURRENCY_MESSAGES = {
  required: "Currency value is required",
  invalid: "Invalid currency value",
  multipleNegative: "Currency cannot have multiple negative signs (-)",
  multipleDecimal: "Currency can only have one decimal point",
  notANumber: "Please enter a valid currency amount",
  tooManyDecimals: "Currency can only have up to 2 decimal places",
} as const;

/**
 * Checks a typed currency value, first failure wins:
 * empty (after trimming) and required → 'Currency value is required' (optional → null);
 * after removing '$', ',' and spaces, a character other than digits, '-' and '.' →
 * 'Invalid currency value'; more than one '-' → 'Currency cannot have multiple negative signs (-)';
 * more than one '.' → 'Currency can only have one decimal point'; not a finite number ('-', '.',
 * '5-') → 'Please enter a valid currency amount'; more than two decimals → 'Currency can only
 * have up to 2 decimal places'.
 */
export function validateCurrencyInput(value: string, options: { required: boolean }): string | null {
  if (value.trim() === "") return options.required ? CURRENCY_MESSAGES.required : null;
  const cleaned = value.replace(/[$,\s]/g, "");
  if (/[^\d.-]/.test(cleaned)) return CURRENCY_MESSAGES.invalid;
  if ((cleaned.match(/-/g) ?? []).length > 1) return CURRENCY_MESSAGES.multipleNegative;
  if ((cleaned.match(/\./g) ?? []).length > 1) return CURRENCY_MESSAGES.multipleDecimal;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) || !Number.isFinite(Number(cleaned))) return CURRENCY_MESSAGES.notANumber;
  const decimals = cleaned.split(".")[1] ?? "";
  if (decimals.length > 2) return CURRENCY_MESSAGES.tooManyDecimals;
  return null;
}

/**
 * Dollars as typed ("$1,234.50" → 1234.5): every character except digits, '-' and '.' is
 * stripped, leading zeros are removed; an empty or unparsable value gives undefined.
 */
export function parseMoneyInput(value: string): number | undefined {
  const stripped = value.replace(/[^\d.-]/g, "");
  const unpadded = stripped.replace(/^(-?)0+(?=\d)/, "$1");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(unpadded)) return undefined;
  const amount = Number(unpadded);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * Dollars to integer cents, rounding half away from zero on the decimal value as written
 * (1.005 → 101, 0.1 + 0.2 → 30), not on its binary approximation.
 * Throws a RangeError for NaN or an infinite amount.
 */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  const magnitude = Math.abs(dollars);
  const text = String(magnitude);
  const scaled = text.includes("e") ? magnitude * 100 : Number(`${text}e2`);
  // 1e-7 scale floating noise (0.30000000000000004 * 100) is removed before rounding.
  const cents = Math.round(Number(scaled.toFixed(6)));
  return dollars < 0 && cents !== 0 ? -cents : cents;
}

/**
 * What a sum of amounts says when it leaves the range counted to the cent: the amounts themselves
 * are each within their ceiling (DISCLOSURE_CEILING), so only very many of them, or amounts stored
 * before the ceiling, get here.
 */
export const AMOUNTS_OUT_OF_RANGE_MESSAGE =
  "These amounts add up to more than can be counted to the cent. Please check the amounts of the financial disclosure.";

/**
 * `cents` when it is a whole number of cents that a number carries exactly (within ±(2^53 − 1),
 * about 90 trillion dollars); anything else throws AMOUNTS_OUT_OF_RANGE (a DomainError, 422) with
 * `message`, so a figure is either exact or refused, never silently rounded.
 */
export function exactCents(cents: number, message: string = AMOUNTS_OUT_OF_RANGE_MESSAGE): number {
  if (!Number.isSafeInteger(cents)) throw new DomainError("AMOUNTS_OUT_OF_RANGE", message);
  return cents;
}

/** a + b in cents, checked with `exactCents` (an out-of-range sum is refused, never rounded). */
export function addCents(a: number, b: number, message: string = AMOUNTS_OUT_OF_RANGE_MESSAGE): number {
  return exactCents(exactCents(a, message) + exactCents(b, message), message);
}

/** Integer cents to dollars (1234 → 12.34). */
export function fromCents(cents: number): number {
  return cents / 100;
}

export const TRUNCATE_DEFAULT_MAX = 200;
export const ELLIPSIS = "…";

/**
 * Shortens text to `max` characters (default 200) followed by an ellipsis, unless `full` is set
 * or the text is short enough. Characters are counted as code points, so an emoji is never cut in
 * half; trailing whitespace before the ellipsis is dropped.
 */
export function truncateText(text: string, options: { max?: number; full?: boolean } = {}): string {
  const requested = options.max ?? TRUNCATE_DEFAULT_MAX;
  const max = Number.isFinite(requested) ? Math.max(0, Math.floor(requested)) : TRUNCATE_DEFAULT_MAX;
  const characters = Array.from(text);
  if (options.full || characters.length <= max) return text;
  return `${characters.slice(0, max).join("").trimEnd()}${ELLIPSIS}`;
}
