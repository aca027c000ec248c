import type { DocumentFilesContext, FileActor } from "./document-files.context.ts";
import type { DocumentFileKind } from "./document-files.schemas.ts";
import { findDocumentFileOrFail } from "./document-file-response.ts";

/** A download: the bytes, the name to save them under and what they are. */
export type FileDownload = {
  bytes: Uint8Array;
  name: string;
  contentType: string;
  kind: DocumentFileKind;
  fileId: string;
};

/** GET /documents/{id}/files/{fileId}: the file's bytes; the download listener hears of it. */
export async function downloadDocumentFile(
  ctx: DocumentFilesContext,
  documentId: string,
  fileId: string,
  actor: FileActor,
): Promise<FileDownload> {
  const row = await findDocumentFileOrFail(ctx, documentId, fileId);
  const bytes = await ctx.files.readFile(row);
  const kind = row.kind as DocumentFileKind;
  if (ctx.onDownload) await ctx.onDownload({ documentId, fileId, kind, actorId: actor.id });
  return { bytes, name: row.name, contentType: row.contentType, kind, fileId };
}
