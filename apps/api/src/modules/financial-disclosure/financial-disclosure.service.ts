import type { Database } from "@prenup/db";
import {
  financialDisclosureWriteRefusal,
  isSharedProductPaid,
  ACCOUNT_TYPE_LABELS,
  ASSET_TYPE_LABELS,
  BUSINESS_TYPE_LABELS,
  DISCLOSURE_KINDS,
  DomainError,
  EDITABLE_DISCLOSURE_KINDS,
  INCOME_TYPE_LABELS,
  INHERITANCE_CATEGORY_LABELS,
  VEHICLE_TYPE_LABELS,
  computeDisclosureTotals,
  disclosureDeclarationProblem,
  disclosureStatus,
  financialEntrySchemaFor,
  formatCents,
  isPendingJointEntry,
  isValueBasisRequired,
  toUsdCents,
  valueBasisProblem,
  type Currency,
  type DisclosureDeclaration,
  type DisclosureAmount,
  type DisclosureKind,
  type JointConfirmation,
} from "@prenup/domain";
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import { valueBasisDetail } from "@prenup/agreement";
import type { DisclosedEntry, DisclosureSource, PartnerDisclosure } from "../agreement/index.ts";
import { KIND_CONFIG, type EditableKind } from "./financial-disclosure.kinds.ts";
import type { FinancialDisclosureRepository, RawEntry, Viewer, WriteGateFacts } from "./financial-disclosure.repository.ts";

export const DISCLOSURE_MESSAGES = {
  entryNotFound: "This entry was not found. Please refresh the page.",
  notJoint: "This entry is not joint: there are no percentages to confirm.",
  confirmOwnShares: "Your partner confirms the percentages you set.",
} as const;

/** Drizzle property → database column name, per kind. */
const COLUMN_NAMES = Object.fromEntries(
  DISCLOSURE_KINDS.map((kind) => [
    kind,
    Object.fromEntries(Object.entries(getTableColumns(KIND_CONFIG[kind].table as unknown as PgTable)).map(([key, column]) => [key, column.name])),
  ]),
) as Record<DisclosureKind, Record<string, string>>;

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string).toISOString();
}

function num(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A Drizzle row (camel-case properties) in the raw shape of the json reads (column names). */
function rawOf(kind: DisclosureKind, row: Record<string, unknown>): RawEntry {
  const names = COLUMN_NAMES[kind];
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [names[key] ?? key, value instanceof Date ? value.toISOString() : value]));
}

/** The API's shape of an entry. */
export function entryToApi(kind: DisclosureKind, raw: RawEntry): Record<string, unknown> {
  const names = COLUMN_NAMES[kind];
  const out: Record<string, unknown> = {
    id: raw["id"],
    userId: raw["user_id"],
    documentId: raw["document_id"],
    currency: raw["currency"],
    createdAt: iso(raw["created_at"]),
    updatedAt: iso(raw["updated_at"]),
  };
  for (const field of KIND_CONFIG[kind].fields) {
    const value = raw[names[field.column]!];
    out[field.api] = field.type === "int" ? num(value) : (value ?? null);
  }
  if (kind === "assets") {
    out["jointSetById"] = raw["joint_set_by_id"] ?? null;
    out["jointConfirmedAt"] = iso(raw["joint_confirmed_at"]);
    out["jointConfirmedById"] = raw["joint_confirmed_by_id"] ?? null;
    out["jointPending"] = isPendingJointEntry({ isJoint: raw["is_joint"] as boolean, jointConfirmedAt: raw["joint_confirmed_at"] as string | null });
  }
  return out;
}

/** The stored entry as a create body (for checking an update against the whole entry). */
function entryAsInput(kind: EditableKind, raw: RawEntry): Record<string, unknown> {
  const names = COLUMN_NAMES[kind];
  const out: Record<string, unknown> = { currency: raw["currency"] };
  for (const field of KIND_CONFIG[kind].fields) {
    const value = raw[names[field.column]!];
    out[field.api] = field.type === "int" ? num(value) : (value ?? null);
  }
  return out;
}

