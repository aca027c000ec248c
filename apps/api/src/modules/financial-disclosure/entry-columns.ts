import { valueBasisRuleFor } from "@prenup/content/runtime";
/** The entries of the eight kinds in their shapes (API, schedules, amounts) and the write checks every use case shares. */
import {
  addCents,
  AGREEMENT_PRODUCT_TYPES,
  financialDisclosureWriteRefusal,
  isSharedProductPaid,
  ACCOUNT_TYPE_LABELS,
  ASSET_TYPE_LABELS,
  BUSINESS_TYPE_LABELS,
  DISCLOSURE_KINDS,
  DomainError,
  INCOME_TYPE_LABELS,
  INHERITANCE_CATEGORY_LABELS,
  VEHICLE_TYPE_LABELS,
  disclosureStatus,
  formatCents,
  isPendingJointEntry,
  valueBasisProblem,
  type AssetType,
  type Currency,
  type DisclosureAmount,
  type DisclosureKind,
  type SimulationEntry,
} from "@prenup/domain";
import { isoTimestamp } from "@prenup/db";
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { valueBasisDetail } from "@prenup/agreement";
import type { DisclosedEntry } from "../agreement/index.ts";
import { KIND_CONFIG, type EditableKind } from "./entry-kinds.ts";
import type { RawEntry } from "./financial-disclosure.repository.ts";
import type { WriteGateFacts } from "./write-facts.ts";

export const DISCLOSURE_MESSAGES = {
  entryNotFound: "This entry was not found. Please refresh the page.",
  notJoint: "This entry is not joint: there are no percentages to confirm.",
  confirmOwnShares: "Your partner confirms the percentages you set.",
  notGivenYet:
    "Your partner has not finished their financial disclosure yet: there is nothing to acknowledge until they mark it complete or declare there is nothing to disclose.",
  versionChanged: (current: number) =>
    `Your partner changed their disclosure while you were reading it: it is now version ${current}. Read it again, then acknowledge it.`,
} as const;

/** Drizzle property → database column name, per kind. */
const COLUMN_NAMES = Object.fromEntries(
  DISCLOSURE_KINDS.map((kind) => [
    kind,
    Object.fromEntries(
      Object.entries(getTableColumns(KIND_CONFIG[kind].table as unknown as PgTable)).map(([key, column]) => [
        key,
        column.name,
      ]),
    ),
  ]),
) as Record<DisclosureKind, Record<string, string>>;

