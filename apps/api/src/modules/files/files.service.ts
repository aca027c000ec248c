import { createHash, randomUUID } from "node:crypto";
import type { Executor, FileRow } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import {
  extensionOf,
  fileNameFor,
  FileStorageError,
  sniffContentType,
  type FileStorage,
  type SniffedType,
} from "../../integrations/files/index.ts";
import type { FilesRepository, NewFile } from "./files.repository.ts";

export const FILE_MESSAGES = {
  tooLarge: (limit: number) => `The file is too large: the limit is ${Math.floor(limit / (1024 * 1024))} MB.`,
  notAllowed: "This kind of file cannot be stored here. Upload a PDF, PNG or JPEG file.",
  empty: "The file is empty.",
  notFound: "File not found",
  unavailable: "File storage is unavailable right now. Please try again in a moment.",
} as const;

export type FileRecord = Pick<FileRow, "id" | "key" | "name" | "size" | "contentType" | "createdAt" | "createdById">;
/** Bytes stored under a new key (with their SHA-256), not yet recorded. */
export type PreparedFile = NewFile;

function unavailable(error: unknown): DomainError {
  return new DomainError("FILE_STORAGE_UNAVAILABLE", FILE_MESSAGES.unavailable, { cause: error });
}

/**
 * Stored files: the `files` rows and their bytes through the file port. Every file gets a key made
 * here, its type read from its bytes and checked against what the caller accepts, a size limit,
 * and its name's extension (and its key's) from that type, never the caller's.
 */
export function createFilesService(deps: { repository: FilesRepository; storage: FileStorage; clock: Clock }) {
  const { repository, storage, clock } = deps;
  return {
    storageName: storage.name,

    /**
     * Checks and stores the bytes under a new key; the row is written by `recordFile` (in the
     * caller's transaction). Bytes first: a failed transaction leaves unreferenced bytes (removed
     * with `discardBytes`), never a row without bytes.
     */
    async prepareFile(input: {
      bytes: Uint8Array;
      name: string;
      actorId: string | null;
      allowedTypes: readonly SniffedType[];
      maxBytes: number;
    }): Promise<PreparedFile> {
      if (input.bytes.length === 0) throw DomainError.invalidField("file", FILE_MESSAGES.empty);
      if (input.bytes.length > input.maxBytes)
        throw new DomainError("FILE_TOO_LARGE", FILE_MESSAGES.tooLarge(input.maxBytes));
      const contentType = sniffContentType(input.bytes);
      if (!contentType || !input.allowedTypes.includes(contentType))
        throw new DomainError("FILE_TYPE_NOT_ALLOWED", FILE_MESSAGES.notAllowed);
      const now = clock.now();
      const id = randomUUID();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${id}.${extensionOf(contentType)}`;
      try {
        await storage.put(key, input.bytes, contentType);
      } catch (error) {
        throw unavailable(error);
      }
      return {
        id,
        key,
        name: fileNameFor(input.name, contentType),
        size: input.bytes.length,
        contentType,
        sha256: createHash("sha256").update(input.bytes).digest("hex"),
        createdById: input.actorId,
      };
    },

    recordFile: (file: PreparedFile, executor?: Executor): Promise<FileRecord> => repository.insertFile(file, executor),

    /** Records several prepared files in one statement (in the caller's transaction). */
    recordFiles: (prepared: readonly PreparedFile[], executor?: Executor): Promise<FileRecord[]> =>
      repository.insertFiles([...prepared], executor),

    /** Stores the bytes and records the file at once. */
    async storeFile(
      input: {
        bytes: Uint8Array;
        name: string;
        actorId: string | null;
        allowedTypes: readonly SniffedType[];
        maxBytes: number;
      },
      executor?: Executor,
    ): Promise<FileRecord> {
      const prepared = await this.prepareFile(input);
      try {
        return await repository.insertFile(prepared, executor);
      } catch (error) {
        await storage.delete(prepared.key).catch(() => undefined);
        throw error;
      }
    },

    findFile: (id: string, executor?: Executor) => repository.findFile(id, executor),

    /** The file's bytes; 404 when the row or the bytes are gone. */
    async readFile(file: FileRecord): Promise<Uint8Array> {
      let bytes: Uint8Array | null;
      try {
        bytes = await storage.get(file.key);
      } catch (error) {
        throw unavailable(error);
      }
      if (!bytes) throw new DomainError("FILE_NOT_FOUND", FILE_MESSAGES.notFound);
      return bytes;
    },

    /** Forgets the file: the row is marked deleted, then the bytes are removed. */
    async removeFile(file: FileRecord, actorId: string | null, executor?: Executor): Promise<void> {
      await repository.softDeleteFile(file.id, actorId, clock.now(), executor);
      try {
        await storage.delete(file.key);
      } catch (error) {
        if (error instanceof FileStorageError) return; // the row is gone; stray bytes are harmless and unreachable
        throw error;
      }
    },

    /** Removes bytes written for a transaction that then failed. */
    async discardBytes(keys: string[]): Promise<void> {
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
