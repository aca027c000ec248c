import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { bookkeeping, id, utc } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import { files } from "./files.ts";
import { listStyleEnum, textStyleEnum } from "./enums.ts";
import { clauseTemplates, sectionTemplates } from "./templates.ts";
import { users } from "./users.ts";

// A document's own agreement text: generated from the templates, then edited by attorneys through
// drafts (private to the editor until committed) and commits (the history of what was published).
// Kept apart from templates.ts because these tables point at documents, which point at templates.

const textColumns = () => ({
  key: text("key"),
  title: text("title"),
  text: text("text"),
  listStyle: listStyleEnum("list_style").notNull().default("NONE"),
  textStyle: textStyleEnum("text_style"),
  order: integer("order").notNull().default(0),
  isSeparatePage: boolean("is_separate_page").notNull().default(false),
});

/** A section of a document's agreement as it currently stands. */
export const documentSections = pgTable(
  "document_sections",
  {
    id: id(),
    documentId: documentIdColumn(),
    sectionTemplateId: uuid("section_template_id").references(() => sectionTemplates.id),
    ...textColumns(),
    ...bookkeeping(),
  },
  (t) => [index("document_sections_document_order_idx").on(t.documentId, t.order)],
);

/** A clause of a document's agreement as it currently stands. */
export const documentClauses = pgTable(
  "document_clauses",
  {
    id: id(),
    documentId: documentIdColumn(),
    documentSectionId: uuid("document_section_id")
      .notNull()
      .references(() => documentSections.id, { onDelete: "cascade" }),
    parentClauseId: uuid("parent_clause_id").references((): AnyPgColumn => documentClauses.id, { onDelete: "cascade" }),
    clauseTemplateId: uuid("clause_template_id").references(() => clauseTemplates.id),
    ...textColumns(),
    ...bookkeeping(),
  },
  (t) => [
    index("document_clauses_document_idx").on(t.documentId),
    index("document_clauses_section_order_idx").on(t.documentSectionId, t.order),
  ],
);

/**
 * An attorney's unpublished edit of a section: `documentSectionId` is the section it changes (null
 * for a new section); `isRemoved` marks a deletion. Committing applies drafts and erases them.
 */
export const documentSectionDrafts = pgTable(
  "document_section_drafts",
  {
    id: id(),
    documentId: documentIdColumn(),
    documentSectionId: uuid("document_section_id").references(() => documentSections.id, { onDelete: "cascade" }),
    sectionTemplateId: uuid("section_template_id").references(() => sectionTemplates.id),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id),
    isRemoved: boolean("is_removed").notNull().default(false),
    ...textColumns(),
    ...bookkeeping(),
  },
  (t) => [index("document_section_drafts_document_idx").on(t.documentId)],
);

/** An attorney's unpublished edit of a clause (see document_section_drafts). */
export const documentClauseDrafts = pgTable(
  "document_clause_drafts",
  {
    id: id(),
    documentId: documentIdColumn(),
    documentClauseId: uuid("document_clause_id").references(() => documentClauses.id, { onDelete: "cascade" }),
    /** The section the clause belongs to: a published section, or a section draft for a new one. */
    documentSectionId: uuid("document_section_id").references(() => documentSections.id, { onDelete: "cascade" }),
    documentSectionDraftId: uuid("document_section_draft_id").references(() => documentSectionDrafts.id, {
      onDelete: "cascade",
    }),
    parentClauseId: uuid("parent_clause_id").references(() => documentClauses.id, { onDelete: "cascade" }),
    /** The parent clause when it is new too: that clause's draft. */
    parentClauseDraftId: uuid("parent_clause_draft_id").references((): AnyPgColumn => documentClauseDrafts.id, {
      onDelete: "cascade",
    }),
    clauseTemplateId: uuid("clause_template_id").references(() => clauseTemplates.id),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id),
    isRemoved: boolean("is_removed").notNull().default(false),
    ...textColumns(),
    ...bookkeeping(),
  },
  (t) => [index("document_clause_drafts_document_idx").on(t.documentId)],
);

