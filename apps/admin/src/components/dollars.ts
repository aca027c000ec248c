import { parseMoneyInput, toCents } from "@prenup/domain";

/**
 * A dollar amount from a NumberInput (a number, or the text it holds while typing, e.g. "12." or
 * "$1,005.35") as integer cents, rounded on the decimal value as written (no float drift:
 * 1005.35 → 100535); null when the field is empty or holds no number.
 */
export function dollarsToCents(value: number | string): number | null {
  const dollars = typeof value === "number" ? value : parseMoneyInput(value);
  if (dollars === undefined || !Number.isFinite(dollars)) return null;
  return toCents(dollars);
}
