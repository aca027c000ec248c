import { documentClauses, documentRecordEntries, documentSections, live, type Executor } from "@prenup/db";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";

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
