import { z } from "zod";
import {
  ACCOUNT_TYPES,
  ASSET_ACCOUNT_TYPES,
  ASSET_TYPES,
  BUSINESS_TYPES,
  CURRENCIES,
  INCOME_TYPES,
  INHERITANCE_CATEGORIES,
  VEHICLE_TYPES,
} from "./enums.ts";
import { centsSchema, DISCLOSURE_CEILING, MAX_DISCLOSED_TEXT } from "./money-schemas.ts";
import { textSchema } from "./text.ts";

/**
 * Financial disclosure: the zod schemas of the eight kinds of
 * entry that the API and the forms share, and income completeness.
 *
 * Every schema is the body of a create call (userId and documentId come from the URL); its
 * `…UpdateSchema` is the `.partial()` variant for PATCH. Every field has a user-facing message.
 * Decisions:
 * - All money fields are integer cents (the product's rule), also where the spec says only "a
 *   number"; amounts are at least 0 except a debt's amount and equity, which may be negative, and
 *   at most 10 billion of the entry's currency either way (DISCLOSURE_CEILING of money-schemas.ts).
 * - Fields the spec does not call required are optional and nullable; optional text is trimmed
 *   and empty text becomes null. Text is at most 255 characters.
 * - Years are whole numbers from 1900 to 9999 where the spec gives 1900 as the minimum.
 * - `currency` is optional (the store defaults it to USD).
 */

const TEXT_MAX = 255;

function requiredText(label: string) {
  const required = `${label} is required`;
  return textSchema({
    max: TEXT_MAX,
    trim: true,
    messages: {
      notText: (input) => (input === undefined || input === null ? required : `${label} must be text`),
      tooLong: `${label} can be at most ${TEXT_MAX} characters`,
    },
  }).min(1, { error: required });
}

function optionalText(label: string, max = TEXT_MAX) {
  return textSchema({
    max,
    trim: true,
    messages: { notText: `${label} must be text`, tooLong: `${label} can be at most ${max} characters` },
  })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
}

function numberField(label: string, wholeMessage: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`,
    })
    .int({ error: wholeMessage });
}

/**
 * Integer cents up to the disclosure's ceiling (`centsSchema` with DISCLOSURE_CEILING); `min` 0
 * unless negative amounts make sense (then down to minus the ceiling).
 */
function cents(label: string, options: { min?: number; positive?: boolean } = {}) {
  const min = options.positive ? 1 : (options.min ?? null);
  return centsSchema({
    label,
    min,
    ceiling: DISCLOSURE_CEILING,
    messages: {
      type: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`,
      whole: `${label} must be a whole number of cents`,
      min: options.positive
        ? `${label} must be greater than zero`
        : min === null
          ? `${label} cannot be below -${MAX_DISCLOSED_TEXT}`
          : `${label} cannot be negative`,
      max: `${label} can be at most ${MAX_DISCLOSED_TEXT}`,
    },
  });
}

function year(label: string, options: { min?: number } = {}) {
  const min = options.min ?? 1900;
  const message =
    min === 1 ? `${label} must be a positive whole number` : `${label} must be a year from ${min} to 9999`;
  return numberField(label, message).min(min, { error: message }).max(9999, { error: message });
}

function percentage(label: string) {
  const message = `${label} must be a whole number from 0 to 100`;
  return numberField(label, message).min(0, { error: message }).max(100, { error: message });
}

function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `Please choose a valid ${label.toLowerCase()}`,
  });
}

const currency = choice(CURRENCIES, "Currency").nullable().optional();

/**
 * What the entry's value is based on, in the partner's words ("account statement of 2026-10-31",
 * "appraisal", "my estimate from comparable sales"). Optional in the schemas; required where the
 * state's law wants it (`ValueBasisRule`).
 */
function valueBasisField() {
  return optionalText("Basis of the value");
}

// ---- Accounts and assets --------------------------------------------------------------------

const accountAndAssetShape = {
  currency,
  description: optionalText("Description", 1000),
  institution: optionalText("Institution"),
  accountNumber: textSchema({
    max: 4,
    trim: true,
    messages: { notText: "Account number must be text", tooLong: "Account number can be at most 4 characters" },
  })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  beneficiary: optionalText("Beneficiary"),
  assetAccountType: choice(ASSET_ACCOUNT_TYPES, "Asset or account"),
  accountType: choice(ACCOUNT_TYPES, "Account type").nullable().optional(),
  assetType: choice(ASSET_TYPES, "Asset type").nullable().optional(),
  isJoint: z.boolean({ error: "Joint ownership must be yes or no" }).nullable().optional(),
  userAPercentage: percentage("Partner A's percentage").nullable().optional(),
  userBPercentage: percentage("Partner B's percentage").nullable().optional(),
  valueInCents: cents("Value", { min: 0 }).nullable().optional(),
  valueBasis: valueBasisField(),
};

