import type { Executor } from "@prenup/db";
import type { FileRecord, FilesContext, PreparedFile } from "./files.context.ts";

/** Records several prepared files in one statement (in the caller's transaction). */
export function recordFiles(
  ctx: FilesContext,
  prepared: readonly PreparedFile[],
  executor?: Executor,
): Promise<FileRecord[]> {
  return ctx.repository.insertFiles([...prepared], executor);
}
