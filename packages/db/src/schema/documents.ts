import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AgreementKind } from "@prenup/domain";
import { attorneys } from "./attorneys.ts";
import { bookkeeping, id, utc } from "./common.ts";
import { documentStatusEnum } from "./enums.ts";
import { files } from "./files.ts";
import { states } from "./states.ts";
import { documentTemplates } from "./templates.ts";
import { users } from "./users.ts";

/**
 * A couple's agreement. Partner A creates it; partner B joins through the invitation
 * (`invitedUserId`, `invitationAcceptedAt`). Attorneys are assigned per partner.
 */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * PRENUP: made before the wedding, under the premarital rules; POSTNUP: made by spouses during the
     * marriage, under the state's rules for marital agreements (the domain's `AGREEMENT_KINDS`).
     */
    kind: text("kind").$type<AgreementKind>().notNull().default("PRENUP"),
    templateId: uuid("template_id").references(() => documentTemplates.id),
    userAId: uuid("user_a_id")
      .notNull()
      .references(() => users.id),
    userBId: uuid("user_b_id").references(() => users.id),
    attorneyAId: uuid("attorney_a_id").references(() => attorneys.id),
    attorneyBId: uuid("attorney_b_id").references(() => attorneys.id),
    attorneyAApprovedAt: utc("attorney_a_approved_at"),
    attorneyBApprovedAt: utc("attorney_b_approved_at"),
    priorAttorneyAApprovedAt: utc("prior_attorney_a_approved_at"),
    priorAttorneyBApprovedAt: utc("prior_attorney_b_approved_at"),
    userAWillHireAttorney: boolean("user_a_will_hire_attorney"),
    userBWillHireAttorney: boolean("user_b_will_hire_attorney"),
    stateId: uuid("state_id").references(() => states.id),
    invitationEmail: text("invitation_email"),
    invitationSentAt: utc("invitation_sent_at"),
    invitationAcceptedAt: utc("invitation_accepted_at"),
    invitedUserId: uuid("invited_user_id").references(() => users.id),
    /** SHA-256 of the live invitation link's nonce; cleared when the invitation is accepted or replaced. */
    invitationTokenHash: text("invitation_token_hash"),
    invitationExpiresAt: utc("invitation_expires_at"),
    /** When a partner last sent the other a reminder to finish the questionnaire (one per day). */
    questionnaireReminderSentAt: utc("questionnaire_reminder_sent_at"),
    status: documentStatusEnum("status").notNull().default("NOT_APPROVED"),
    statusModifiedAt: utc("status_modified_at"),
    /** When each partner reviewed the current text; a new text (generation, an attorney's commit, the regenerate confirmation) clears both. */
    userAReviewedAt: utc("user_a_reviewed_at"),
    userBReviewedAt: utc("user_b_reviewed_at"),
    /** When the couple's review was complete: the later partner's review of the current text (`bothPartnersReviewed`). */
    reviewedAt: utc("reviewed_at"),
    finalizedAt: utc("finalized_at"),
    priorFinalizedAt: utc("prior_finalized_at"),
    /**
     * When the couple was first presented with the final agreement, kept by an editor's commit marked as
     * not changing the terms (`keptReviewPeriodFrom`); null once any other new text replaces it.
     */
    reviewPeriodFrom: utc("review_period_from"),
    generatedPdfFileId: uuid("generated_pdf_file_id").references(() => files.id),
    proofFileId: uuid("proof_file_id").references(() => files.id),
    /** Hash of the inputs of the last generation; a special marker value flags imported documents. */
    lastGeneratedInputHash: text("last_generated_input_hash"),
    lastGeneratedAt: utc("last_generated_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("documents_user_a_idx").on(t.userAId),
    index("documents_user_b_idx").on(t.userBId),
    index("documents_attorney_a_idx").on(t.attorneyAId),
    index("documents_attorney_b_idx").on(t.attorneyBId),
    index("documents_invited_user_idx").on(t.invitedUserId),
    index("documents_state_idx").on(t.stateId),
    check("documents_kind", sql`${t.kind} in ('PRENUP', 'POSTNUP')`),
  ],
);

/** The `document_id` column of a row that belongs to a document and goes when the document is deleted. */
export const documentIdColumn = () =>
  uuid("document_id")
    .notNull()
    .references(() => documents.id, { onDelete: "cascade" });

/**
 * A partner's own attorney from outside the platform, on record for their document with the
 * certification they signed (the agreement's attorney certification page, uploaded by the partner):
 * the attorney's name, e-mail and bar admission, the signed file and its SHA-256, and the text it
 * certifies (the agreement's latest commit when it was recorded). One live row per partner and document.
 */
export const externalAttorneys = pgTable(
  "external_attorneys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    barNumber: text("bar_number"),
    /** The state that admitted the attorney (its abbreviation). */
    barState: text("bar_state"),
    certificationFileId: uuid("certification_file_id").references(() => files.id),
    certificationSha256: text("certification_sha256"),
    /** The commit of the agreement's text the certification covers (`document_commits.committed_at`). */
    certifiedTextAt: utc("certified_text_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("external_attorneys_user_idx").on(t.userId),
    index("external_attorneys_document_idx").on(t.documentId),
    uniqueIndex("external_attorneys_document_user_live_unique")
      .on(t.documentId, t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A file attached to a document (uploads by the couple or their attorneys, signed copies). */
export const documentFiles = pgTable(
  "document_files",
  {
    id: id(),
    documentId: documentIdColumn(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id),
    /** What the file is for, e.g. `upload`, `signed-agreement`, `notarization-proof`. */
    kind: text("kind").notNull().default("upload"),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("document_files_document_file_unique").on(t.documentId, t.fileId)],
);
