import type { Executor } from "@prenup/db";
import type { FileRecord, FilesContext, PreparedFile } from "./files.context.ts";

/** Records a prepared file's row (in the caller's transaction). */
export function recordFile(ctx: FilesContext, file: PreparedFile, executor?: Executor): Promise<FileRecord> {
  return ctx.repository.insertFile(file, executor);
}
