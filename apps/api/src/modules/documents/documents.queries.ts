import { documentParty, documents, live, partnerOfUser, type Executor, activeDocumentOf, subquery } from "@prenup/db";
import { and, eq, sql, type SQL, desc, type Column, type SQLWrapper, isNotNull } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";

/**
 * What other modules ask of the documents table (DESIGN.md, "Data ownership"): functions that run
 * one statement of their own, and fragments another module's statement embeds. A document row
 * fragment is a derived table `(id, user_a_id, user_b_id, attorney_a_id, attorney_b_id, state_id)` of
 * at most one row, which the
 * asking statement reads from under its own alias (`from ${liveDocumentRow(id)} d`).
 */

/** Who reads a document's rows: the partners, their attorneys' users, or an admin (values, or a prepared statement's parameters). */
export type DocumentReader = { id: string | SQL; isAdmin: boolean | SQL };

const ROW = sql`d.id, d.user_a_id, d.user_b_id, d.attorney_a_id, d.attorney_b_id, d.state_id`;

/** The document's row (id, partners, their attorneys, state), deleted or not; no row when no document has the id. */
export const documentRow = (documentId: string): SQL =>
  subquery`select ${ROW} from ${documents} d where d.id = ${documentId}`;

/** The live document's row (id, partners, their attorneys, state); no row when it is gone. */
export const liveDocumentRow = (documentId: string | SQL): SQL =>
  subquery`select ${ROW} from ${documents} d where d.id = ${documentId} and ${live("d")}`;

/**
 * The live document's row (id, partners, their attorneys, state) when `partyId` is one of its partners and the
 * reader may read it: a partner, either partner's attorney, or an admin; no row otherwise.
 */
export const partyDocumentRow = (documentId: string | SQL, partyId: string | SQL, reader: DocumentReader): SQL =>
  subquery`select ${ROW} from ${documents} d where d.id = ${documentId} and ${live("d")}
    and ${documentParty("d", partyId)}
    and (${reader.isAdmin}::boolean or ${reader.id}::uuid in (d.user_a_id, d.user_b_id, d.attorney_a_id, d.attorney_b_id))`;

/** The other partner's user id on the document (null while they have not joined, or for a non-party). */
export const partnerIdOf = (documentId: string, userId: string): SQL<string | null> =>
  subquery<string | null>`select ${partnerOfUser("d", userId)} from ${documents} d where d.id = ${documentId}`;

/** The partners of a live document (null when it is gone). */
export async function liveDocumentParties(
  executor: Executor,
  documentId: string,
): Promise<{ userAId: string; userBId: string | null } | null> {
  const [row] = await executor
    .select({ userAId: documents.userAId, userBId: documents.userBId })
    .from(documents)
    .where(and(eq(documents.id, documentId), live(documents)));
  return row ?? null;
}

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
      kind: documents.kind,
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
  subquery`select ${documents.id} from ${documents} where ${and(live(documents), documentParty(documents, userId))}`;

/** The user's side of the document ("A" or "B"; null when no row has the id or the user is not a partner of it). */
export const partySideOf = (documentId: Column | SQL | SQLWrapper, userId: string): SQL<"A" | "B" | null> =>
  subquery<
    "A" | "B" | null
  >`select case when ${documents.userAId} = ${userId}::uuid then 'A' when ${documents.userBId} = ${userId}::uuid then 'B' end from ${documents} where ${documents.id} = ${documentId}`;

/** The document's state id (null when no row has the id), deleted documents included. */
export const documentStateIdOf = (documentId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${documents.stateId} from ${documents} where ${documents.id} = ${documentId}`;

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

/** The live document's partners as one value `{ userAId, userBId }` (null when no live document has the id). */
export const livePartnersOf = (
  documentId: Column | SQL | SQLWrapper,
): SQL<{ userAId: string; userBId: string | null } | null> =>
  subquery<{
    userAId: string;
    userBId: string | null;
  } | null>`select json_build_object('userAId', ${documents.userAId}, 'userBId', ${documents.userBId}) from ${documents} where ${documents.id} = ${documentId} and ${live(documents)}`;

/**
 * The live document with this id as a derived table named `alias` of at most one row: its kind,
 * parties, state, generated PDF and last change, for another statement's `from`.
 */
export const liveDocumentWithId = (documentId: string, alias: string) =>
  new QueryBuilder()
    .select({
      id: documents.id,
      kind: documents.kind,
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

/** The ids of the live documents the user is a partner of, oldest first (one statement). */
export async function liveDocumentIdsOf(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: documents.id })
    .from(documents)
    .where(and(live(documents), documentParty(documents, userId)))
    .orderBy(documents.createdAt, documents.id);
  return rows.map((row) => row.id);
}

/** The current generated PDF's file id of each live document the user is a partner of that has one (one statement). */
export async function generatedPdfsOf(
  executor: Executor,
  userId: string,
): Promise<{ documentId: string; fileId: string }[]> {
  const rows = await executor
    .select({ documentId: documents.id, fileId: documents.generatedPdfFileId })
    .from(documents)
    .where(and(live(documents), documentParty(documents, userId), isNotNull(documents.generatedPdfFileId)))
    .orderBy(documents.createdAt, documents.id);
  return rows.flatMap((row) => (row.fileId ? [{ documentId: row.documentId, fileId: row.fileId }] : []));
}

/** The live documents the user is a partner of, each with the other partner (null before one joined), oldest first (one statement). */
export async function partyDocumentsOf(
  executor: Executor,
  userId: string,
): Promise<{ documentId: string; partnerId: string | null }[]> {
  return executor
    .select({ documentId: documents.id, partnerId: partnerOfUser(documents, userId) as SQL<string | null> })
    .from(documents)
    .where(and(live(documents), documentParty(documents, userId)))
    .orderBy(documents.createdAt, documents.id);
}
