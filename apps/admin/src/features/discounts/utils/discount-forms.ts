import type {
  Coupon,
  CreateCouponBody,
  CreateDiscountCodeBody,
  DiscountCode,
  DiscountCodeUpdate,
} from "@prenup/api-client";
import {
  createCouponSchema,
  createDiscountCodeSchema,
  DISCOUNT_MESSAGES,
  formatCents,
  issuesByField,
  parseMoneyInput,
  toCents,
  updateDiscountCodeSchema,
} from "@prenup/domain";

/**
 * The discount forms' values, checks and request bodies. The checks are the server's own schemas
 * (`createCouponSchema`, `createDiscountCodeSchema`, `updateDiscountCodeSchema` of @prenup/domain)
 * run on the body the form would send, so the form refuses exactly what the server would, with the
 * server's words; only "choose a kind" and "enter an amount" are the form's own (the server never
 * sees an unchosen kind or an empty number).
 */

export const DISCOUNT_FORM_MESSAGES = {
  ...DISCOUNT_MESSAGES,
  kindRequired: "Choose percent off or an amount off",
  amountRequired: "Enter the amount off",
} as const;

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

/** The form field of an issue: the body's percentOff and amountOffInCents are the form's one value field. */
const couponField = ([key]: readonly PropertyKey[]): keyof CouponFormValues | undefined =>
  key === "percentOff" || key === "amountOffInCents"
    ? "value"
    : key === "name" || key === "expirationDate"
      ? key
      : undefined;

/** What is wrong with the form, field by field (nothing: an empty object). */
export function couponFormErrors(values: CouponFormValues): FormErrors<CouponFormValues> {
  const errors: FormErrors<CouponFormValues> = {};
  if (values.kind === null) errors.kind = DISCOUNT_FORM_MESSAGES.kindRequired;
  else if (toNumber(values.value) === undefined)
    errors.value = values.kind === "percent" ? DISCOUNT_MESSAGES.percentRange : DISCOUNT_FORM_MESSAGES.amountRequired;
  const parsed = createCouponSchema.safeParse(couponBodyFromForm(values));
  if (parsed.success) return errors;
  const fromSchema: FormErrors<CouponFormValues> = issuesByField(parsed.error.issues, couponField).fields;
  // With no kind chosen or no number, the schema's "exactly one" adds nothing the form has not said.
  if (errors.kind || errors.value) delete fromSchema.value;
  return { ...fromSchema, ...errors };
}

export type CodeFormValues = {
  code: string;
  expirationDate: string;
  /** Empty for no limit. */
  maxRedemptionsPerCustomer: number | string;
  isActive: boolean;
};

export const EMPTY_CODE_FORM: CodeFormValues = {
  code: "",
  expirationDate: "",
  maxRedemptionsPerCustomer: "",
  isActive: true,
};

/** The limit as the body carries it: null for none; a typed value that is not a number stays NaN, for the schema to refuse. */
function limitOf(value: number | string): number | null {
  if (value === "") return null;
  return toNumber(value) ?? Number.NaN;
}

const codeField = ([key]: readonly PropertyKey[]): keyof CodeFormValues | undefined =>
  key === "code" || key === "expirationDate" || key === "maxRedemptionsPerCustomer" ? key : undefined;

/** What is wrong with a code's values; `withCode` is false when editing (the code itself cannot change). */
export function codeFormErrors(values: CodeFormValues, withCode = true): FormErrors<CodeFormValues> {
  const parsed = withCode
    ? createDiscountCodeSchema.safeParse(codeBodyFromForm(values))
    : updateDiscountCodeSchema.safeParse(codeUpdateFromForm(values));
  return parsed.success ? {} : issuesByField(parsed.error.issues, codeField).fields;
}

/** The body of POST …/discount-codes (the code in capitals, as the server stores it). */
export function codeBodyFromForm(values: CodeFormValues): CreateDiscountCodeBody {
  const limit = limitOf(values.maxRedemptionsPerCustomer);
  return {
    code: values.code.trim().toUpperCase(),
    isActive: values.isActive,
    ...(values.expirationDate ? { expirationDate: values.expirationDate } : {}),
    ...(limit === null ? {} : { maxRedemptionsPerCustomer: limit }),
  };
}

/** The PATCH body for an edited code's expiry and limit (emptied fields clear them). */
export function codeUpdateFromForm(values: CodeFormValues): DiscountCodeUpdate {
  const limit = limitOf(values.maxRedemptionsPerCustomer);
  return { expirationDate: values.expirationDate || null, maxRedemptionsPerCustomer: limit };
}

/** A code's current values in the edit form. */
export function codeFormFromCode(code: DiscountCode): CodeFormValues {
  return {
    code: code.code,
    expirationDate: code.expirationDate ?? "",
    maxRedemptionsPerCustomer: code.maxRedemptionsPerCustomer ?? "",
    isActive: code.isActive,
  };
}

/** A coupon's discount as shown in the table: "15%" or "$50.00". */
export function formatDiscount(coupon: Pick<Coupon, "percentOff" | "amountOffInCents">): string {
  if (coupon.percentOff !== null) return `${coupon.percentOff}%`;
  return formatCents(coupon.amountOffInCents);
}
