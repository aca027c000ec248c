/**
 * What happens to a person's data when they delete their account: one table, which the privacy page,
 * the deletion's "what is deleted now, what is kept, why and for how long" and the deletion job read,
 * and which a test holds complete (every table that names a person is classified here:
 * packages/db's `retention.test.ts`).
 *
 * - DELETED: removed when the deletion runs (30 days after the request, unless withdrawn or held).
 * - ANONYMISED: the row stays without what identifies the person (a message shown as deleted, a review
 *   without a name), because another person's record needs it to make sense.
 * - KEPT: kept, restricted to its purpose, for the period given, for the reason given; when it is kept
 *   only for a signed agreement (`onlyForSignedAgreement`), the rest of it is deleted.
 */

export const RETENTION_KINDS = ["DELETED", "ANONYMISED", "KEPT"] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export type RetentionRule = {
  /** The tables the rule covers (their SQL names). */
  tables: readonly string[];
  /** What it is, in the words the person reads. */
  what: string;
  kind: RetentionKind;
  /** Why it is kept (KEPT and ANONYMISED): the legal obligation or the other person's right. */
  reason?: string;
  /** For how long it is kept (KEPT). */
  period?: string;
  /** Kept only where it belongs to a signed agreement; otherwise deleted. */
  onlyForSignedAgreement?: boolean;
};

const SIGNED_AGREEMENT_REASON =
  "Your partner has a legal right to prove the agreement you both signed, and how it was made.";
const ENFORCEABLE = "as long as the agreement can be enforced or challenged";

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    tables: ["users", "profile_write_keys"],
    what: "Your profile: name, e-mail, phone number, birth date and preferences",
    kind: "ANONYMISED",
    reason:
      "An agreement you signed names you as a party; your account keeps only what that agreement already shows, and you can no longer sign in.",
  },
  {
    tables: ["answers", "answer_history", "answer_write_keys", "section_progress", "discussions", "resolutions"],
    what: "Your questionnaire answers and their history",
    kind: "DELETED",
  },
  {
    tables: [
      "accounts_and_assets",
      "businesses",
      "debts",
      "incomes",
      "inheritances_and_trusts",
      "legacy_joint_properties",
      "real_estates",
      "vehicles",
      "financial_disclosures",
      "financial_entry_documents",
      "financial_entry_write_keys",
    ],
    what: "Your financial disclosure and the statements behind it",
    kind: "KEPT",
    onlyForSignedAgreement: true,
    reason: `${SIGNED_AGREEMENT_REASON} The schedules of a signed agreement are part of it.`,
    period: ENFORCEABLE,
  },
  {
    tables: ["disclosure_versions", "disclosure_acknowledgements"],
    what: "The versions of your disclosure your partner acknowledged, and your acknowledgements of theirs",
    kind: "KEPT",
    onlyForSignedAgreement: true,
    reason: SIGNED_AGREEMENT_REASON,
    period: ENFORCEABLE,
  },
  {
    tables: [
      "documents",
      "document_commits",
      "document_record_entries",
      "external_attorneys",
      "agreement_changes",
      "agreement_change_approvals",
    ],
    what: "Agreements you signed, their history, their record, the counsel on record, and the amendments and revocations prepared for them with the attorneys' approvals of them",
    kind: "KEPT",
    onlyForSignedAgreement: true,
    reason: `${SIGNED_AGREEMENT_REASON} An unsigned agreement is closed for both of you and deleted.`,
    period: ENFORCEABLE,
  },
  {
    tables: ["dispute_proposals", "dispute_thread_events"],
    what: "How you and your partner settled your disagreements",
    kind: "KEPT",
    onlyForSignedAgreement: true,
    reason: SIGNED_AGREEMENT_REASON,
    period: ENFORCEABLE,
  },
  {
    tables: ["aftercare_plans"],
    what: "Your aftercare reminders",
    kind: "DELETED",
  },
  {
    tables: ["document_section_drafts", "document_clause_drafts", "document_locks"],
    what: "Unpublished edits and editing locks",
    kind: "DELETED",
  },
  {
    tables: ["notarizations", "notarization_signer_locations"],
    what: "The notarization of your agreement and where you said you would sign",
    kind: "KEPT",
    reason: "A notary's journal and recording must be kept by law.",
    period: "the period the state's notary law sets (10 years in Florida, Fla. Stat. § 117.245)",
  },
  {
    tables: ["carts", "purchase_items"],
    what: "Your payments and refunds",
    kind: "KEPT",
    reason: "Payment records must be kept for tax and accounting.",
    period: "7 years",
  },
  {
    tables: ["chat_messages"],
    what: "Your chat messages",
    kind: "ANONYMISED",
    reason: "The person you wrote to keeps the conversation; your messages show as deleted.",
  },
  {
    tables: ["events", "internal_notes"],
    what: "Calls you booked with an attorney and the attorney's notes about them",
    kind: "KEPT",
    reason: "An attorney must keep the records of the advice they gave.",
    period: "the period the attorney's state bar sets for client files",
  },
  {
    tables: ["attorney_reviews"],
    what: "Reviews you wrote of an attorney",
    kind: "ANONYMISED",
    reason: "The review stays on the attorney's page without your name.",
  },
  {
    tables: ["attorneys"],
    what: "An attorney's professional profile (attorney accounts only)",
    kind: "KEPT",
    reason: "Clients' agreements and payouts name the attorney who served them.",
    period: ENFORCEABLE,
  },
  {
    tables: ["mail_outbox"],
    what: "E-mails we sent you",
    kind: "DELETED",
  },
  {
    tables: ["data_exports"],
    what: "Your requests for a copy of your data, and the copies made",
    kind: "KEPT",
    reason:
      "Privacy law asks us to keep a log of requests like yours (CCPA regulations, § 7101); the copy itself is deleted.",
    period: "24 months",
  },
  {
    tables: ["account_deletions"],
    what: "Your request to delete your account",
    kind: "KEPT",
    reason: "Privacy law asks us to keep a log of requests like yours (CCPA regulations, § 7101).",
    period: "24 months",
  },
  {
    tables: ["legal_holds"],
    what: "A legal hold on your account, if a dispute, a subpoena or a court order requires one",
    kind: "KEPT",
    reason: "While a hold stands, the law requires us to keep your data; your deletion waits until it is lifted.",
    period: "until the hold is lifted, then 24 months",
  },
  {
    tables: ["audit_log"],
    what: "The log of changes to your account, and of your deletion request",
    kind: "KEPT",
    reason: "Privacy law asks us to keep a log of requests like yours (CCPA regulations, § 7101).",
    period: "24 months",
  },
];

/** The rule that covers a table, or null when it is not classified. */
export function retentionRuleOf(table: string): RetentionRule | null {
  return RETENTION_RULES.find((rule) => rule.tables.includes(table)) ?? null;
}

/**
 * Whose data an account's deletion erases, and what of it stays: each module that owns a table in
 * the retention table erases its own rows of `userId` by its rule, keeping what belongs to the
 * signed agreements (`keptDocumentIds`) and deleting what belongs to the unsigned ones, which the
 * deletion closes for both partners (`closedDocumentIds`).
 */
export type ErasureSubject = {
  userId: string;
  /** The user's signed (notarized) agreements. */
  keptDocumentIds: readonly string[];
  /** The user's agreements not signed: closed for both partners. */
  closedDocumentIds: readonly string[];
  /** When the deletion runs. */
  at: Date;
};

/** What a module's erasure leaves for the files module to delete: the files it no longer references. */
export type ErasureOutcome = { fileIds: string[] };
