/**
 * An agreement's files: uploads by the parties and their attorneys, and the generated PDF and DOCX
 * (linked here by generation). Owns the `document_files` table; bytes go through the files module.
 */
export { registerDocumentFilesRoutes, contentDisposition } from "./document-files.routes.ts";
export { createDocumentFilesRepository } from "./document-files.repository.ts";
export {
  createDocumentFilesService,
  createGeneratedFileLinks,
  DOCUMENT_FILE_MESSAGES,
  type DocumentFilesService,
  type DownloadListener,
  type FileActor,
} from "./document-files.service.ts";
export { DOCUMENT_FILE_KINDS, type DocumentFileKind } from "./document-files.schemas.ts";
