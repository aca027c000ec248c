import type { Executor } from "@prenup/db";
import type { FileRecord, FilesContext } from "./files.context.ts";
import { prepareFile, type FileInput } from "./prepare-file.ts";

/** Stores the bytes and records the file at once; a row that cannot be written removes the bytes. */
export async function storeFile(ctx: FilesContext, input: FileInput, executor?: Executor): Promise<FileRecord> {
  const prepared = await prepareFile(ctx, input);
  try {
    return await ctx.repository.insertFile(prepared, executor);
  } catch (error) {
    await ctx.storage.delete(prepared.key).catch(() => undefined);
    throw error;
  }
}
