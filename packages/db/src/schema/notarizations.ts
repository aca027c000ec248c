import { sql } from "drizzle-orm";
import { boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import { files } from "./files.ts";
import { users } from "./users.ts";

/**
 * A notarization session for a document: one signing link per partner and per attorney, the
 * provider's status, and the notarized file when done. A reset marks the row deleted (with
 * `reset_at`), so a document has at most one live notarization (the partial unique index settles
 * two starts at once).
 */
export const notarizations = pgTable(
  "notarizations",
  {
    id: id(),
    documentId: documentIdColumn(),
    /** Which notary port made the session (`local`, `provider`); null for a proof upload. */
    provider: text("provider"),
    externalId: text("external_id"),
    externalStatus: text("external_status"),
    /** When the provider's last applied status change happened (older deliveries are ignored). */
    externalStatusAt: utc("external_status_at"),
    userALink: text("user_a_link"),
    userBLink: text("user_b_link"),
    attorneyALink: text("attorney_a_link"),
    attorneyBLink: text("attorney_b_link"),
    /**
     * The signer roles (`USER_A`, `ATTORNEY_B`…) the notary has reported as signed in this session,
     * gathered from its events in any order: a signature once reported is never taken back.
     */
    signedRoles: text("signed_roles").array().notNull().default(sql`'{}'::text[]`),
    /** In-person notarization: the couple uploads proof instead of an online session. */
    isProofUpload: boolean("is_proof_upload").notNull().default(false),
    /**
     * Set only for a valid signing: the agreement counts as notarized. A session completed outside
     * the signing window keeps it null (see `signing_problem`).
     */
    notarizationCompletedAt: utc("notarization_completed_at"),
    /**
     * The day the agreement was signed: the notarial certificate's date entered with a proof upload
     * (an assigned attorney or an admin may correct it), or an online session's completion day (UTC).
     */
    signedOn: date("signed_on", { mode: "string" }),
    /**
     * Why the recorded signing does not count (an online session completed after the wedding-day
     * cutoff), in words; null for a valid signing. The event and the notarized file are kept.
     */
    signingProblem: text("signing_problem"),
    notarizedFileId: uuid("notarized_file_id").references(() => files.id),
    /**
     * The notary's record of the completed online session, where its journal entry and the
     * meeting's audio-video recording are kept: Proof's notarization record id (`me_…`), the local
     * notary's session id. Null for a proof upload and until the session completes.
     */
    sessionRecordRef: text("session_record_ref"),
    /** The notary who performed the online session, as their record names them (name, commission, county). */
    sessionNotary: text("session_notary"),
    /**
     * A partner's choice, when starting an online session, to sign before the days the product
     * recommends to consider the final text where the state sets no review period
     * (`reflectionAdvice`): who confirmed it and when. Null when the signing was not early.
     */
    earlySigningConfirmedById: uuid("early_signing_confirmed_by_id").references(() => users.id, {
      onDelete: "set null",
    }),
    earlySigningConfirmedAt: utc("early_signing_confirmed_at"),
    resetAt: utc("reset_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("notarizations_document_idx").on(t.documentId),
    index("notarizations_external_idx").on(t.externalId),
    uniqueIndex("notarizations_live_per_document_unique").on(t.documentId).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Each signer's answer, for an online notarization of the agreement, to "Will you be in <the
 * agreement's state> when you sign online?", asked only where the state's law makes it matter (the
 * state-law matrix's `execution.onlineSignerLocation`; California is the one such row, hence the
 * column's name): one row per document and signer (a partner or an assigned attorney), replaced
 * when they answer again. A signer who will be in the state cannot use the online session
 * (`signerLocationProblem`).
 */
export const notarizationSignerLocations = pgTable(
  "notarization_signer_locations",
  {
    id: id(),
    documentId: documentIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inCalifornia: boolean("in_california").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("notarization_signer_locations_document_user_unique").on(t.documentId, t.userId),
    index("notarization_signer_locations_user_idx").on(t.userId),
  ],
);

/** Notary webhook deliveries already applied (each once; a replay is answered as a duplicate). */
export const notaryWebhookDeliveries = pgTable(
  "notary_webhook_deliveries",
  {
    id: id(),
    provider: text("provider").notNull(),
    deliveryId: text("delivery_id").notNull(),
    externalId: text("external_id").notNull(),
    status: text("status").notNull(),
    occurredAt: utc("occurred_at").notNull(),
    /** applied, stale (older than the status already applied), unknown (no such session). */
    outcome: text("outcome").notNull(),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("notary_webhook_deliveries_provider_delivery_unique").on(t.provider, t.deliveryId)],
);

/**
 * The embedded notary's sessions (the local stand-in for a remote online notarization provider):
 * the PDF to notarize, the signers with their tokens and when each signed, the session's status.
 */
export const localNotarySessions = pgTable(
  "local_notary_sessions",
  {
    id: id(),
    externalId: text("external_id").notNull(),
    title: text("title").notNull(),
    stateAbbreviation: text("state_abbreviation").notNull(),
    /** The PDF as sent, base64 (the certificate page is added when the session completes). */
    sourcePdfBase64: text("source_pdf_base64").notNull(),
    signers: jsonb("signers")
      .$type<{ role: string; name: string; token: string; signedAt: string | null }[]>()
      .notNull(),
    status: text("status").notNull(),
    completedAt: utc("completed_at"),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("local_notary_sessions_external_unique").on(t.externalId)],
);
