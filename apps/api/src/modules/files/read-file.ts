import { DomainError } from "@prenup/domain";
import type { FileRecord, FilesContext } from "./files.context.ts";
import { FILE_MESSAGES, storageUnavailable } from "./files.messages.ts";

/** The file's bytes; 404 when the row or the bytes are gone. */
export async function readFile(ctx: FilesContext, file: FileRecord): Promise<Uint8Array> {
  let bytes: Uint8Array | null;
  try {
    bytes = await ctx.storage.get(file.key);
  } catch (error) {
    throw storageUnavailable(error);
  }
  if (!bytes) throw new DomainError("FILE_NOT_FOUND", FILE_MESSAGES.notFound);
  return bytes;
}
