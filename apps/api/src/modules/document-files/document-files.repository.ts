import { documentFiles, type Database, type Executor } from "@prenup/db";
import { and, count, desc, eq } from "drizzle-orm";
import { fileCreatedAt, linkColumns, listed, liveFilesOf } from "./file-columns.ts";

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
      const [rows, [total]] = await Promise.all([
        db
          .select(linkColumns)
          .from(documentFiles)
          .where(where)
          .orderBy(desc(fileCreatedAt), desc(documentFiles.fileId))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(documentFiles).where(where),
      ]);
      return { rows: rows.map(listed), total: total?.value ?? 0 };
    },

    async findDocumentFile(documentId: string, fileId: string) {
      const [row] = await db
        .select(linkColumns)
        .from(documentFiles)
        .where(and(liveFilesOf(documentId), eq(documentFiles.fileId, fileId)))
        .limit(1);
      return row ? listed(row) : null;
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
