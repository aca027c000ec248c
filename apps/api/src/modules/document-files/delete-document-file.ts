import { DomainError } from "@prenup/domain";
import type { DocumentFilesContext, FileActor } from "./document-files.context.ts";
import { DOCUMENT_FILE_MESSAGES } from "./document-files.messages.ts";
import { GENERATED_KINDS, type DocumentFileKind } from "./document-files.schemas.ts";
import { canDelete, findDocumentFileOrFail } from "./document-file-response.ts";

/**
 * DELETE /documents/{id}/files/{fileId}: an upload, by its uploader or an admin (403 otherwise);
 * generated agreements are the agreement's record (409 FILE_PROTECTED). The link is marked deleted,
 * then the file.
 */
export async function deleteDocumentFile(
  ctx: DocumentFilesContext,
  documentId: string,
  fileId: string,
  actor: FileActor,
): Promise<void> {
  const row = await findDocumentFileOrFail(ctx, documentId, fileId);
  if (GENERATED_KINDS.includes(row.kind as DocumentFileKind))
    throw new DomainError("FILE_PROTECTED", DOCUMENT_FILE_MESSAGES.generatedIsProtected);
  if (!canDelete(row, actor)) throw new DomainError("FORBIDDEN", DOCUMENT_FILE_MESSAGES.notYours);
  await ctx.repository.softDeleteLink(row.linkId, actor.id, ctx.clock.now());
  await ctx.files.removeFile(row, actor.id);
}
