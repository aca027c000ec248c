import type { DocumentFilesContext, FileActor } from "./document-files.context.ts";
import type { DocumentFileKind } from "./document-files.schemas.ts";
import { toDocumentFileResponse } from "./document-file-response.ts";

/** GET /documents/{id}/files: the agreement's files, newest first, a page at a time. */
export async function listDocumentFiles(
  ctx: DocumentFilesContext,
  documentId: string,
  actor: FileActor,
  query: { page: number; pageSize: number; kind?: DocumentFileKind | undefined },
) {
  const { rows, total } = await ctx.repository.listDocumentFiles(documentId, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => toDocumentFileResponse(row, actor)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
