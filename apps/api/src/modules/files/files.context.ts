import type { FileRow } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { FileStorage } from "../../integrations/files/index.ts";
import type { FilesRepository, NewFile } from "./files.repository.ts";

/**
 * What every use case of the files module runs with: built once by its manifest's `build` and passed
 * as the first argument (`prepareFile(ctx, input)`).
 */
export type FilesContext = {
  repository: FilesRepository;
  /** Where the bytes live (the file port). */
  storage: FileStorage;
  clock: Clock;
};

export type FileRecord = Pick<FileRow, "id" | "key" | "name" | "size" | "contentType" | "createdAt" | "createdById">;
/** Bytes stored under a new key (with their SHA-256), not yet recorded. */
export type PreparedFile = NewFile;
