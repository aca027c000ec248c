import { DomainError } from "@prenup/domain";
import { isForeignKeyViolation } from "../../db/db-errors.ts";
import type { DocumentFilesContext, FileActor } from "./document-files.context.ts";
import { DOCUMENT_FILE_MESSAGES } from "./document-files.messages.ts";
import type { DocumentFileKind, DocumentFileResponse } from "./document-files.schemas.ts";
import { findDocumentFileOrFail, toDocumentFileResponse } from "./document-file-response.ts";

const UPLOAD_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;

/**
 * POST /documents/{id}/files: the bytes first, then the file's row and its link in one transaction:
 * a link that fails (an id that names no agreement) leaves no row, and the bytes are discarded.
 */
export async function uploadDocumentFile(
  ctx: DocumentFilesContext,
  documentId: string,
  actor: FileActor,
  input: { bytes: Uint8Array; name: string; kind: DocumentFileKind },
): Promise<DocumentFileResponse> {
  const prepared = await ctx.files.prepareFile({
    bytes: input.bytes,
    name: input.name,
    actorId: actor.id,
    allowedTypes: UPLOAD_TYPES,
    maxBytes: ctx.uploadLimitBytes,
  });
  try {
    await ctx.db.transaction(async (tx) => {
      const file = await ctx.files.recordFile(prepared, tx);
      await ctx.repository.insertLink({ documentId, fileId: file.id, kind: input.kind, actorId: actor.id }, tx);
    });
  } catch (error) {
    await ctx.files.discardBytes([prepared.key]);
    if (isForeignKeyViolation(error))
      throw new DomainError("DOCUMENT_NOT_FOUND", DOCUMENT_FILE_MESSAGES.documentNotFound);
    throw error;
  }
  return toDocumentFileResponse(await findDocumentFileOrFail(ctx, documentId, prepared.id), actor);
}