/** A body's fields as column values. */
function columnsOf(kind: DisclosureKind, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if ("currency" in body) values["currency"] = body["currency"] ?? "USD";
  for (const field of KIND_CONFIG[kind].fields) {
    if (field.api in body && body[field.api] !== undefined) values[field.column] = body[field.api];
  }
  return values;
}

/** The amount the totals and the schedules count for an entry (see disclosure-totals in the domain). */
export function amountOf(kind: DisclosureKind, raw: RawEntry): Pick<DisclosureAmount, "amountInCents" | "liabilityInCents" | "year"> {
  const n = (key: string) => num(raw[key]);
  switch (kind) {
    case "debts":
      return { amountInCents: n("amount_due_in_cents") };
    case "real-estates":
      return {
        amountInCents: n("assessed_value_in_cents"),
        liabilityInCents: (n("mortgage_balance_in_cents") ?? 0) + (n("second_mortgage_balance_in_cents") ?? 0) || null,
      };
    case "vehicles":
      return { amountInCents: n("value_in_cents"), liabilityInCents: n("loan_balance_in_cents") };
    case "incomes":
      return { amountInCents: (n("value_in_cents") ?? 0) + (n("overtime_pay_in_cents") ?? 0) + (n("tips_in_cents") ?? 0), year: n("year") };
    default:
      return { amountInCents: n("value_in_cents") };
  }
}

function amountsOf(entries: Record<DisclosureKind, RawEntry[]>): DisclosureAmount[] {
  return DISCLOSURE_KINDS.flatMap((kind) =>
    (entries[kind] ?? []).map((raw) => ({
      userId: raw["user_id"] as string,
      kind,
      currency: raw["currency"] as Currency,
      ...amountOf(kind, raw),
      isJoint: kind === "assets" ? (raw["is_joint"] as boolean) : false,
      userAPercentage: num(raw["user_a_percentage"]),
      userBPercentage: num(raw["user_b_percentage"]),
    })),
  );
}

