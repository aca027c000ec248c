import { financialEntryDocuments, live, type Database, type Executor } from "@prenup/db";
import type { DisclosureKind } from "@prenup/domain";
import { and, count, eq, sql } from "drizzle-orm";
import { partyDocumentRow } from "../documents/documents.queries.ts";
import { liveFileKeyOf } from "../files/files.queries.ts";
import type { Viewer } from "./document-disclosure.repository.ts";
import { KIND_CONFIG } from "./entry-kinds.ts";

/** A document attached to an entry, as stored. */
export type EntryDocumentRow = typeof financialEntryDocuments.$inferSelect;

/**
 * The statements of the documents behind the entries (`financial_entry_documents`); the entries'
 * reads serve their documents in their own statements (`ENTRY_DOCUMENTS`).
 */
export function createEntryDocumentsRepository(db: Database) {
  return {
    /**
     * How many live documents an entry holds, read by a statement of its own: run after the entry's
     * row lock was granted, it sees every attachment committed by the writers the lock waited behind
     * (the locking statement's own snapshot was taken before the wait, under READ COMMITTED).
     */
    async countEntryDocuments(tx: Executor, entryId: string): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(financialEntryDocuments)
        .where(and(eq(financialEntryDocuments.entryId, entryId), live(financialEntryDocuments)));
      return Number(row?.value ?? 0);
    },

    /** A document attached to an entry (in the transaction that records its file). */
    async insertEntryDocument(tx: Executor, values: typeof financialEntryDocuments.$inferInsert) {
      const [row] = await tx.insert(financialEntryDocuments).values(values).returning();
      return row!;
    },

    /** Detaches a document from its entry (soft delete: a version that listed it keeps its name and hash). */
    async softDeleteEntryDocument(tx: Executor, input: { id: string; at: Date; byId: string }) {
      await tx
        .update(financialEntryDocuments)
        .set({ deletedAt: input.at, updatedAt: input.at, updatedById: input.byId })
        .where(eq(financialEntryDocuments.id, input.id));
    },

    /**
     * A document of a live entry on a document the viewer may read, with its file's storage key, in
     * ONE statement; null when the viewer may not read the document, `attachment` null when there is
     * no such document (404 either way).
     */
    async findEntryDocument(
      kind: DisclosureKind,
      input: { ownerId: string; documentId: string; entryId: string; attachmentId: string; viewer: Viewer },
    ) {
      const table = sql.identifier(KIND_CONFIG[kind].sqlName);
      const result = await db.execute<{
        attachment: {
          id: string;
          file_id: string;
          file_name: string;
          content_type: string;
          size: number | string;
          key: string | null;
          created_at: string;
        } | null;
      }>(sql`
        select (select json_build_object('id', fd.id, 'file_id', fd.file_id, 'file_name', fd.file_name,
              'content_type', fd.content_type, 'size', fd.size, 'key', ${liveFileKeyOf(sql`fd.file_id`)}, 'created_at', fd.created_at)
            from financial_entry_documents fd
            join ${table} e on e.id = fd.entry_id and e.document_id = d.id and e.user_id = ${input.ownerId}
              and ${live("e")}
            where fd.id = ${input.attachmentId} and fd.entry_id = ${input.entryId} and ${live("fd")}) as attachment
        from ${partyDocumentRow(input.documentId, input.ownerId, input.viewer)} d`);
      return result.rows[0] ?? null;
    },
  };
}
