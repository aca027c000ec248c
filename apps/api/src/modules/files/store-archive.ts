import { createHash, randomUUID } from "node:crypto";
import type { Executor } from "@prenup/db";
import type { FileRecord, FilesContext } from "./files.context.ts";
import { storageUnavailable } from "./files.messages.ts";

const ZIP_TYPE = "application/zip";

/**
 * Stores a ZIP the server built itself (a user's data export) and records the file at once. Its
 * type is the server's, not read from the bytes as an upload's is (uploads never take ZIPs); a row
 * that cannot be written removes the bytes.
 */
export async function storeArchive(
  ctx: FilesContext,
  input: { bytes: Uint8Array; name: string; actorId: string | null },
  executor?: Executor,
): Promise<FileRecord> {
  const now = ctx.clock.now();
  const id = randomUUID();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${id}.zip`;
  try {
    await ctx.storage.put(key, input.bytes, ZIP_TYPE);
  } catch (error) {
    throw storageUnavailable(error);
  }
  const prepared = {
    id,
    key,
    name: input.name,
    size: input.bytes.length,
    contentType: ZIP_TYPE,
    sha256: createHash("sha256").update(input.bytes).digest("hex"),
    createdById: input.actorId,
  };
  try {
    return await ctx.repository.insertFile(prepared, executor);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
