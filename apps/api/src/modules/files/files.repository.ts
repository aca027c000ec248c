import { files, live, type Database, type Executor, type FileRow } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** A file whose bytes are stored, as its row records it. */
export type NewFile = {
  id: string;
  key: string;
  name: string;
  size: number;
  contentType: string;
  /** The SHA-256 of the bytes, lowercase hex. */
  sha256: string;
  createdById: string | null;
};

export function createFilesRepository(db: Database) {
  return {
    async insertFile(values: NewFile, executor: Executor = db): Promise<FileRow> {
      const [row] = await executor
        .insert(files)
        .values({ ...values, updatedById: values.createdById })
        .returning();
      if (!row) throw new Error("insert into files returned no row");
      return row;
    },

    /** Several files in one statement (a generation's agreement and its separate writings). */
    async insertFiles(values: readonly NewFile[], executor: Executor = db): Promise<FileRow[]> {
      if (values.length === 0) return [];
      return executor
        .insert(files)
        .values(values.map((value) => ({ ...value, updatedById: value.createdById })))
        .returning();
    },

    async findFile(id: string, executor: Executor = db): Promise<FileRow | null> {
      const [row] = await executor
        .select()
        .from(files)
        .where(and(eq(files.id, id), live(files)))
        .limit(1);
      return row ?? null;
    },

    async softDeleteFile(id: string, actorId: string | null, now: Date, executor: Executor = db): Promise<void> {
      await executor.update(files).set({ deletedAt: now, updatedById: actorId }).where(eq(files.id, id));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
