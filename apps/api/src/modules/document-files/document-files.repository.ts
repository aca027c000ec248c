import { documentFiles, files, live, users, type Database, type Executor } from "@prenup/db";
import { and, count, desc, eq } from "drizzle-orm";

const listed = {
  id: files.id,
  key: files.key,
  name: files.name,
  size: files.size,
  contentType: files.contentType,
  createdAt: files.createdAt,
  createdById: files.createdById,
  kind: documentFiles.kind,
  linkId: documentFiles.id,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

export type DocumentFileRow = Awaited<
  ReturnType<ReturnType<typeof createDocumentFilesRepository>["findDocumentFile"]>
> &
  object;

export function createDocumentFilesRepository(db: Database) {
  const liveFilesOf = (documentId: string) =>
    and(eq(documentFiles.documentId, documentId), live(documentFiles), live(files));
  return {
    async listDocumentFiles(
      documentId: string,
      filter: { kind?: string | undefined },
      page: { limit: number; offset: number },
    ) {
      const where = and(liveFilesOf(documentId), filter.kind ? eq(documentFiles.kind, filter.kind) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select(listed)
          .from(documentFiles)
          .innerJoin(files, eq(files.id, documentFiles.fileId))
          .leftJoin(users, eq(users.id, files.createdById))
          .where(where)
          .orderBy(desc(files.createdAt), desc(files.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(documentFiles)
          .innerJoin(files, eq(files.id, documentFiles.fileId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findDocumentFile(documentId: string, fileId: string) {
      const [row] = await db
        .select(listed)
        .from(documentFiles)
        .innerJoin(files, eq(files.id, documentFiles.fileId))
        .leftJoin(users, eq(users.id, files.createdById))
        .where(and(liveFilesOf(documentId), eq(documentFiles.fileId, fileId)))
        .limit(1);
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
