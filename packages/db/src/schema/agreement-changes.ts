import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import { files } from "./files.ts";
import { agreementChangeKindEnum, agreementChangeStatusEnum } from "./enums.ts";
import { states } from "./states.ts";
import { users } from "./users.ts";

/**
 * One change of an amendment as stored: the clause's label and title, its old and new text (null
 * when the amendment adds or deletes it), the reason (`AGREEMENT_CHANGE_REASONS` of
 * packages/agreement) and the couple's note.
 */
export type StoredAgreementChange = {
  label: string;
  title: string | null;
  oldText: string | null;
  newText: string | null;
  reason: string;
  note: string | null;
};

/**
 * An amendment or a revocation of a signed agreement (the agreement-changes module): the couple's
 * DRAFT, later SIGNED or CANCELLED. An amendment carries its number (1-based per document) and its
 * changes; a revocation has no number and no changes. `state_id` is the state the couple lives in
 * now, whose law decides whether and how the change is made (`moved_into_state_on`: the day they
 * moved there, where it matters). At most one live draft per document, and one live amendment per
 * number, both enforced by partial unique indexes. `effective_on` is the day the change took effect:
 * the later spouse's day of signing, set when the second signs (status SIGNED). An amendment says
 * whether it makes separate property shared and whether it gives up rights at death (null until the
 * couple answers, when the state's rules for both apply); a revocation says neither.
 */
export const agreementChanges = pgTable(
  "agreement_changes",
  {
    id: id(),
    documentId: documentIdColumn(),
    kind: agreementChangeKindEnum("kind").notNull(),
    number: integer("number"),
    status: agreementChangeStatusEnum("status").notNull().default("DRAFT"),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    movedIntoStateOn: date("moved_into_state_on", { mode: "string" }),
    changes: jsonb("changes").$type<StoredAgreementChange[]>().notNull().default([]),
    /** Whether the amendment makes one spouse's separate property shared (null: not answered yet, decided strictly). */
    convertsSeparateProperty: boolean("converts_separate_property"),
    /** Whether the amendment gives up a right a spouse would have at the other's death (null: not answered yet). */
    waivesDeathRights: boolean("waives_death_rights"),
    effectiveOn: date("effective_on", { mode: "string" }),
    ...bookkeeping(),
    createdById: uuid("created_by_id")
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index("agreement_changes_document_idx").on(t.documentId),
    uniqueIndex("agreement_changes_one_draft")
      .on(t.documentId)
      .where(sql`${t.status} = 'DRAFT' and ${t.deletedAt} is null`),
    uniqueIndex("agreement_changes_amendment_number")
      .on(t.documentId, t.number)
      .where(sql`${t.kind} = 'AMENDMENT' and ${t.deletedAt} is null`),
    check(
      "agreement_changes_amendment_effects",
      sql`${t.kind} = 'AMENDMENT' or (${t.convertsSeparateProperty} is null and ${t.waivesDeathRights} is null)`,
    ),
    check("agreement_changes_effective", sql`(${t.status} = 'SIGNED') = (${t.effectiveOn} is not null)`),
    check(
      "agreement_changes_number",
      sql`(${t.kind} = 'AMENDMENT' and ${t.number} >= 1) or (${t.kind} = 'REVOCATION' and ${t.number} is null)`,
    ),
  ],
);

export type AgreementChangeRow = typeof agreementChanges.$inferSelect;

/**
 * One spouse's signing of a change before a notary (the agreement-changes module): the day on the
 * notarial certificate, the witnesses who signed too, the attorney who advised them, and the
 * notarized PDF as recorded (its SHA-256 kept with it). One per spouse per change, enforced here.
 */
export const agreementChangeSignatures = pgTable(
  "agreement_change_signatures",
  {
    id: id(),
    changeId: uuid("change_id")
      .notNull()
      .references(() => agreementChanges.id, { onDelete: "cascade" }),
    /** "A" or "B": the spouse who signed. */
    respondent: text("respondent").notNull(),
    signedOn: date("signed_on", { mode: "string" }).notNull(),
    witnesses: jsonb("witnesses").$type<string[]>().notNull().default([]),
    counsel: text("counsel"),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id),
    fileSha256: text("file_sha256").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("agreement_change_signatures_one_per_spouse").on(t.changeId, t.respondent),
    check("agreement_change_signatures_respondent", sql`${t.respondent} in ('A', 'B')`),
  ],
);

export type AgreementChangeSignatureRow = typeof agreementChangeSignatures.$inferSelect;

/**
 * An assigned attorney's approval of a change as it read when they approved it, for the side they
 * represent ("A" or "B"): `content_sha256` is the SHA-256 of the change's content then
 * (`changeContentSha256`), so an approval of an earlier text is seen as such. At most one live
 * approval per change and side (a partial unique index); withdrawing one soft-deletes it.
 */
export const agreementChangeApprovals = pgTable(
  "agreement_change_approvals",
  {
    id: id(),
    changeId: uuid("change_id")
      .notNull()
      .references(() => agreementChanges.id, { onDelete: "cascade" }),
    respondent: text("respondent").notNull(),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => users.id),
    contentSha256: text("content_sha256").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("agreement_change_approvals_one_per_side")
      .on(t.changeId, t.respondent)
      .where(sql`${t.deletedAt} is null`),
    check("agreement_change_approvals_respondent", sql`${t.respondent} in ('A', 'B')`),
  ],
);

export type AgreementChangeApprovalRow = typeof agreementChangeApprovals.$inferSelect;
