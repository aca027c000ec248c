import {
  ACCOUNT_TYPE_LABELS,
  ASSET_ACCOUNT_TYPE_LABELS,
  ASSET_TYPE_LABELS,
  BUSINESS_TYPE_LABELS,
  CURRENCIES,
  CURRENCY_SYMBOLS,
  INCOME_TYPE_LABELS,
  INHERITANCE_CATEGORY_LABELS,
  VEHICLE_TYPE_LABELS,
  type DisclosureKind,
} from "@prenup/domain";
import type { EditableDisclosureKind } from "@prenup/api-client";

/**
 * The form of each kind of entry: its fields in order, how each is typed, and when it shows.
 * Values in the form: text as typed, money in cents (or null), numbers as numbers (or ""),
 * choices as their value (or null), the joint switch as a boolean.
 */
export type FieldSpec =
  | { name: string; label: string; kind: "text"; maxLength?: number; description?: string }
  | { name: string; label: string; kind: "money" }
  /** A year: picked from the last ten when `recent` (an income's year), else typed (1900 to this year). */
  | { name: string; label: string; kind: "year"; recent?: true }
  | { name: string; label: string; kind: "percent" }
  | { name: string; label: string; kind: "select"; options: { value: string; label: string }[] }
  | { name: string; label: string; kind: "switch" };

export type FieldWithRule = FieldSpec & { required?: boolean; showWhen?: (values: FormValues) => boolean };
export type FormValues = Record<string, string | number | boolean | null>;

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency,
  label: `${currency} (${CURRENCY_SYMBOLS[currency]})`,
}));

export const KIND_TEXTS: Record<DisclosureKind, { title: string; one: string; empty: string }> = {
  assets: { title: "Accounts and assets", one: "account or asset", empty: "No accounts or assets yet." },
  "real-estates": { title: "Real estate", one: "property", empty: "No real estate yet." },
  vehicles: { title: "Vehicles", one: "vehicle", empty: "No vehicles yet." },
  businesses: { title: "Businesses", one: "business", empty: "No businesses yet." },
  "inheritances-trusts": {
    title: "Inheritances and trusts",
    one: "inheritance or trust",
    empty: "No inheritances or trusts yet.",
  },
  incomes: { title: "Income", one: "income", empty: "No income yet." },
  debts: { title: "Debts", one: "debt", empty: "No debts yet." },
  "legacy-joint-properties": { title: "Joint property from before", one: "joint property", empty: "None." },
};

/** The order of the sections on the page. */
export const PAGE_KINDS: DisclosureKind[] = [
  "incomes",
  "assets",
  "real-estates",
  "vehicles",
  "businesses",
  "inheritances-trusts",
  "debts",
  "legacy-joint-properties",
];

/**
 * What the value is based on: optional, except where the state requires it (the form marks it
 * required with the summary's `valueBasisRequired` and checks it with `financialEntrySchemaFor`).
 */
export const VALUE_BASIS_FIELD: FieldWithRule = {
  name: "valueBasis",
  label: "Basis of this figure",
  kind: "text",
  maxLength: 255,
  description: 'For example "account statement of 2026-10-31", "appraisal" or "my estimate from comparable sales".',
};

const isAccount = (values: FormValues) => values["assetAccountType"] === "ACCOUNT";
const isAsset = (values: FormValues) => values["assetAccountType"] === "ASSET";
const isJoint = (values: FormValues) => values["isJoint"] === true;