const SCHEDULE_KIND: Record<DisclosureKind, DisclosedEntry["kind"]> = {
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
function describe(kind: DisclosureKind, raw: RawEntry): { title: string; details: string[]; valueBasis: string | null } {
  const valueBasis = typeof raw["value_basis"] === "string" && raw["value_basis"].trim() !== "" ? raw["value_basis"].trim() : null;
  const { title, details } = particulars(kind, raw);
  const basis = valueBasisDetail(valueBasis);
  return { title, details: basis ? [...details, basis] : details, valueBasis };
}

function particulars(kind: DisclosureKind, raw: RawEntry): { title: string; details: string[] } {
  const s = (key: string) => (typeof raw[key] === "string" && (raw[key] as string).trim() !== "" ? (raw[key] as string) : null);
  const currency = raw["currency"] as Currency;
  const money = (key: string, prefix: string) => (num(raw[key]) === null ? null : `${prefix} ${formatCents(num(raw[key]), currency)}`);
  const parts = (...values: (string | null)[]) => values.filter((value): value is string => value !== null);
  switch (kind) {
    case "assets": {
      const type = label(ACCOUNT_TYPE_LABELS, raw["account_type"]) ?? label(ASSET_TYPE_LABELS, raw["asset_type"]);
      const account = s("account_number");
      return {
        title: s("description") ?? type ?? "Account or asset",
        details: parts(s("description") ? type : null, s("institution"), account ? `account ending ${account}` : null, s("beneficiary") ? `beneficiary ${s("beneficiary")}` : null),
      };
    }
    case "vehicles":
      return {
        title: parts(s("make"), s("model")).join(" ") || "Vehicle",
        details: parts(label(VEHICLE_TYPE_LABELS, raw["vehicle_type"]), num(raw["purchase_year"]) ? `bought ${num(raw["purchase_year"])}` : null, money("loan_balance_in_cents", "loan")),
      };
    case "businesses":
      return {
        title: s("name") ?? "Business",
        details: parts(label(BUSINESS_TYPE_LABELS, raw["business_type"]), num(raw["ownership_percentage"]) !== null ? `${num(raw["ownership_percentage"])}% owned` : null),
      };
    case "debts":
      return { title: s("creditor") ?? "Debt", details: parts(s("nature_of_debt"), num(raw["year_incurred"]) ? `incurred ${num(raw["year_incurred"])}` : null) };
    case "real-estates":
      return {
        title: parts(s("street_address"), s("city"), parts(s("state"), s("zipcode")).join(" ") || null).join(", ") || "Real estate",
        details: parts(s("title_held_in_name_of") ? `title held by ${s("title_held_in_name_of")}` : null, money("mortgage_balance_in_cents", "mortgage")),
      };
    case "incomes":
      return {
        title: parts(num(raw["year"]) ? String(num(raw["year"])) : null, label(INCOME_TYPE_LABELS, raw["income_type"])).join(" ") || "Income",
        details: parts(money("overtime_pay_in_cents", "overtime"), money("tips_in_cents", "tips")),
      };
    case "inheritances-trusts":
      return {
        title: s("name_of_trust") ?? "Inheritance or trust",
        details: parts(label(INHERITANCE_CATEGORY_LABELS, raw["category"]), s("benefactor") ? `from ${s("benefactor")}` : null),
      };
    case "legacy-joint-properties":
      return { title: s("description") ?? "Joint property", details: [] };
  }
}

type Body = Record<string, unknown>;

/** A partner's declaration as the API shows it, with the status it gives their disclosure. */
function declarationToApi(userId: string, entryCount: number, declared: { completedAt: Date | null; nothingToDiscloseAt: Date | null }) {
  return {
    userId,
    disclosureStatus: disclosureStatus({ entryCount, ...declared }),
    completedAt: declared.completedAt?.toISOString() ?? null,
    nothingToDiscloseAt: declared.nothingToDiscloseAt?.toISOString() ?? null,
  };
}

function rateToApi(row: { currency: Currency; rate: number; asOf: Date; updatedById: string | null; updatedAt: Date }) {
  return { currency: row.currency, rate: Number(row.rate), asOf: row.asOf.toISOString(), editedByAdmin: row.updatedById !== null, updatedAt: row.updatedAt.toISOString() };
}

export function createFinancialDisclosureService(deps: { db: Database; clock: Clock; repository: FinancialDisclosureRepository }) {
  const { db, clock, repository } = deps;

  function invalid(error: z.ZodError): DomainError {
    return DomainError.invalid(error.issues.map((issue) => ({ message: issue.message, path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)) })));
  }

  async function loadSummary(ownerId: string, documentId: string, viewer: Viewer) {
    const loaded = await repository.loadDocumentDisclosure({ documentId, viewer: { subjectId: ownerId, viewer }, amountsOnly: true });
    if (!loaded) throw notFound();
    const now = clock.now();
    const totals = computeDisclosureTotals({
      userAId: loaded.document.userAId,
      userBId: loaded.document.userBId,
      entries: amountsOf(loaded.entries),
      rates: loaded.rates,
      now,
    });
    return { loaded, totals };
  }

  /** Refuses the write (rolling its transaction back) while the couple's prenup is not paid. */
  function requireOpen(gate: WriteGateFacts, ownerId: string): void {
    const prenupPaid = isSharedProductPaid({ productType: "PRENUP", purchaseItems: gate.purchaseItems, document: gate.document, userId: ownerId });
    const refusal = financialDisclosureWriteRefusal({ prenupPaid });
    if (refusal) throw new DomainError(refusal.code, refusal.message);
  }

  /** Refuses (400, rolling the write back) an entry without the basis of its value where the state requires it. */
  function requireValueBasis(gate: WriteGateFacts, entry: { valueBasis?: unknown }): void {
    const problem = valueBasisProblem({ stateAbbreviation: gate.document?.stateAbbreviation, valueBasis: typeof entry.valueBasis === "string" ? entry.valueBasis : null });
    if (problem) throw DomainError.invalid([{ message: problem.message, path: [problem.field] }]);
  }

  return {
    async list(kind: DisclosureKind, input: { ownerId: string; documentId: string; viewer: Viewer; currency?: Currency | undefined; page: number; pageSize: number }) {
      const found = await repository.listEntries(kind, { ...input, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
      if (!found) throw notFound();
      return { items: found.items.map((raw) => entryToApi(kind, raw)), total: found.total, page: input.page, pageSize: input.pageSize };
    },

    async get(kind: DisclosureKind, input: { ownerId: string; documentId: string; entryId: string; viewer: Viewer }) {
      const found = await repository.findEntry(kind, input);
      if (!found.document) throw notFound();
      if (!found.entry) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
      return entryToApi(kind, found.entry);
    },

    /** A partner's new entry (the body already passed the kind's create schema). */
    async create(kind: EditableKind, input: { ownerId: string; documentId: string; body: Body; actorId: string }) {
      const now = clock.now();
      const values: Record<string, unknown> = {
        ...columnsOf(kind, input.body),
        userId: input.ownerId,
        documentId: input.documentId,
        createdById: input.actorId,
        updatedById: input.actorId,
      };
      if (kind === "assets" && input.body["isJoint"] === true) values["jointSetById"] = input.actorId;
      return db.transaction(async (tx) => {
        // The change time first (a new entry withdraws "nothing to disclose"): its statement also brings the gate's facts.
        const gate = await repository.touchDisclosure(tx, { userId: input.ownerId, documentId: input.documentId, at: now, byId: input.actorId, entryAdded: true });
        requireOpen(gate, input.ownerId);
        requireValueBasis(gate, input.body);
        const row = await repository.insertEntry(tx, kind, values);
        return entryToApi(kind, rawOf(kind, row));
      });
    },

    /**
     * A partial update, checked against the whole entry (the stored one with the update) with the
     * create schema, so an update cannot leave an entry the create call would refuse. Changing a
     * joint entry's percentages (or making it joint) asks the partner to confirm them again.
     */
    async update(kind: EditableKind, input: { ownerId: string; documentId: string; entryId: string; body: Body; actorId: string }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { entry: stored, gate } = await repository.lockEntry(tx, kind, input);
        requireOpen(gate, input.ownerId);
        if (!stored) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
        const merged = { ...entryAsInput(kind, stored), ...Object.fromEntries(Object.entries(input.body).filter(([, value]) => value !== undefined)) };
        const checked = (financialEntrySchemaFor(kind, gate.document?.stateAbbreviation) as z.ZodType).safeParse(merged);
        if (!checked.success) throw invalid(checked.error);
        const values: Record<string, unknown> = { ...columnsOf(kind, input.body), updatedById: input.actorId, updatedAt: now };
        if (kind === "assets") {
          const after = checked.data as { isJoint?: boolean | null; userAPercentage?: number | null; userBPercentage?: number | null };
          const sharesChanged =
            (after.isJoint ?? false) !== (stored["is_joint"] as boolean) ||
            (after.userAPercentage ?? null) !== num(stored["user_a_percentage"]) ||
            (after.userBPercentage ?? null) !== num(stored["user_b_percentage"]);
          if (sharesChanged) {
            Object.assign(values, after.isJoint
              ? { jointSetById: input.actorId, jointConfirmedAt: null, jointConfirmedById: null }
              : { jointSetById: null, jointConfirmedAt: null, jointConfirmedById: null });
          }
        }
        const row = await repository.updateEntry(tx, kind, input.entryId, values);
        await repository.touchDisclosure(tx, { userId: input.ownerId, documentId: input.documentId, at: now, byId: input.actorId });
        return entryToApi(kind, rawOf(kind, row));
      });
    },

    /** Soft delete (the row keeps its history; lists, totals and the schedules leave it out). */
    async remove(kind: DisclosureKind, input: { ownerId: string; documentId: string; entryId: string; actorId: string }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const { entry: stored, gate } = await repository.lockEntry(tx, kind, input);
        requireOpen(gate, input.ownerId);
        if (!stored) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
        await repository.updateEntry(tx, kind, input.entryId, { deletedAt: now, updatedAt: now, updatedById: input.actorId });
        await repository.touchDisclosure(tx, { userId: input.ownerId, documentId: input.documentId, at: now, byId: input.actorId });
      });
    },

    /**
     * The other partner's answer to a joint account or asset: CONFIRM settles the percentages;
     * PROPOSE sets other percentages, which the owner then confirms (or changes). Whoever set the
     * percentages last cannot confirm them.
     */
    async answerJoint(input: { ownerId: string; documentId: string; entryId: string; decision: JointConfirmation; actorId: string }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { entry: stored, gate } = await repository.lockEntry(tx, "assets", input);
        requireOpen(gate, input.ownerId);
        if (!stored) throw new DomainError("FINANCIAL_ENTRY_NOT_FOUND", DISCLOSURE_MESSAGES.entryNotFound);
        if (stored["is_joint"] !== true) throw new DomainError("JOINT_ENTRY_NOT_JOINT", DISCLOSURE_MESSAGES.notJoint);
        const setBy = (stored["joint_set_by_id"] as string | null) ?? input.ownerId;
        if (setBy === input.actorId) throw new DomainError("JOINT_CONFIRMATION_NOT_YOURS", DISCLOSURE_MESSAGES.confirmOwnShares);
        const values =
          input.decision.decision === "CONFIRM"
            ? { jointConfirmedAt: now, jointConfirmedById: input.actorId, updatedAt: now, updatedById: input.actorId }
            : {
                userAPercentage: input.decision.userAPercentage,
                userBPercentage: input.decision.userBPercentage,
                jointSetById: input.actorId,
                jointConfirmedAt: null,
                jointConfirmedById: null,
                updatedAt: now,
                updatedById: input.actorId,
              };
        const row = await repository.updateEntry(tx, "assets", input.entryId, values);
        if (input.decision.decision === "PROPOSE") {
          await repository.touchDisclosure(tx, { userId: input.ownerId, documentId: input.documentId, at: now, byId: input.actorId });
        }
        return entryToApi("assets", rawOf("assets", row));
      });
    },

    /**
     * A partner's declaration about their own disclosure: COMPLETE (needs an entry),
     * NOTHING_TO_DISCLOSE (needs none; stored with its time) or null (withdraws either). A refused
     * declaration (409 DISCLOSURE_DECLARATION_REFUSED, 402 while unpaid) changes nothing.
     */
    async declare(input: { ownerId: string; documentId: string; declaration: DisclosureDeclaration | null; actorId: string }) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { gate, entryCount } = await repository.lockDeclaration(tx, { userId: input.ownerId, documentId: input.documentId, at: now, byId: input.actorId });
        requireOpen(gate, input.ownerId);
        const refusal = disclosureDeclarationProblem({ declaration: input.declaration, entryCount });
        if (refusal) throw new DomainError(refusal.code, refusal.message);
        const row = await repository.setDeclaration(tx, {
          userId: input.ownerId,
          documentId: input.documentId,
          completedAt: input.declaration === "COMPLETE" ? now : null,
          nothingToDiscloseAt: input.declaration === "NOTHING_TO_DISCLOSE" ? now : null,
          at: now,
          byId: input.actorId,
        });
        return declarationToApi(input.ownerId, entryCount, row);
      });
    },

    /** The exchange rates the totals use (admin). */
    async listRates() {
      return { rates: (await repository.listRates()).map(rateToApi) };
    },

    /** An admin sets a currency's rate (units per US dollar) and its date (today when left out). */
    async updateRate(input: { currency: Currency; rate: number; asOf?: string | undefined; actorId: string }) {
      const now = clock.now();
      const row = await repository.updateRate({
        currency: input.currency,
        rate: input.rate,
        asOf: input.asOf ? new Date(`${input.asOf}T00:00:00.000Z`) : now,
        byId: input.actorId,
        at: now,
      });
      if (!row) throw new DomainError("NOT_FOUND", "This currency has no exchange rate yet");
      return rateToApi(row);
    },

    /** Both partners' totals, completeness and the joint entries awaiting confirmation. */
    async summary(input: { ownerId: string; documentId: string; viewer: Viewer }) {
      const { loaded, totals } = await loadSummary(input.ownerId, input.documentId, input.viewer);
      const { userAId, userBId } = loaded.document;
      return {
        documentId: input.documentId,
        partners: totals.partners.map((partner) => {
          const declared = loaded.declarations.get(partner.userId) ?? { completedAt: null, nothingToDiscloseAt: null };
          return {
            ...partner,
            respondent: partner.userId === userAId ? ("A" as const) : ("B" as const),
            lastChangedAt: loaded.lastChangedAt.get(partner.userId)?.toISOString() ?? null,
            ...declarationToApi(partner.userId, partner.entryCount, declared),
            entriesWithoutValueBasis: EDITABLE_DISCLOSURE_KINDS.reduce(
              (missing, kind) => missing + (loaded.entries[kind] ?? []).filter((raw) => raw["user_id"] === partner.userId && !(typeof raw["value_basis"] === "string" && raw["value_basis"].trim() !== "")).length,
              0,
            ),
          };
        }),
        stateAbbreviation: loaded.stateAbbreviation,
        valueBasisRequired: isValueBasisRequired(loaded.stateAbbreviation),
        pendingJointEntries: (loaded.entries.assets ?? [])
          .filter((raw) => isPendingJointEntry({ isJoint: raw["is_joint"] as boolean, jointConfirmedAt: raw["joint_confirmed_at"] as string | null }))
          .map((raw) => {
            const owner = raw["user_id"] as string;
            const setBy = (raw["joint_set_by_id"] as string | null) ?? owner;
            const other = owner === userAId ? userBId : userAId;
            return { id: raw["id"] as string, userId: owner, awaitingUserId: setBy === owner ? other : owner };
          }),
        rates: loaded.rates.map((rate) => ({ currency: rate.currency, rate: rate.rate, asOf: rate.asOf.toISOString() })),
        rateDate: totals.rateDate,
        currenciesWithoutRate: totals.currenciesWithoutRate,
      };
    },

    /** The agreement's view of the disclosure (Schedules A and B, its input hash). */
    disclosureSource(): DisclosureSource {
      return {
        async forDocument(documentId) {
          const loaded = await repository.loadDocumentDisclosure({ documentId });
          if (!loaded) return { userA: null, userB: null };
          const rates = new Map(loaded.rates.map((rate) => [rate.currency, rate.rate]));
          const totals = computeDisclosureTotals({
            userAId: loaded.document.userAId,
            userBId: loaded.document.userBId,
            entries: amountsOf(loaded.entries),
            rates: loaded.rates,
            now: clock.now(),
          });
          const partnerOf = (userId: string | null): PartnerDisclosure | null => {
            if (!userId) return null;
            const entries: DisclosedEntry[] = DISCLOSURE_KINDS.flatMap((kind) =>
              (loaded.entries[kind] ?? [])
                .filter((raw) => raw["user_id"] === userId)
                .map((raw) => {
                  const { amountInCents } = amountOf(kind, raw);
                  const currency = raw["currency"] as Currency;
                  return {
                    kind: SCHEDULE_KIND[kind],
                    ...describe(kind, raw),
                    amountInCents,
                    currency,
                    amountInUsdCents: amountInCents === null ? null : toUsdCents(amountInCents, currency, rates),
                    isJoint: raw["is_joint"] === true,
                    userAPercentage: num(raw["user_a_percentage"]),
                    userBPercentage: num(raw["user_b_percentage"]),
                  };
                }),
            );
            const lastChangedAt = loaded.lastChangedAt.get(userId) ?? null;
            if (entries.length === 0 && !lastChangedAt) return null;
            const partner = totals.partners.find((totalsOf) => totalsOf.userId === userId)!;
            const declared = loaded.declarations.get(userId) ?? { completedAt: null, nothingToDiscloseAt: null };
            const status = disclosureStatus({ entryCount: entries.length, ...declared });
            return {
              userId,
              status,
              declaredAt: status === "COMPLETED" ? declared.completedAt : status === "NOTHING_TO_DISCLOSE" ? declared.nothingToDiscloseAt : null,
              entries,
              totalsInUsdCents: {
                assets: partner.assetsUsdCents,
                debts: partner.debtsUsdCents,
                netWorth: partner.netWorthUsdCents,
                annualIncome: partner.annualIncomeUsdCents,
              },
              rateDate: totals.rateDate,
              lastChangedAt,
            };
          };
          return { userA: partnerOf(loaded.document.userAId), userB: partnerOf(loaded.document.userBId) };
        },
      };
    },
  };
}

export type FinancialDisclosureService = ReturnType<typeof createFinancialDisclosureService>;
