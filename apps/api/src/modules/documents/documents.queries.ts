import { activeDocumentOf, documentParty, documents, live, type Executor } from "@prenup/db";
import { and, desc, type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";

/**
 * What other modules ask of the documents table (DESIGN.md, "Data ownership"): functions that run
 * one statement of their own, and fragments another module's statement embeds.
 */

/**
 * The user's latest active document (at most one row) as a derived table `active_document` of its
 * id, partners, state and approvals, for the asking statement's `from`: its columns keep their types.
 */
export const latestActiveDocument = (userId: string) =>
  new QueryBuilder()
    .select({
      id: documents.id,
      userAId: documents.userAId,
      userBId: documents.userBId,
      stateId: documents.stateId,
      attorneyAApprovedAt: documents.attorneyAApprovedAt,
      attorneyBApprovedAt: documents.attorneyBApprovedAt,
      finalizedAt: documents.finalizedAt,
    })
    .from(documents)
    .where(activeDocumentOf(documents, userId))
    .orderBy(desc(documents.createdAt))
    .limit(1)
    .as("active_document");

/** The id of the user's latest active document (null: none). */
export async function latestActiveDocumentId(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: documents.id })
    .from(documents)
    .where(activeDocumentOf(documents, userId))
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The ids of the live documents the user is a partner of, as a subquery for `inArray`. */
export const liveDocumentIdsOfParty = (userId: string): SQL =>
  sql`(select ${documents.id} from ${documents} where ${and(live(documents), documentParty(documents, userId))})`;

/** The document's state id (null when no row has the id), deleted documents included. */
export const documentStateIdOf = (documentId: Column | SQL | SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${documents.stateId} from ${documents} where ${documents.id} = ${documentId})`;
