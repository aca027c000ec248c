/**
 * Stored files: the `files` table (key, name, size, content type) and their bytes through the file
 * port. Other modules store and read files through `filesService` (agreements, uploads, attorney
 * photos, notarization proofs, the documents behind disclosure entries); none writes the table
 * itself. One use case per file, each a function of the module's context and its input
 * (`prepareFile(ctx, input)`); the module has no routes.
 */
import type { Executor } from "@prenup/db";
import type { FileRecord, FilesContext, PreparedFile } from "./files.context.ts";
import { prepareFile, type FileInput } from "./prepare-file.ts";
import { readFile } from "./read-file.ts";
import { discardBytes } from "./discard-bytes.ts";
import { recordFile } from "./record-file.ts";
import { recordFiles } from "./record-files.ts";
import { removeFile } from "./remove-file.ts";
import { storeArchive } from "./store-archive.ts";
import { storeFile } from "./store-file.ts";

export { createFilesRepository } from "./files.repository.ts";
export type { FileRecord, FilesContext, PreparedFile } from "./files.context.ts";
export { FILE_MESSAGES } from "./files.messages.ts";
export type { FileInput } from "./prepare-file.ts";

/**
 * What other modules call, on the context its manifest built: each name is the use case of
 * the same name, and `storageName` the file port's.
 */
export function filesService(ctx: FilesContext) {
  return {
    storageName: ctx.storage.name,
    prepareFile: (input: FileInput): Promise<PreparedFile> => prepareFile(ctx, input),
    recordFile: (file: PreparedFile, executor?: Executor): Promise<FileRecord> => recordFile(ctx, file, executor),
    recordFiles: (prepared: readonly PreparedFile[], executor?: Executor): Promise<FileRecord[]> =>
      recordFiles(ctx, prepared, executor),
    storeFile: (input: FileInput, executor?: Executor): Promise<FileRecord> => storeFile(ctx, input, executor),
    storeArchive: (input: { bytes: Uint8Array; name: string; actorId: string | null }, executor?: Executor) =>
      storeArchive(ctx, input, executor),
    findFile: (id: string, executor?: Executor) => ctx.repository.findFile(id, executor),
    readFile: (file: FileRecord): Promise<Uint8Array> => readFile(ctx, file),
    removeFile: (file: FileRecord, actorId: string | null, executor?: Executor): Promise<void> =>
      removeFile(ctx, file, actorId, executor),
    discardBytes: (keys: string[]): Promise<void> => discardBytes(ctx, keys),
  };
}

export type FilesService = ReturnType<typeof filesService>;