/**
 * A published change set of a document's agreement: a generation (`kind` GENERATION, with the input
 * hash and its parts, and the PDF and DOCX rendered from it) or an attorney's commit
 * (ATTORNEY_COMMIT). One per document and moment: GET /documents/{id}/history/{commitAt} names it.
 */
export const documentCommits = pgTable(
  "document_commits",
  {
    id: id(),
    documentId: documentIdColumn(),
    authorUserId: uuid("author_user_id").references(() => users.id),
    kind: text("kind").notNull().default("GENERATION"),
    message: text("message"),
    committedAt: utc("committed_at").notNull().defaultNow(),
    /** The input hash of a generation (the document's lastGeneratedInputHash at the time). */
    inputHash: text("input_hash"),
    /** What the hash was made of, per part (`GenerationInputParts` of @prenup/agreement): who changed what since. */
    inputParts: jsonb("input_parts").$type<Record<string, unknown>>(),
    pdfFileId: uuid("pdf_file_id").references(() => files.id),
    docxFileId: uuid("docx_file_id").references(() => files.id),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("document_commits_document_committed_unique").on(t.documentId, t.committedAt)],
);

/** A section as it stood after a commit: the history view at `commitAt` reads these. */
export const documentSectionHistory = pgTable(
  "document_section_history",
  {
    id: id(),
    commitId: uuid("commit_id")
      .notNull()
      .references(() => documentCommits.id, { onDelete: "cascade" }),
    documentId: documentIdColumn(),
    documentSectionId: uuid("document_section_id").notNull(),
    ...textColumns(),
    ...bookkeeping(),
  },
  (t) => [
    index("document_section_history_commit_idx").on(t.commitId),
    index("document_section_history_document_idx").on(t.documentId),
  ],
);

/** A clause as it stood after a commit. */
export const documentClauseHistory = pgTable(
  "document_clause_history",
  {
    id: id(),
    commitId: uuid("commit_id")
      .notNull()
      .references(() => documentCommits.id, { onDelete: "cascade" }),
    documentId: documentIdColumn(),
    documentClauseId: uuid("document_clause_id").notNull(),
    documentSectionId: uuid("document_section_id").notNull(),
    parentClauseId: uuid("parent_clause_id"),
    ...textColumns(),
    ...bookkeeping(),
  },
  (t) => [
    index("document_clause_history_commit_idx").on(t.commitId),
    index("document_clause_history_document_idx").on(t.documentId),
  ],
);

/** The editor lock: one holder per document at a time, until it expires or is released. */
export const documentLocks = pgTable(
  "document_locks",
  {
    id: id(),
    documentId: documentIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    acquiredAt: utc("acquired_at").notNull().defaultNow(),
    expiresAt: utc("expires_at").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("document_locks_document_unique").on(t.documentId),
    index("document_locks_user_idx").on(t.userId),
  ],
);

/**
 * The enforceability record: per document, an append-only chain of the events that show the
 * agreement was made fairly (disclosure, presentation of the final text, counsel, approvals,
 * review, each generation with its input hash). Each entry carries the hash of the one before it
 * (`previousHash`; the first one a fixed genesis value) and its own hash over its content, so
 * changing or removing any entry breaks the chain. A trigger (custom migration) refuses UPDATE and
 * DELETE, except the cascade when the document itself is deleted: the bookkeeping columns are
 * there by convention, and `updated_at`/`deleted_at` never move.
 */
export const documentRecordEntries = pgTable(
  "document_record_entries",
  {
    id: id(),
    documentId: documentIdColumn(),
    /** 1, 2, 3… per document, in the order the entries were appended. */
    sequence: integer("sequence").notNull(),
    /** A `RecordEntryKind` of @prenup/domain. */
    kind: text("kind").notNull(),
    occurredAt: utc("occurred_at").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    /** The partner the entry is about ("A" or "B"), or null for the couple. */
    respondent: text("respondent"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    previousHash: text("previous_hash").notNull(),
    hash: text("hash").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("document_record_entries_sequence_unique").on(t.documentId, t.sequence),
    // The public verification's lookup of a PDF by its SHA-256 (the entries that record a PDF carry `pdfSha256`).
    index("document_record_entries_pdf_sha256_idx").on(sql`(${t.details} ->> 'pdfSha256')`),
  ],
);