export function num(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A Drizzle row (camel-case properties) in the raw shape of the json reads (column names). */
export function rawOf(kind: DisclosureKind, row: Record<string, unknown>): RawEntry {
  const names = COLUMN_NAMES[kind];
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [names[key] ?? key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The API's shape of an entry. */
export function entryToApi(kind: DisclosureKind, raw: RawEntry): Record<string, unknown> {
  const names = COLUMN_NAMES[kind];
  const out: Record<string, unknown> = {
    id: raw["id"],
    userId: raw["user_id"],
    documentId: raw["document_id"],
    currency: raw["currency"],
    createdAt: isoTimestamp(raw["created_at"] as string | null),
    updatedAt: isoTimestamp(raw["updated_at"] as string | null),
    documents: entryDocumentsOf(raw).map(entryDocumentToApi),
  };
  for (const field of KIND_CONFIG[kind].fields) {
    const value = raw[names[field.column]!];
    out[field.api] = field.type === "int" ? num(value) : (value ?? null);
  }
  if (kind === "assets") {
    out["jointSetById"] = raw["joint_set_by_id"] ?? null;
    out["jointConfirmedAt"] = isoTimestamp(raw["joint_confirmed_at"] as string | null);
    out["jointConfirmedById"] = raw["joint_confirmed_by_id"] ?? null;
    out["jointPending"] = isPendingJointEntry({
      isJoint: raw["is_joint"] as boolean,
      jointConfirmedAt: raw["joint_confirmed_at"] as string | null,
    });
  }
  return out;
}

/** A document attached to an entry, as the entry's json carries it (`ENTRY_DOCUMENTS` of the repository). */
export type RawEntryDocument = {
  id: string;
  name: string;
  content_type: string;
  size: number | string;
  sha256: string;
  created_at: string;
};

/** The entry's documents (none when the row was read without them: a write's RETURNING). */
export function entryDocumentsOf(raw: RawEntry): RawEntryDocument[] {
  return (raw["documents"] as RawEntryDocument[] | undefined) ?? [];
}

/** A document attached to an entry as the API serves it. */
export function entryDocumentToApi(document: RawEntryDocument) {
  return {
    id: document.id,
    name: document.name,
    contentType: document.content_type,
    size: Number(document.size),
    sha256: document.sha256,
    createdAt: isoTimestamp(document.created_at),
  };
}

/** The stored entry as a create body (for checking an update against the whole entry). */
export function entryAsInput(kind: EditableKind, raw: RawEntry): Record<string, unknown> {
  const names = COLUMN_NAMES[kind];
  const out: Record<string, unknown> = { currency: raw["currency"] };
  for (const field of KIND_CONFIG[kind].fields) {
    const value = raw[names[field.column]!];
    out[field.api] = field.type === "int" ? num(value) : (value ?? null);
  }
  return out;
}

/** A body's fields as column values. */
export function columnsOf(kind: DisclosureKind, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if ("currency" in body) values["currency"] = body["currency"] ?? "USD";
  for (const field of KIND_CONFIG[kind].fields) {
    if (field.api in body && body[field.api] !== undefined) values[field.column] = body[field.api];
  }
  return values;
}

/** The kind's main amount (`DisclosureAmount.amountInCents`): income adds overtime and tips, its sums checked (`addCents`). */
function mainAmountOf(kind: DisclosureKind, raw: RawEntry): number | null {
  switch (kind) {
    case "debts":
      return num(raw["amount_due_in_cents"]);
    case "real-estates":
      return num(raw["assessed_value_in_cents"]);
    case "incomes":
      return addCents(
        addCents(num(raw["value_in_cents"]) ?? 0, num(raw["overtime_pay_in_cents"]) ?? 0),
        num(raw["tips_in_cents"]) ?? 0,
      );
    default:
      return num(raw["value_in_cents"]);
  }
}

/** What counts among the debts besides the debts themselves: real estate's mortgages, a vehicle's loan. */
function liabilityOf(kind: DisclosureKind, raw: RawEntry): number | null {
  if (kind === "real-estates")
    return (
      addCents(num(raw["mortgage_balance_in_cents"]) ?? 0, num(raw["second_mortgage_balance_in_cents"]) ?? 0) || null
    );
  return kind === "vehicles" ? num(raw["loan_balance_in_cents"]) : null;
}

/** The amount the totals and the schedules count for an entry (see disclosure-totals in the domain). */
export function amountOf(
  kind: DisclosureKind,
  raw: RawEntry,
): Pick<DisclosureAmount, "amountInCents" | "liabilityInCents" | "year"> {
  return {
    amountInCents: mainAmountOf(kind, raw),
    liabilityInCents: liabilityOf(kind, raw),
    year: kind === "incomes" ? num(raw["year"]) : null,
  };
}

/**
 * One entry as the totals and the simulator read it, built in one step (a document's disclosure
 * has hundreds): its owner, kind, currency, amounts, asset type and joint shares. `isJoint` is the
 * caller's reading of the entry's joint flag.
 */
export function amountEntryOf(kind: DisclosureKind, raw: RawEntry, isJoint: boolean): SimulationEntry {
  return {
    userId: raw["user_id"] as string,
    kind,
    currency: raw["currency"] as Currency,
    amountInCents: mainAmountOf(kind, raw),
    liabilityInCents: liabilityOf(kind, raw),
    year: kind === "incomes" ? num(raw["year"]) : null,
    assetType: (raw["asset_type"] as AssetType | null | undefined) ?? null,
    isJoint,
    userAPercentage: num(raw["user_a_percentage"]),
    userBPercentage: num(raw["user_b_percentage"]),
  };
}

/** Every entry's amounts for the totals; only an asset's joint flag splits it between the partners. */
export function amountsOf(entries: Record<DisclosureKind, RawEntry[]>): DisclosureAmount[] {
  const amounts: DisclosureAmount[] = [];
  for (const kind of DISCLOSURE_KINDS) {
    for (const raw of entries[kind] ?? [])
      amounts.push(amountEntryOf(kind, raw, kind === "assets" && raw["is_joint"] === true));
  }
  return amounts;
}

export const SCHEDULE_KIND: Record<DisclosureKind, DisclosedEntry["kind"]> = {
  assets: "asset",
  vehicles: "vehicle",
  businesses: "business",
  debts: "debt",
  "real-estates": "real-estate",
  incomes: "income",
  "inheritances-trusts": "inheritance-trust",
  "legacy-joint-properties": "legacy-joint-property",
};

function label<T extends string>(labels: Readonly<Record<T, string>>, value: unknown): string | null {
  return typeof value === "string" && value in labels ? labels[value as T] : null;
}

/** An entry's line in Schedule A or B: a title and details, without empty parts, the basis of its value last. */
export function describe(
  kind: DisclosureKind,
  raw: RawEntry,
): { title: string; details: string[]; valueBasis: string | null } {
  const valueBasis =
    typeof raw["value_basis"] === "string" && raw["value_basis"].trim() !== "" ? raw["value_basis"].trim() : null;
  const { title, details } = particulars(kind, raw);
  const basis = valueBasisDetail(valueBasis);
  return { title, details: basis ? [...details, basis] : details, valueBasis };
}

function particulars(kind: DisclosureKind, raw: RawEntry): { title: string; details: string[] } {
  const s = (key: string) =>
    typeof raw[key] === "string" && (raw[key] as string).trim() !== "" ? (raw[key] as string) : null;
  const currency = raw["currency"] as Currency;
  const money = (key: string, prefix: string) =>
    num(raw[key]) === null ? null : `${prefix} ${formatCents(num(raw[key]), currency)}`;
  const parts = (...values: (string | null)[]) => values.filter((value): value is string => value !== null);
  switch (kind) {
    case "assets": {
      const type = label(ACCOUNT_TYPE_LABELS, raw["account_type"]) ?? label(ASSET_TYPE_LABELS, raw["asset_type"]);
      const account = s("account_number");
      return {
        title: s("description") ?? type ?? "Account or asset",
        details: parts(
          s("description") ? type : null,
          s("institution"),
          account ? `account ending ${account}` : null,
          s("beneficiary") ? `beneficiary ${s("beneficiary")}` : null,
        ),
      };
    }
    case "vehicles":
      return {
        title: parts(s("make"), s("model")).join(" ") || "Vehicle",
        details: parts(
          label(VEHICLE_TYPE_LABELS, raw["vehicle_type"]),
          num(raw["purchase_year"]) ? `bought ${num(raw["purchase_year"])}` : null,
          money("loan_balance_in_cents", "loan"),
        ),
      };
    case "businesses":
      return {
        title: s("name") ?? "Business",
        details: parts(
          label(BUSINESS_TYPE_LABELS, raw["business_type"]),
          num(raw["ownership_percentage"]) !== null ? `${num(raw["ownership_percentage"])}% owned` : null,
        ),
      };
    case "debts":
      return {
        title: s("creditor") ?? "Debt",
        details: parts(s("nature_of_debt"), num(raw["year_incurred"]) ? `incurred ${num(raw["year_incurred"])}` : null),
      };
    case "real-estates":
      return {
        title:
          parts(s("street_address"), s("city"), parts(s("state"), s("zipcode")).join(" ") || null).join(", ") ||
          "Real estate",
        details: parts(
          s("title_held_in_name_of") ? `title held by ${s("title_held_in_name_of")}` : null,
          money("mortgage_balance_in_cents", "mortgage"),
        ),
      };
    case "incomes":
      return {
        title:
          parts(num(raw["year"]) ? String(num(raw["year"])) : null, label(INCOME_TYPE_LABELS, raw["income_type"])).join(
            " ",
          ) || "Income",
        details: parts(money("overtime_pay_in_cents", "overtime"), money("tips_in_cents", "tips")),
      };
    case "inheritances-trusts":
      return {
        title: s("name_of_trust") ?? "Inheritance or trust",
        details: parts(
          label(INHERITANCE_CATEGORY_LABELS, raw["category"]),
          s("benefactor") ? `from ${s("benefactor")}` : null,
        ),
      };
    case "legacy-joint-properties":
      return { title: s("description") ?? "Joint property", details: [] };
  }
}

export type Body = Record<string, unknown>;

/** A partner's declaration as the API shows it, with the status it gives their disclosure. */
export function declarationToApi(
  userId: string,
  entryCount: number,
  declared: { completedAt: Date | null; nothingToDiscloseAt: Date | null },
) {
  return {
    userId,
    disclosureStatus: disclosureStatus({ entryCount, ...declared }),
    completedAt: declared.completedAt?.toISOString() ?? null,
    nothingToDiscloseAt: declared.nothingToDiscloseAt?.toISOString() ?? null,
  };
}

export function rateToApi(row: {
  currency: Currency;
  rate: number;
  asOf: Date;
  updatedById: string | null;
  updatedAt: Date;
}) {
  return {
    currency: row.currency,
    rate: Number(row.rate),
    asOf: row.asOf.toISOString(),
    editedByAdmin: row.updatedById !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The domain's zod issues as a 400 with the fields' messages. */
export function invalid(error: z.ZodError): DomainError {
  return DomainError.invalid(
    error.issues.map((issue) => ({
      message: issue.message,
      path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    })),
  );
}

/** Refuses the write (rolling its transaction back) while the couple's prenup is not paid. */
export function requireOpen(gate: WriteGateFacts, ownerId: string): void {
  const prenupPaid = isSharedProductPaid({
    productType: AGREEMENT_PRODUCT_TYPES,
    purchaseItems: gate.purchaseItems,
    document: gate.document,
    userId: ownerId,
  });
  const refusal = financialDisclosureWriteRefusal({ prenupPaid });
  if (refusal) throw new DomainError(refusal.code, refusal.message);
}

/** Refuses (400, rolling the write back) an entry without the basis of its value where the state requires it. */
export function requireValueBasis(gate: WriteGateFacts, entry: { valueBasis?: unknown }): void {
  const problem = valueBasisProblem({
    rule: valueBasisRuleFor(gate.document?.stateAbbreviation),
    valueBasis: typeof entry.valueBasis === "string" ? entry.valueBasis : null,
  });
  if (problem) throw DomainError.invalid([{ message: problem.message, path: [problem.field] }]);
}
