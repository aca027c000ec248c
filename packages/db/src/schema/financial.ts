import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import {
  accountTypeEnum,
  assetAccountTypeEnum,
  assetTypeEnum,
  businessTypeEnum,
  currencyEnum,
  incomeTypeEnum,
  inheritanceCategoryEnum,
  vehicleTypeEnum,
} from "./enums.ts";
import { files } from "./files.ts";
import { users } from "./users.ts";

// Financial disclosure: each partner lists their entries per document. Amounts are integer cents
// (bigint: estates can exceed 21 million dollars) in the entry's own currency.

const money = (name: string) => bigint(name, { mode: "number" });

/** Columns every financial entry shares: whose entry, on which document, in which currency. */
const entryColumns = () => ({
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  documentId: documentIdColumn(),
  currency: currencyEnum("currency").notNull().default("USD"),
});

/** What the entry's value is based on, in the partner's words (required where the state-law matrix's `valueBasisRequired` says so: Minnesota). */
const valueBasis = () => text("value_basis");

/** The indexes every financial entry table has: a partner's entries on a document, and all of a user's. */
const entryIndexes = (table: string, t: { documentId: ExtraConfigColumn; userId: ExtraConfigColumn }) => [
  index(`${table}_document_user_idx`).on(t.documentId, t.userId),
  index(`${table}_user_idx`).on(t.userId),
];

export const accountsAndAssets = pgTable(
  "accounts_and_assets",
  {
    ...entryColumns(),
    assetAccountType: assetAccountTypeEnum("asset_account_type").notNull(),
    accountType: accountTypeEnum("account_type"),
    assetType: assetTypeEnum("asset_type"),
    description: text("description"),
    institution: text("institution"),
    /** The last digits only (at most 4). */
    accountNumber: text("account_number"),
    beneficiary: text("beneficiary"),
    valueInCents: money("value_in_cents"),
    isJoint: boolean("is_joint").notNull().default(false),
    userAPercentage: integer("user_a_percentage"),
    userBPercentage: integer("user_b_percentage"),
    /**
     * A joint entry's percentages are settled when the partner who did not set them last confirms
     * them: `jointSetById` set them last (the owner on create or edit, the partner by a proposal),
     * `jointConfirmedAt` is null until the other one confirms (a pending financial dispute).
     */
    jointSetById: uuid("joint_set_by_id").references(() => users.id),
    jointConfirmedAt: utc("joint_confirmed_at"),
    jointConfirmedById: uuid("joint_confirmed_by_id").references(() => users.id),
    valueBasis: valueBasis(),
    ...bookkeeping(),
  },
  (t) => [
    ...entryIndexes("accounts_and_assets", t),
    index("accounts_and_assets_pending_joint_idx")
      .on(t.documentId)
      .where(sql`${t.isJoint} and ${t.jointConfirmedAt} is null and ${t.deletedAt} is null`),
    check("accounts_and_assets_account_number_length", sql`char_length(${t.accountNumber}) <= 4`),
    check("accounts_and_assets_user_a_percentage", sql`${t.userAPercentage} between 0 and 100`),
    check("accounts_and_assets_user_b_percentage", sql`${t.userBPercentage} between 0 and 100`),
  ],
);

export const incomes = pgTable(
  "incomes",
  {
    ...entryColumns(),
    year: integer("year").notNull(),
    incomeType: incomeTypeEnum("income_type").notNull(),
    description: text("description"),
    valueInCents: money("value_in_cents"),
    overtimePayInCents: money("overtime_pay_in_cents"),
    tipsInCents: money("tips_in_cents"),
    valueBasis: valueBasis(),
    ...bookkeeping(),
  },
  (t) => entryIndexes("incomes", t),
);

