import { documentFiles, type Database, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import { documentFileCount } from "./document-file-count.read-model.ts";
import { documentFilePage } from "./document-file-page.read-model.ts";
import { documentFile } from "./document-file.read-model.ts";
import { liveFilesOf } from "./file-columns.ts";

export type DocumentFileRow = Awaited<
  ReturnType<ReturnType<typeof createDocumentFilesRepository>["findDocumentFile"]>
> &
  object;

export function createDocumentFilesRepository(db: Database) {
  return {
    async listDocumentFiles(
      documentId: string,
      filter: { kind?: string | undefined },
      page: { limit: number; offset: number },
    ) {
      const where = and(liveFilesOf(documentId), filter.kind ? eq(documentFiles.kind, filter.kind) : undefined);
      const [rows, [total]] = await Promise.all([documentFilePage(db, where, page), documentFileCount(db, where)]);
      return { rows, total: total?.value ?? 0 };
    },

    async findDocumentFile(documentId: string, fileId: string) {
      const [row] = await documentFile(db, documentId, fileId);
      return row ?? null;
    },

    async insertLink(
      values: { documentId: string; fileId: string; kind: string; actorId: string | null },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(documentFiles).values({
        documentId: values.documentId,
        fileId: values.fileId,
        kind: values.kind,
        createdById: values.actorId,
        updatedById: values.actorId,
      });
    },

    async insertLinks(
      values: readonly { documentId: string; fileId: string; kind: string; actorId: string | null }[],
      executor: Executor = db,
    ): Promise<void> {
      if (values.length === 0) return;
      await executor.insert(documentFiles).values(
        values.map((value) => ({
          documentId: value.documentId,
          fileId: value.fileId,
          kind: value.kind,
          createdById: value.actorId,
          updatedById: value.actorId,
        })),
      );
    },

    async softDeleteLink(linkId: string, actorId: string, now: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(documentFiles)
        .set({ deletedAt: now, updatedById: actorId })
        .where(eq(documentFiles.id, linkId));
    },
  };
}

export type DocumentFilesRepository = ReturnType<typeof createDocumentFilesRepository>;