const accountAndAssetBase = z.object(accountAndAssetShape);

export const ACCOUNT_TYPE_REQUIRED_MESSAGE = "Account type is required for an account";
export const ASSET_TYPE_REQUIRED_MESSAGE = "Asset type is required for an asset";

/**
 * An account or asset. An ACCOUNT needs an accountType and an ASSET an assetType (the spec's
 * "variants that require either accountType or assetType").
 */
export const AccountAndAssetSchema = accountAndAssetBase.superRefine((value, ctx) => {
  if (value.assetAccountType === "ACCOUNT" && !value.accountType) {
    ctx.addIssue({ code: "custom", message: ACCOUNT_TYPE_REQUIRED_MESSAGE, path: ["accountType"] });
  }
  if (value.assetAccountType === "ASSET" && !value.assetType) {
    ctx.addIssue({ code: "custom", message: ASSET_TYPE_REQUIRED_MESSAGE, path: ["assetType"] });
  }
  const problem = jointSharesProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field] });
});

export const JOINT_SHARES_REQUIRED_MESSAGE = "Please enter both partners' percentages for a joint entry";
export const JOINT_SHARES_TOTAL_MESSAGE = "Partner A's and partner B's percentages must add up to 100";

/**
 * A joint entry (isJoint) needs both partners' percentages, adding up to 100; an entry that is not
 * joint needs none (they are ignored). Null when the shares are fine.
 */
export function jointSharesProblem(value: {
  isJoint?: boolean | null;
  userAPercentage?: number | null;
  userBPercentage?: number | null;
}): { field: "userAPercentage" | "userBPercentage"; message: string } | null {
  if (value.isJoint !== true) return null;
  if (value.userAPercentage === null || value.userAPercentage === undefined)
    return { field: "userAPercentage", message: JOINT_SHARES_REQUIRED_MESSAGE };
  if (value.userBPercentage === null || value.userBPercentage === undefined)
    return { field: "userBPercentage", message: JOINT_SHARES_REQUIRED_MESSAGE };
  if (value.userAPercentage + value.userBPercentage !== 100)
    return { field: "userBPercentage", message: JOINT_SHARES_TOTAL_MESSAGE };
  return null;
}

/**
 * Partial update of an account or asset. When the update itself sets assetAccountType, it must
 * not clear the matching type in the same call (a stored type is otherwise kept).
 */
export const AccountAndAssetUpdateSchema = accountAndAssetBase.partial().superRefine((value, ctx) => {
  if (value.assetAccountType === "ACCOUNT" && value.accountType === null) {
    ctx.addIssue({ code: "custom", message: ACCOUNT_TYPE_REQUIRED_MESSAGE, path: ["accountType"] });
  }
  if (value.assetAccountType === "ASSET" && value.assetType === null) {
    ctx.addIssue({ code: "custom", message: ASSET_TYPE_REQUIRED_MESSAGE, path: ["assetType"] });
  }
  // Both shares in one update must add up (the server checks the stored entry with the update too).
  if (
    value.userAPercentage != null &&
    value.userBPercentage != null &&
    value.userAPercentage + value.userBPercentage !== 100 &&
    value.isJoint !== false
  ) {
    ctx.addIssue({ code: "custom", message: JOINT_SHARES_TOTAL_MESSAGE, path: ["userBPercentage"] });
  }
});

/**
 * The partner's answer to a joint entry: confirm the percentages as they are, or propose others
 * (then the owner confirms or changes them). Not in the spec's catalogue: POST
 * users/{id}/documents/{docId}/assets/{entryId}/joint-confirmation.
 */
export const JointConfirmationSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("CONFIRM") }),
    z
      .object({
        decision: z.literal("PROPOSE"),
        userAPercentage: percentage("Partner A's percentage"),
        userBPercentage: percentage("Partner B's percentage"),
      })
      .refine((value) => value.userAPercentage + value.userBPercentage === 100, {
        message: JOINT_SHARES_TOTAL_MESSAGE,
        path: ["userBPercentage"],
      }),
  ],
  { error: "Please confirm the percentages or propose others" },
);
export type JointConfirmation = z.output<typeof JointConfirmationSchema>;

/** The account variant: assetAccountType ACCOUNT and a required accountType. */
export const AccountSchema = z.object({
  ...accountAndAssetShape,
  assetAccountType: z.literal("ACCOUNT", { error: "This entry must be an account" }),
  accountType: choice(ACCOUNT_TYPES, "Account type"),
});