export const realEstates = pgTable(
  "real_estates",
  {
    ...entryColumns(),
    description: text("description"),
    streetAddress: text("street_address"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    zipcode: text("zipcode"),
    purchaseYear: integer("purchase_year"),
    purchasePriceInCents: money("purchase_price_in_cents"),
    assessedValueInCents: money("assessed_value_in_cents"),
    lastAssessmentYear: integer("last_assessment_year"),
    /** Current market value. */
    valueInCents: money("value_in_cents"),
    mortgageBalanceInCents: money("mortgage_balance_in_cents"),
    secondMortgageBalanceInCents: money("second_mortgage_balance_in_cents"),
    equityInCents: money("equity_in_cents"),
    titleHeldInNameOf: text("title_held_in_name_of"),
    isJoint: boolean("is_joint").notNull().default(false),
    valueBasis: valueBasis(),
    ...bookkeeping(),
  },
  (t) => entryIndexes("real_estates", t),
);

export const vehicles = pgTable(
  "vehicles",
  {
    ...entryColumns(),
    vehicleType: vehicleTypeEnum("vehicle_type").notNull(),
    make: text("make"),
    model: text("model"),
    purchaseYear: integer("purchase_year"),
    purchasePriceInCents: money("purchase_price_in_cents"),
    /** Current market value. */
    valueInCents: money("value_in_cents"),
    loanBalanceInCents: money("loan_balance_in_cents"),
    equityInCents: money("equity_in_cents"),
    titleHeldInNameOf: text("title_held_in_name_of"),
    valueBasis: valueBasis(),
    ...bookkeeping(),
  },
  (t) => entryIndexes("vehicles", t),
);

export const businesses = pgTable(
  "businesses",
  {
    ...entryColumns(),
    name: text("name").notNull(),
    businessType: businessTypeEnum("business_type"),
    description: text("description"),
    ownershipPercentage: integer("ownership_percentage"),
    valueInCents: money("value_in_cents"),
    valueBasis: valueBasis(),
    ...bookkeeping(),
  },
  (t) => [
    ...entryIndexes("businesses", t),
    check("businesses_ownership_percentage", sql`${t.ownershipPercentage} between 0 and 100`),
  ],
);

export const debts = pgTable(
  "debts",
  {
    ...entryColumns(),
    creditor: text("creditor").notNull(),
    natureOfDebt: text("nature_of_debt"),
    yearIncurred: integer("year_incurred"),
    amountDueInCents: money("amount_due_in_cents"),
    isJoint: boolean("is_joint").notNull().default(false),
    valueBasis: valueBasis(),
    ...bookkeeping(),
  },
  (t) => entryIndexes("debts", t),
);

export const inheritancesAndTrusts = pgTable(
  "inheritances_and_trusts",
  {
    ...entryColumns(),
    category: inheritanceCategoryEnum("category").notNull(),
    nameOfTrust: text("name_of_trust"),
    benefactor: text("benefactor"),
    description: text("description"),
    valueInCents: money("value_in_cents"),
    valueBasis: valueBasis(),
    ...bookkeeping(),
  },
  (t) => entryIndexes("inheritances_and_trusts", t),
);

/** Joint property imported from an earlier system: read and delete only; the original fields kept as they were. */
export const legacyJointProperties = pgTable(
  "legacy_joint_properties",
  {
    ...entryColumns(),
    description: text("description"),
    valueInCents: money("value_in_cents"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ...bookkeeping(),
  },
  (t) => entryIndexes("legacy_joint_properties", t),
);

/** A partner's disclosure on the document: its declarations (complete, nothing to disclose) and its last change. */
export const financialDisclosures = pgTable(
  "financial_disclosures",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: documentIdColumn(),
    /** The partner marked the disclosure complete (it counts with at least one entry: `disclosureStatus`). */
    completedAt: utc("completed_at"),
    /** The partner declared they have nothing to disclose; cleared when they add an entry. */
    nothingToDiscloseAt: utc("nothing_to_disclose_at"),
    /** When the partner last created, changed or deleted a disclosure entry (the regeneration check reads it). */
    lastChangedAt: utc("last_changed_at"),
    /**
     * How many changes the partner has made to the disclosure: every write that stamps
     * `last_changed_at` adds one, so two changes in the same millisecond still differ.
     */
    changeCount: integer("change_count").notNull().default(0),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("financial_disclosures_document_user_unique").on(t.documentId, t.userId),
    index("financial_disclosures_user_idx").on(t.userId),
  ],
);

/**
 * A partner's disclosure as it stood when it was given (declared complete or empty) or acknowledged
 * by the other partner: numbered from 1 per partner and document, frozen (the entries as the
 * schedules print them, and the totals), with the SHA-256 of that content.
 */
export const disclosureVersions = pgTable(
  "disclosure_versions",
  {
    id: id(),
    documentId: documentIdColumn(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    number: integer("number").notNull(),
    /** COMPLETED or NOTHING_TO_DISCLOSE: what the owner had declared. */
    status: text("status").notNull(),
    entryCount: integer("entry_count").notNull(),
    netWorthUsdCents: money("net_worth_usd_cents").notNull(),
    content: jsonb("content").notNull(),
    contentSha256: text("content_sha256").notNull(),
    /** The owner's last change to the disclosure this version holds. */
    asOf: utc("as_of").notNull(),
    /** The owner's `change_count` this version holds: the version is current while the two are equal. */
    asOfChange: integer("as_of_change").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("disclosure_versions_number_unique").on(t.documentId, t.ownerId, t.number),
    check("disclosure_versions_number_positive", sql`${t.number} > 0`),
    check("disclosure_versions_status", sql`${t.status} in ('COMPLETED', 'NOTHING_TO_DISCLOSE')`),
  ],
);

/** The other partner's acknowledgement that they received and reviewed one version. */
export const disclosureAcknowledgements = pgTable(
  "disclosure_acknowledgements",
  {
    id: id(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => disclosureVersions.id, { onDelete: "cascade" }),
    documentId: documentIdColumn(),
    acknowledgedById: uuid("acknowledged_by_id")
      .notNull()
      .references(() => users.id),
    acknowledgedAt: utc("acknowledged_at").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("disclosure_acknowledgements_version_unique").on(t.versionId, t.acknowledgedById),
    index("disclosure_acknowledgements_document_idx").on(t.documentId),
  ],
);

/**
 * The documents behind a disclosure entry (a statement, a valuation, a pay slip): the stored file
 * (`files`), with its name, type, size and SHA-256 as stored. `entry_id` names an entry of the
 * kind's table (`entry_kind`, the API's kind name); the owner and document repeat the entry's.
 */
export const financialEntryDocuments = pgTable(
  "financial_entry_documents",
  {
    id: id(),
    documentId: documentIdColumn(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    entryKind: text("entry_kind").notNull(),
    entryId: uuid("entry_id").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    index("financial_entry_documents_entry_idx").on(t.entryId),
    index("financial_entry_documents_document_idx").on(t.documentId, t.ownerId),
    check("financial_entry_documents_size_positive", sql`${t.size} > 0`),
  ],
);

/** Units of the currency per US dollar, for totals across currencies. */
export const forExRates = pgTable(
  "for_ex_rates",
  {
    id: id(),
    currency: currencyEnum("currency").notNull(),
    rate: numeric("rate", { precision: 20, scale: 10, mode: "number" }).notNull(),
    asOf: utc("as_of").notNull().defaultNow(),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("for_ex_rates_currency_unique").on(t.currency)],
);
