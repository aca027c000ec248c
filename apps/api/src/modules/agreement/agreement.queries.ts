import { documentClauses, documentRecordEntries, documentSections, live, subquery, type Executor } from "@prenup/db";
import { CHANGE_RECORD_ENTRY_KINDS } from "@prenup/domain";
import { and, asc, eq, inArray, sql, type Column, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * What other modules ask of the agreement's text (DESIGN.md, "Data ownership"): the document's
 * sections and clauses, as functions that run one statement of their own and fragments another
 * module's statement embeds.
 */

/** The agreement's live sections as it currently stands (generated, plus committed edits), in order. */
export function currentSections(executor: Executor, documentId: string) {
  return executor
    .select({
      id: documentSections.id,
      key: documentSections.key,
      title: documentSections.title,
      text: documentSections.text,
      listStyle: documentSections.listStyle,
      textStyle: documentSections.textStyle,
      order: documentSections.order,
      isSeparatePage: documentSections.isSeparatePage,
    })
    .from(documentSections)
    .where(and(eq(documentSections.documentId, documentId), live(documentSections)))
    .orderBy(asc(documentSections.order), asc(documentSections.id));
}

/** The agreement's live clauses as it currently stands (generated, plus committed edits), in order. */
export function currentClauses(executor: Executor, documentId: string) {
  return executor
    .select({
      id: documentClauses.id,
      documentSectionId: documentClauses.documentSectionId,
      parentClauseId: documentClauses.parentClauseId,
      key: documentClauses.key,
      title: documentClauses.title,
      text: documentClauses.text,
      listStyle: documentClauses.listStyle,
      textStyle: documentClauses.textStyle,
      order: documentClauses.order,
      isSeparatePage: documentClauses.isSeparatePage,
    })
    .from(documentClauses)
    .where(and(eq(documentClauses.documentId, documentId), live(documentClauses)))
    .orderBy(asc(documentClauses.order), asc(documentClauses.id));
}

/**
 * Rows `(kind, id, section)` of every section (`'section'`, section null) and clause (`'clause'`,
 * with its section's id) of the document, deleted ones included: a fragment that opens a statement
 * another module continues with `union all`.
 */
export const sectionAndClauseIdsOf = (documentId: string): SQL =>
  sql`select 'section' as kind, id, null::uuid as section from ${documentSections} where document_id = ${documentId}
        union all select 'clause', id, document_section_id from ${documentClauses} where document_id = ${documentId}`;

/** A record entry as the chain's hash covers it (packages/agreement's `RecordEntry`), `occurredAt` a Date. */
export type RecordEntryRow = {
  documentId: string;
  sequence: number;
  kind: string;
  occurredAt: Date;
  actorUserId: string | null;
  respondent: string | null;
  details: Record<string, unknown>;
  previousHash: string;
  hash: string;
};

/** The enforceability records of these documents, each in sequence order (one statement; none for no ids). */
export async function recordEntriesOf(executor: Executor, documentIds: readonly string[]): Promise<RecordEntryRow[]> {
  if (documentIds.length === 0) return [];
  return executor
    .select({
      documentId: documentRecordEntries.documentId,
      sequence: documentRecordEntries.sequence,
      kind: documentRecordEntries.kind,
      occurredAt: documentRecordEntries.occurredAt,
      actorUserId: documentRecordEntries.actorUserId,
      respondent: documentRecordEntries.respondent,
      details: documentRecordEntries.details,
      previousHash: documentRecordEntries.previousHash,
      hash: documentRecordEntries.hash,
    })
    .from(documentRecordEntries)
    .where(inArray(documentRecordEntries.documentId, [...documentIds]))
    .orderBy(asc(documentRecordEntries.documentId), asc(documentRecordEntries.sequence));
}

/**
 * The entry of `kind` is about the original agreement, not a later change (`CHANGE_RECORD_ENTRY_KINDS`).
 */
const originalEntry = (kind: SQL | Column) =>
  sql`${kind} not in (${sql.join(
    CHANGE_RECORD_ENTRY_KINDS.map((changeKind) => sql`${changeKind}`),
    sql`, `,
  )})`;

/** The head of a document's enforceability record and the day it was signed, as `signedRecordOf` gives them. */
export type SignedRecord = {
  /** The hash of the record's last entry (64 hex digits): what identifies the signed agreement. */
  hash: string;
  /** The day of signing the record holds last (the notarization's day, or its correction; YYYY-MM-DD), or null. */
  signedOn: string | null;
};

/**
 * The signed original's enforceability record as one value `{ hash, signedOn }` (null when the
 * record has no entry): the hash of the last entry about the original (a change's signing, appended
 * later, does not move it), and the `signedOn` of the last such entry that carries one (NOTARIZED,
 * SIGNED in person, SIGNING_DATE_CORRECTED). A fragment another module's statement
 * embeds, keyed by its document-id value or column.
 */
export const signedRecordOf = (documentId: Column | SQL | SQLWrapper): SQL<SignedRecord | null> =>
  subquery<SignedRecord | null>`select json_build_object('hash', ${documentRecordEntries.hash}, 'signedOn', ${subquery`select s.details->>'signedOn' from ${documentRecordEntries} s where s.document_id = ${documentId} and s.details->>'signedOn' is not null and ${originalEntry(sql.raw("s.kind"))} order by s.sequence desc limit 1`}) from ${documentRecordEntries} where ${documentRecordEntries.documentId} = ${documentId} and ${originalEntry(documentRecordEntries.kind)} order by ${documentRecordEntries.sequence} desc limit 1`;