/** The asset variant: assetAccountType ASSET and a required assetType. */
export const AssetSchema = z.object({
  ...accountAndAssetShape,
  assetAccountType: z.literal("ASSET", { error: "This entry must be an asset" }),
  assetType: choice(ASSET_TYPES, "Asset type"),
});

// ---- Other kinds ------------------------------------------------------------------------------

export const BusinessSchema = z.object({
  currency,
  name: requiredText("Business name"),
  businessType: choice(BUSINESS_TYPES, "Business type").nullable().optional(),
  ownershipPercentage: percentage("Ownership percentage").nullable().optional(),
  valueInCents: cents("Value", { min: 0 }).nullable().optional(),
  valueBasis: valueBasisField(),
});
export const BusinessUpdateSchema = BusinessSchema.partial();

export const DebtSchema = z.object({
  currency,
  creditor: requiredText("Creditor"),
  natureOfDebt: optionalText("Nature of debt", 1000),
  yearIncurred: year("Year incurred").nullable().optional(),
  amountDueInCents: cents("Amount due").nullable().optional(),
  valueBasis: valueBasisField(),
});
export const DebtUpdateSchema = DebtSchema.partial();

export const IncomeSchema = z.object({
  currency,
  year: year("Year", { min: 1 }),
  incomeType: choice(INCOME_TYPES, "Income type"),
  valueInCents: cents("Income", { min: 0 }).nullable().optional(),
  overtimePayInCents: cents("Overtime pay", { min: 0 }).nullable().optional(),
  tipsInCents: cents("Tips", { min: 0 }).nullable().optional(),
  valueBasis: valueBasisField(),
});
export const IncomeUpdateSchema = IncomeSchema.partial();

export const InheritanceAndTrustSchema = z.object({
  currency,
  category: choice(INHERITANCE_CATEGORIES, "Category"),
  nameOfTrust: requiredText("Name of the inheritance or trust"),
  benefactor: optionalText("Benefactor"),
  valueInCents: cents("Value", { min: 0 }).nullable().optional(),
  valueBasis: valueBasisField(),
});
export const InheritanceAndTrustUpdateSchema = InheritanceAndTrustSchema.partial();

export const RealEstateSchema = z.object({
  currency,
  streetAddress: requiredText("Street address"),
  city: requiredText("City"),
  state: requiredText("State"),
  country: requiredText("Country"),
  zipcode: requiredText("ZIP code"),
  titleHeldInNameOf: requiredText("Title holder"),
  purchasePriceInCents: cents("Purchase price", { min: 0 }),
  assessedValueInCents: cents("Assessed value", { min: 0 }),
  lastAssessmentYear: year("Last assessment year").nullable().optional(),
  purchaseYear: year("Purchase year").nullable().optional(),
  mortgageBalanceInCents: cents("Mortgage balance", { min: 0 }).nullable().optional(),
  equityInCents: cents("Equity").nullable().optional(),
  valueBasis: valueBasisField(),
});
export const RealEstateUpdateSchema = RealEstateSchema.partial();

export const VehicleSchema = z.object({
  currency,
  vehicleType: choice(VEHICLE_TYPES, "Vehicle type"),
  make: requiredText("Make"),
  model: requiredText("Model"),
  purchaseYear: year("Purchase year").nullable().optional(),
  purchasePriceInCents: cents("Purchase price", { min: 0 }).nullable().optional(),
  marketValueInCents: cents("Market value", { positive: true }).nullable().optional(),
  loanBalanceInCents: cents("Loan balance", { positive: true }).nullable().optional(),
  equityInCents: cents("Equity", { positive: true }).nullable().optional(),
  valueBasis: valueBasisField(),
});
export const VehicleUpdateSchema = VehicleSchema.partial();

export type AccountAndAssetInput = z.input<typeof AccountAndAssetSchema>;
export type AccountAndAsset = z.output<typeof AccountAndAssetSchema>;
export type Business = z.output<typeof BusinessSchema>;
export type Debt = z.output<typeof DebtSchema>;
export type Income = z.output<typeof IncomeSchema>;
export type InheritanceAndTrust = z.output<typeof InheritanceAndTrustSchema>;
export type RealEstate = z.output<typeof RealEstateSchema>;
export type Vehicle = z.output<typeof VehicleSchema>;