export const KIND_FIELDS: Record<EditableDisclosureKind, FieldWithRule[]> = {
  assets: [
    {
      name: "assetAccountType",
      label: "Account or asset",
      kind: "select",
      options: options(ASSET_ACCOUNT_TYPE_LABELS),
      required: true,
    },
    {
      name: "accountType",
      label: "Account type",
      kind: "select",
      options: options(ACCOUNT_TYPE_LABELS),
      required: true,
      showWhen: isAccount,
    },
    {
      name: "assetType",
      label: "Asset type",
      kind: "select",
      options: options(ASSET_TYPE_LABELS),
      required: true,
      showWhen: isAsset,
    },
    { name: "description", label: "Description", kind: "text" },
    { name: "institution", label: "Institution", kind: "text" },
    {
      name: "accountNumber",
      label: "Last 4 digits of the account number",
      kind: "text",
      maxLength: 4,
      description: "Never the full number.",
    },
    { name: "beneficiary", label: "Beneficiary", kind: "text" },
    { name: "valueInCents", label: "Value", kind: "money" },
    { name: "isJoint", label: "Held jointly with my partner", kind: "switch" },
    { name: "userAPercentage", label: "Partner A's share (%)", kind: "percent", required: true, showWhen: isJoint },
    { name: "userBPercentage", label: "Partner B's share (%)", kind: "percent", required: true, showWhen: isJoint },
    VALUE_BASIS_FIELD,
  ],
  "real-estates": [
    { name: "streetAddress", label: "Street address", kind: "text", required: true },
    { name: "city", label: "City", kind: "text", required: true },
    { name: "state", label: "State", kind: "text", required: true },
    { name: "zipcode", label: "ZIP code", kind: "text", required: true },
    { name: "country", label: "Country", kind: "text", required: true },
    { name: "titleHeldInNameOf", label: "Title held in the name of", kind: "text", required: true },
    { name: "purchaseYear", label: "Purchase year", kind: "year" },
    { name: "purchasePriceInCents", label: "Purchase price", kind: "money", required: true },
    { name: "assessedValueInCents", label: "Assessed value", kind: "money", required: true },
    { name: "lastAssessmentYear", label: "Last assessment year", kind: "year" },
    { name: "mortgageBalanceInCents", label: "Mortgage balance", kind: "money" },
    { name: "equityInCents", label: "Equity", kind: "money" },
    VALUE_BASIS_FIELD,
  ],
  vehicles: [
    {
      name: "vehicleType",
      label: "Vehicle type",
      kind: "select",
      options: options(VEHICLE_TYPE_LABELS),
      required: true,
    },
    { name: "make", label: "Make", kind: "text", required: true },
    { name: "model", label: "Model", kind: "text", required: true },
    { name: "purchaseYear", label: "Purchase year", kind: "year" },
    { name: "purchasePriceInCents", label: "Purchase price", kind: "money" },
    { name: "marketValueInCents", label: "Market value", kind: "money" },
    { name: "loanBalanceInCents", label: "Loan balance", kind: "money" },
    { name: "equityInCents", label: "Equity", kind: "money" },
    VALUE_BASIS_FIELD,
  ],
  businesses: [
    { name: "name", label: "Business name", kind: "text", required: true },
    { name: "businessType", label: "Business type", kind: "select", options: options(BUSINESS_TYPE_LABELS) },
    { name: "ownershipPercentage", label: "Ownership (%)", kind: "percent" },
    { name: "valueInCents", label: "Value", kind: "money" },
    VALUE_BASIS_FIELD,
  ],
  "inheritances-trusts": [
    {
      name: "category",
      label: "Category",
      kind: "select",
      options: options(INHERITANCE_CATEGORY_LABELS),
      required: true,
    },
    { name: "nameOfTrust", label: "Name of the inheritance or trust", kind: "text", required: true },
    { name: "benefactor", label: "Benefactor", kind: "text" },
    { name: "valueInCents", label: "Value", kind: "money" },
    VALUE_BASIS_FIELD,
  ],
  incomes: [
    { name: "year", label: "Year", kind: "year", recent: true, required: true },
    { name: "incomeType", label: "Income type", kind: "select", options: options(INCOME_TYPE_LABELS), required: true },
    { name: "valueInCents", label: "Income", kind: "money" },
    { name: "overtimePayInCents", label: "Overtime pay", kind: "money" },
    { name: "tipsInCents", label: "Tips", kind: "money" },
    VALUE_BASIS_FIELD,
  ],
  debts: [
    { name: "creditor", label: "Creditor", kind: "text", required: true },
    { name: "natureOfDebt", label: "Nature of the debt", kind: "text" },
    { name: "yearIncurred", label: "Year incurred", kind: "year" },
    { name: "amountDueInCents", label: "Amount due", kind: "money" },
    VALUE_BASIS_FIELD,
  ],
};

/** How many years the income year picker offers: the three the disclosure needs and the seven before them. */
export const RECENT_YEARS = 10;

/** Years offered by the income year picker: this year first, back through the last ten. */
export function yearOptions(now: Date): { value: string; label: string }[] {
  return Array.from({ length: RECENT_YEARS }, (_, back) => String(now.getFullYear() - back)).map((year) => ({
    value: year,
    label: year,
  }));
}

/** Empty form values of a kind (new entries are in USD). */
export function emptyValues(kind: EditableDisclosureKind): FormValues {
  const values: FormValues = { currency: "USD" };
  for (const field of KIND_FIELDS[kind])
    values[field.name] =
      field.kind === "switch" ? false : field.kind === "money" || field.kind === "select" ? null : "";
  return values;
}

/** An entry's stored values as form values. */
export function valuesOf(kind: EditableDisclosureKind, entry: Record<string, unknown>): FormValues {
  const values = emptyValues(kind);
  values["currency"] = (entry["currency"] as string) ?? "USD";
  for (const field of KIND_FIELDS[kind]) {
    const stored = entry[field.name];
    if (stored === null || stored === undefined) continue;
    values[field.name] =
      field.kind === "year" || field.kind === "percent" ? Number(stored) : (stored as string | number | boolean);
  }
  return values;
}

/**
 * Form values as the request body: the same shape the server's schema reads, so the form checks
 * it with the domain's schema and a message in the form is the server's message. Hidden fields
 * are sent as null (an account has no asset type).
 */
export function bodyOf(kind: EditableDisclosureKind, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { currency: values["currency"] ?? "USD" };
  for (const field of KIND_FIELDS[kind]) {
    const value = values[field.name];
    const shown = field.showWhen ? field.showWhen(values) : true;
    if (!shown) {
      body[field.name] = field.kind === "switch" ? false : null;
      continue;
    }
    if (field.kind === "switch") body[field.name] = value === true;
    else if (field.kind === "year" || field.kind === "percent")
      body[field.name] = value === "" || value === null ? null : Number(value);
    else if (field.kind === "text") body[field.name] = typeof value === "string" ? value : "";
    else body[field.name] = value ?? null;
  }
  return body;
}
