import type { Coupon, CreateCouponBody, CreateDiscountCodeBody, DiscountCode, DiscountCodeUpdate } from "@prenup/api-client";
import { formatCents, parseMoneyInput, toCents } from "@prenup/domain";

/**
 * The discount forms' values, checks and request bodies. The checks are the server's rules
 * (apps/api discounts.schemas.ts) as a person reads them, so the form refuses what the server
 * would; the server's own message is still shown when it refuses anyway.
 */

export const DISCOUNT_FORM_MESSAGES = {
  nameRequired: "Name the coupon",
  nameTooLong: "A name is at most 100 characters",
  kindRequired: "Choose percent off or an amount off",
  oneKind: "A coupon gives either a percentage or an amount off, not both",
  percentRange: "Percent off is a whole number from 1 to 100",
  amountRequired: "Enter the amount off",
  amountTooSmall: "The amount off is at least $0.01",
  amountTooLarge: `The amount off is at most ${formatCents(10_000_000)}`,
  date: "Enter a date as YYYY-MM-DD",
  code: "A code is 3–40 letters, digits, - or _",
  limit: "The limit is a whole number of at least 1 (leave it empty for no limit)",
} as const;

const MAX_AMOUNT_OFF_CENTS = 10_000_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

export type CouponKind = "percent" | "amount";

export type CouponFormValues = {
  name: string;
  /** Not chosen yet: null. */
  kind: CouponKind | null;
  /** Percent (whole number) or dollars, as the number input holds it. */
  value: number | string;
  /** YYYY-MM-DD, or empty for no expiry. */
  expirationDate: string;
};

export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

export const EMPTY_COUPON_FORM: CouponFormValues = { name: "", kind: null, value: "", expirationDate: "" };

function toNumber(value: number | string): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  return parseMoneyInput(value);
}

/** The coupon rule: exactly one of a percentage and an amount off. */
export function couponKindProblem(body: Pick<CreateCouponBody, "percentOff" | "amountOffInCents">): string | null {
  const hasPercent = body.percentOff !== undefined && body.percentOff !== null;
  const hasAmount = body.amountOffInCents !== undefined && body.amountOffInCents !== null;
  if (hasPercent && hasAmount) return DISCOUNT_FORM_MESSAGES.oneKind;
  if (!hasPercent && !hasAmount) return DISCOUNT_FORM_MESSAGES.kindRequired;
  return null;
}

/** The body of POST /admin/discounts/coupons for the form's values: only the chosen kind is sent. */
export function couponBodyFromForm(values: CouponFormValues): CreateCouponBody {
  const number = toNumber(values.value);
  return {
    name: values.name.trim(),
    ...(values.kind === "percent" && number !== undefined ? { percentOff: number } : {}),
    ...(values.kind === "amount" && number !== undefined ? { amountOffInCents: toCents(number) } : {}),
    ...(values.expirationDate ? { expirationDate: values.expirationDate } : {}),
  };
}

/** What is wrong with the form, field by field (nothing: an empty object). */
export function couponFormErrors(values: CouponFormValues): FormErrors<CouponFormValues> {
  const errors: FormErrors<CouponFormValues> = {};
  const name = values.name.trim();
  if (name === "") errors.name = DISCOUNT_FORM_MESSAGES.nameRequired;
  else if (name.length > 100) errors.name = DISCOUNT_FORM_MESSAGES.nameTooLong;

  const body = couponBodyFromForm(values);
  if (values.kind === null) errors.kind = DISCOUNT_FORM_MESSAGES.kindRequired;
  else if (values.kind === "percent") {
    const percent = body.percentOff;
    if (percent === undefined || percent === null || !Number.isInteger(percent) || percent < 1 || percent > 100) errors.value = DISCOUNT_FORM_MESSAGES.percentRange;
  } else {
    const cents = body.amountOffInCents;
    if (cents === undefined || cents === null) errors.value = DISCOUNT_FORM_MESSAGES.amountRequired;
    else if (cents < 1) errors.value = DISCOUNT_FORM_MESSAGES.amountTooSmall;
    else if (cents > MAX_AMOUNT_OFF_CENTS) errors.value = DISCOUNT_FORM_MESSAGES.amountTooLarge;
  }
  if (!errors.kind && !errors.value) {
    const problem = couponKindProblem(body);
    if (problem) errors.kind = problem;
  }
  if (values.expirationDate && !DATE_PATTERN.test(values.expirationDate)) errors.expirationDate = DISCOUNT_FORM_MESSAGES.date;
  return errors;
}

export type CodeFormValues = {
  code: string;
  expirationDate: string;
  /** Empty for no limit. */
  maxRedemptionsPerCustomer: number | string;
  isActive: boolean;
};

export const EMPTY_CODE_FORM: CodeFormValues = { code: "", expirationDate: "", maxRedemptionsPerCustomer: "", isActive: true };

function limitOf(value: number | string): number | null | "invalid" {
  if (value === "") return null;
  const number = toNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 1 ? number : "invalid";
}

/** What is wrong with a code's values; `withCode` is false when editing (the code itself cannot change). */
export function codeFormErrors(values: CodeFormValues, withCode = true): FormErrors<CodeFormValues> {
  const errors: FormErrors<CodeFormValues> = {};
  if (withCode && !CODE_PATTERN.test(values.code.trim().toUpperCase())) errors.code = DISCOUNT_FORM_MESSAGES.code;
  if (values.expirationDate && !DATE_PATTERN.test(values.expirationDate)) errors.expirationDate = DISCOUNT_FORM_MESSAGES.date;
  if (limitOf(values.maxRedemptionsPerCustomer) === "invalid") errors.maxRedemptionsPerCustomer = DISCOUNT_FORM_MESSAGES.limit;
  return errors;
}

/** The body of POST …/discount-codes (the code in capitals, as the server stores it). */
export function codeBodyFromForm(values: CodeFormValues): CreateDiscountCodeBody {
  const limit = limitOf(values.maxRedemptionsPerCustomer);
  return {
    code: values.code.trim().toUpperCase(),
    isActive: values.isActive,
    ...(values.expirationDate ? { expirationDate: values.expirationDate } : {}),
    ...(typeof limit === "number" ? { maxRedemptionsPerCustomer: limit } : {}),
  };
}

/** The PATCH body for an edited code's expiry and limit (emptied fields clear them). */
export function codeUpdateFromForm(values: CodeFormValues): DiscountCodeUpdate {
  const limit = limitOf(values.maxRedemptionsPerCustomer);
  return { expirationDate: values.expirationDate || null, maxRedemptionsPerCustomer: typeof limit === "number" ? limit : null };
}

/** A code's current values in the edit form. */
export function codeFormFromCode(code: DiscountCode): CodeFormValues {
  return { code: code.code, expirationDate: code.expirationDate ?? "", maxRedemptionsPerCustomer: code.maxRedemptionsPerCustomer ?? "", isActive: code.isActive };
}

/** A coupon's discount as shown in the table: "15 %" or "$50.00". */
export function formatDiscount(coupon: Pick<Coupon, "percentOff" | "amountOffInCents">): string {
  if (coupon.percentOff !== null) return `${coupon.percentOff} %`;
  return formatCents(coupon.amountOffInCents);
}
