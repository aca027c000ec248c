/**
 * Stored files: the `files` table (key, name, size, content type) and their bytes through the file
 * port. Other modules store and read files through this service (agreements, uploads, and later
 * attorney photos and notarization proofs); none writes the table itself.
 */
export { createFilesRepository } from "./files.repository.ts";
export {
  createFilesService,
  FILE_MESSAGES,
  type FileRecord,
  type FilesService,
  type PreparedFile,
} from "./files.service.ts";
