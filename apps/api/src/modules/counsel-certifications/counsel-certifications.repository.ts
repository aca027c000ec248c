import {
  certifiesCurrentText,
  externalAttorneys,
  latestCommitAt,
  live,
  type Database,
  type Executor,
} from "@prenup/db";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { liveDocumentRow } from "../documents/documents.queries.ts";
import { fileOf, type FileOf } from "../files/files.queries.ts";

/** A certification as the module serves it: the attorney, the signed file and whether it covers the current text. */
export type CertificationRow = {
  id: string;
  userId: string;
  attorneyName: string;
  attorneyEmail: string | null;
  barNumber: string | null;
  barState: string | null;
  fileId: string | null;
  file: FileOf | null;
  sha256: string | null;
  certifiedTextAt: Date | null;
  /** It certifies the agreement's current text (`certifiesCurrentText`). */
  current: boolean;
  createdAt: Date;
};

/** The agreement a certification is recorded on: its partners and its latest commit (the text certified). */
export type CertificationDocumentFacts = {
  userAId: string;
  userBId: string | null;
  /** The latest commit of the agreement's text (`latestCommitAt`); null before the first generation. */
  latestCommitAt: Date | null;
};

const columns = {
  id: externalAttorneys.id,
  userId: externalAttorneys.userId,
  attorneyName: externalAttorneys.name,
  attorneyEmail: externalAttorneys.email,
  barNumber: externalAttorneys.barNumber,
  barState: externalAttorneys.barState,
  fileId: externalAttorneys.certificationFileId,
  file: fileOf(externalAttorneys.certificationFileId),
  sha256: externalAttorneys.certificationSha256,
  certifiedTextAt: externalAttorneys.certifiedTextAt,
  current: sql<boolean>`${certifiesCurrentText(sql`${externalAttorneys.certifiedTextAt}`, latestCommitAt(sql`${externalAttorneys.documentId}`))}`,
  createdAt: externalAttorneys.createdAt,
};

export function createCounselCertificationsRepository(db: Database) {
  return {
    /** The live document's partners and its latest commit, in one statement; null when it is gone. */
    async documentFacts(documentId: string, executor: Executor = db): Promise<CertificationDocumentFacts | null> {
      const result = await executor.execute<{
        user_a_id: string;
        user_b_id: string | null;
        latest_commit_at: string | null;
      }>(
        sql`select d.user_a_id, d.user_b_id, ${latestCommitAt(sql`d.id`)} as latest_commit_at from ${liveDocumentRow(documentId)} d`,
      );
      const row = result.rows[0];
      if (!row) return null;
      return {
        userAId: row.user_a_id,
        userBId: row.user_b_id,
        latestCommitAt: row.latest_commit_at ? new Date(row.latest_commit_at) : null,
      };
    },

    /** The document's live certifications (one per partner at most), oldest first, in one statement. */
    listLive(documentId: string, executor: Executor = db): Promise<CertificationRow[]> {
      return executor
        .select(columns)
        .from(externalAttorneys)
        .where(and(eq(externalAttorneys.documentId, documentId), live(externalAttorneys)))
        .orderBy(asc(externalAttorneys.createdAt), asc(externalAttorneys.id));
    },

    /** One live certification of the document, in one statement; null when there is none by that id. */
    async findLive(documentId: string, id: string, executor: Executor = db): Promise<CertificationRow | null> {
      const [row] = await executor
        .select(columns)
        .from(externalAttorneys)
        .where(
          and(eq(externalAttorneys.id, id), eq(externalAttorneys.documentId, documentId), live(externalAttorneys)),
        );
      return row ?? null;
    },

    /** Withdraws the partner's live certification on the document (none: nothing happens); answers its id. */
    async withdrawLive(
      tx: Executor,
      input: { documentId: string; userId: string; at: Date; byId: string },
    ): Promise<string | null> {
      const rows = await tx
        .update(externalAttorneys)
        .set({ deletedAt: input.at, updatedAt: input.at, updatedById: input.byId })
        .where(
          and(
            eq(externalAttorneys.documentId, input.documentId),
            eq(externalAttorneys.userId, input.userId),
            live(externalAttorneys),
          ),
        )
        .returning({ id: externalAttorneys.id });
      return rows[0]?.id ?? null;
    },

    /** Records a certification (the unique live row per partner and document keeps two writers apart). */
    async insert(tx: Executor, values: typeof externalAttorneys.$inferInsert): Promise<string> {
      const [row] = await tx.insert(externalAttorneys).values(values).returning({ id: externalAttorneys.id });
      return row!.id;
    },
  };
}

export type CounselCertificationsRepository = ReturnType<typeof createCounselCertificationsRepository>;

/**
 * Deletes every counsel record of the documents `documentIds` (both partners', live or withdrawn)
 * and the user's records on no document; answers the signed certifications' files they held. In
 * the caller's transaction.
 */
export async function deleteCertificationsOf(
  executor: Executor,
  userId: string,
  documentIds: readonly string[],
): Promise<string[]> {
  const onNoDocument = and(eq(externalAttorneys.userId, userId), isNull(externalAttorneys.documentId));
  const rows = await executor
    .delete(externalAttorneys)
    .where(
      documentIds.length === 0
        ? onNoDocument
        : or(onNoDocument, inArray(externalAttorneys.documentId, [...documentIds])),
    )
    .returning({ fileId: externalAttorneys.certificationFileId });
  return rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
}
