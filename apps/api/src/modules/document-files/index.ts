/**
 * An agreement's files: uploads by the parties and their attorneys, and the generated PDF and DOCX
 * (linked here by generation). Owns the `document_files` table; bytes go through the files module.
 * One use case per file, each a function of the module's context and its input
 * (`uploadDocumentFile(ctx, documentId, actor, input)`); the routes call them directly.
 */
import type { Executor } from "@prenup/db";
import { attachGeneratedFile, attachGeneratedFiles, type GeneratedFileLink } from "./attach-generated-files.ts";
import type { DocumentFilesContext } from "./document-files.context.ts";

export { createDocumentFilesRepository } from "./document-files.repository.ts";
export type { DocumentFilesContext, DownloadListener, FileActor } from "./document-files.context.ts";
export { DOCUMENT_FILE_MESSAGES } from "./document-files.messages.ts";
export { DOCUMENT_FILE_KINDS, type DocumentFileKind } from "./document-files.schemas.ts";

/**
 * What other modules call: the links of the files a generation or a notarization stored, written in
 * that transaction. Needs only the repository, so the agreement module (which hears of downloads
 * from this module's context) is built on it before that context.
 */
export function documentFilesService(ctx: Pick<DocumentFilesContext, "repository">) {
  return {
    attachGeneratedFile: (input: GeneratedFileLink, executor: Executor) => attachGeneratedFile(ctx, input, executor),
    attachGeneratedFiles: (links: readonly GeneratedFileLink[], executor: Executor) =>
      attachGeneratedFiles(ctx, links, executor),
  };
}

export type DocumentFilesService = ReturnType<typeof documentFilesService>;