/** The asset-resource kinds of the API (users/{id}/documents/{docId}/{kind}) with their schemas. */
export const FINANCIAL_ENTRY_SCHEMAS = {
  assets: { create: AccountAndAssetSchema, update: AccountAndAssetUpdateSchema },
  businesses: { create: BusinessSchema, update: BusinessUpdateSchema },
  debts: { create: DebtSchema, update: DebtUpdateSchema },
  incomes: { create: IncomeSchema, update: IncomeUpdateSchema },
  "inheritances-trusts": { create: InheritanceAndTrustSchema, update: InheritanceAndTrustUpdateSchema },
  "real-estates": { create: RealEstateSchema, update: RealEstateUpdateSchema },
  vehicles: { create: VehicleSchema, update: VehicleUpdateSchema },
} as const;
export type FinancialEntryKind = keyof typeof FINANCIAL_ENTRY_SCHEMAS;

// ---- The basis of each value ------------------------------------------------------------------

/**
 * The agreement's state's rule on the basis of each disclosed value, as the state-law matrix gives
 * it (`valueBasisRequired`: Minnesota defines full and fair disclosure as good-faith estimates of
 * value together with their basis), with the state's name for its message. The form and the server
 * both apply it; the server reads the matrix (content's `valueBasisRuleFor`) and serves the rule to
 * the form with the disclosure summary.
 */
export type ValueBasisRule = { required: boolean; stateName: string | null };

/** A state that asks no basis (and an agreement without a state yet). */
export const NO_VALUE_BASIS_RULE: ValueBasisRule = { required: false, stateName: null };

/** The refusal's message, naming the state whose law asks for the basis. */
export function valueBasisRequiredMessage(stateName: string | null): string {
  return `${stateName ?? "Your state's"} law requires every disclosed value to say what it is based on: for example "account statement of 2026-10-31", "appraisal" or "my estimate from comparable sales".`;
}

/** The refusal of an entry without a basis where the state requires one (null when it is fine). */
export function valueBasisProblem(input: {
  rule: ValueBasisRule;
  valueBasis: string | null | undefined;
}): { field: "valueBasis"; message: string } | null {
  if (!input.rule.required) return null;
  return (input.valueBasis ?? "").trim() === ""
    ? { field: "valueBasis", message: valueBasisRequiredMessage(input.rule.stateName) }
    : null;
}

/**
 * A kind's create schema with the state's basis rule: what the customer form checks with, so its
 * message is the one the server answers (the server applies `valueBasisProblem` once it knows the
 * document's state).
 */
export function financialEntrySchemaFor<K extends FinancialEntryKind>(kind: K, rule: ValueBasisRule) {
  const schema = FINANCIAL_ENTRY_SCHEMAS[kind].create as z.ZodType<{ valueBasis?: string | null }>;
  return schema.superRefine((value, ctx) => {
    const problem = valueBasisProblem({ rule, valueBasis: value.valueBasis });
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field] });
  });
}

// ---- Income completeness ----------------------------------------------------------------------

/** Financial entries needed: more than this many. */
export const MIN_FINANCIAL_ENTRIES_EXCLUSIVE = 2;

/** The years that need income: the current (UTC) year first, then the two before it. */
export function requiredIncomeYears(now: Date): [number, number, number] {
  const year = now.getUTCFullYear();
  return [year, year - 1, year - 2];
}

/** The required years without an income entry, ascending. */
export function missingIncomeYears(incomes: readonly { year: number }[], now: Date): number[] {
  const present = new Set(incomes.map((income) => income.year));
  return requiredIncomeYears(now)
    .filter((year) => !present.has(year))
    .sort((a, b) => a - b);
}

/** Years as the income message lists them, ascending and each once: "2024", "2024 and 2025", "2024, 2025, and 2026". */
export function incomeYearsList(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b).map(String);
  const last = sorted[sorted.length - 1] ?? "";
  return sorted.length <= 1
    ? last
    : sorted.length === 2
      ? `${sorted[0]} and ${last}`
      : `${sorted.slice(0, -1).join(", ")}, and ${last}`;
}

/** 'Please add income for 2024', '… for 2024 and 2025', '… for 2024, 2025, and 2026'; null when no year is missing. */
export function missingIncomeMessage(years: readonly number[]): string | null {
  return years.length === 0 ? null : `Please add income for ${incomeYearsList(years)}`;
}

/**
 * Financials are done when more than 2 financial entries exist and the current year and the two
 * before it each have income: what marking a disclosure complete requires (`disclosureDeclarationProblem`).
 * Decision: `entryCount` counts the user's entries of every kind, income entries included, so
 * three years of income alone complete the disclosure; nobody is pushed to invent assets.
 */
export function areFinancialsComplete(input: {
  entryCount: number;
  incomes: readonly { year: number }[];
  now: Date;
}): boolean {
  return (
    input.entryCount > MIN_FINANCIAL_ENTRIES_EXCLUSIVE && missingIncomeYears(input.incomes, input.now).length === 0
  );
}
