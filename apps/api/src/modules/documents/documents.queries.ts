import { documents, live, type Executor } from "@prenup/db";
import { and, type Column, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";

/**
 * What other modules ask of the documents table (DESIGN.md, "Data ownership"): functions that run
 * one statement of their own, and fragments another module's statement embeds: values keyed by its
 * document-id column, and derived tables of at most one document row that the asking statement
 * reads from under its own alias.
 * A scalar fragment's subquery is a nested `sql`, so a single-table drizzle select (which writes the
 * columns of its own SQL fields unqualified) keeps the subquery's columns and the key qualified.
 */

/**
 * The live document's row held until the transaction ends (FOR UPDATE), with the generated PDF and
 * the row's last change (null: no live document has the id).
 */
export async function lockedDocumentFacts(
  executor: Executor,
  documentId: string,
): Promise<{ generatedPdfFileId: string | null; updatedAt: Date } | null> {
  const [row] = await executor
    .select({ generatedPdfFileId: documents.generatedPdfFileId, updatedAt: documents.updatedAt })
    .from(documents)
    .where(and(eq(documents.id, documentId), live(documents)))
    .for("update");
  return row ?? null;
}

/**
 * The live document's parties as a derived table `(id, user_a_id, user_b_id, attorney_a_id,
 * attorney_b_id)` of at most one row (none when it is gone), read under the asker's alias
 * (`from ${livePartiesRow(id)} d`).
 */
export const livePartiesRow = (documentId: SQL): SQL =>
  sql`(select d.id, d.user_a_id, d.user_b_id, d.attorney_a_id, d.attorney_b_id from ${documents} d where d.id = ${documentId} and ${live("d")})`;

/** The live document's partners as one value `{ userAId, userBId }` (null when no live document has the id). */
export const livePartnersOf = (
  documentId: Column | SQL | SQLWrapper,
): SQL<{ userAId: string; userBId: string | null } | null> =>
  sql<{
    userAId: string;
    userBId: string | null;
  } | null>`(${sql`select json_build_object('userAId', ${documents.userAId}, 'userBId', ${documents.userBId}) from ${documents} where ${documents.id} = ${documentId} and ${live(documents)}`})`;

/**
 * The live document with this id as a derived table named `alias` of at most one row: its parties,
 * state, generated PDF and last change, for another statement's `from`.
 */
export const liveDocumentWithId = (documentId: string, alias: string) =>
  new QueryBuilder()
    .select({
      id: documents.id,
      userAId: documents.userAId,
      userBId: documents.userBId,
      attorneyAId: documents.attorneyAId,
      attorneyBId: documents.attorneyBId,
      stateId: documents.stateId,
      generatedPdfFileId: documents.generatedPdfFileId,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), live(documents)))
    .as(alias);
