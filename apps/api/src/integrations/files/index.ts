import { join } from "node:path";
import type { AppConfig } from "../../config.ts";
import { createLocalFileStorage } from "./local.ts";

export { assertStorageKey, FileStorageError, STORAGE_KEY, type FileStorage } from "./file-port.ts";
export { extensionOf, fileNameFor, sniffContentType, SNIFFED_TYPES, type SniffedType } from "./content-type.ts";
export { createLocalFileStorage } from "./local.ts";

/**
 * S3-compatible storage when S3_BUCKET is set, else a local folder: FILES_DIR, else `files` in the
 * API's data folder (API_DATA_DIR, default .data/api). The SDK is loaded only when it is used.
 */
export async function createFileStorage(config: AppConfig, defaultDataDir: string) {
  const { files } = config;
  if (files.s3) {
    const { createS3FileStorage } = await import("./s3.ts");
    return createS3FileStorage(files.s3);
  }
  return createLocalFileStorage(files.dir ?? join(config.dataDir ?? defaultDataDir, "files"));
}
