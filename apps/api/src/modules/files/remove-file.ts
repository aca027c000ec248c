import type { Executor } from "@prenup/db";
import { FileStorageError } from "../../integrations/files/index.ts";
import type { FileRecord, FilesContext } from "./files.context.ts";

/** Forgets the file: the row is marked deleted, then the bytes are removed. */
export async function removeFile(
  ctx: FilesContext,
  file: FileRecord,
  actorId: string | null,
  executor?: Executor,
): Promise<void> {
  await ctx.repository.softDeleteFile(file.id, actorId, ctx.clock.now(), executor);
  try {
    await ctx.storage.delete(file.key);
  } catch (error) {
    if (error instanceof FileStorageError) return; // the row is gone; stray bytes are harmless and unreachable
    throw error;
  }
}
