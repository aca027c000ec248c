import { DomainError } from "@prenup/domain";
import type { DocumentFilesContext, FileActor } from "./document-files.context.ts";
import { DOCUMENT_FILE_MESSAGES } from "./document-files.messages.ts";
import type { DocumentFilesRepository } from "./document-files.repository.ts";
import { GENERATED_KINDS, type DocumentFileKind, type DocumentFileResponse } from "./document-files.schemas.ts";

type ListedFile = NonNullable<Awaited<ReturnType<DocumentFilesRepository["findDocumentFile"]>>>;

/** Whether the actor may delete the file: an upload, by its uploader or an admin; never a generated file. */
export function canDelete(row: { kind: string; createdById: string | null }, actor: FileActor): boolean {
  return !GENERATED_KINDS.includes(row.kind as DocumentFileKind) && (actor.isAdmin || row.createdById === actor.id);
}

/** A document file as the actor sees it (who uploaded it, whether they may delete it). */
export function toDocumentFileResponse(row: ListedFile, actor: FileActor): DocumentFileResponse {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    kind: row.kind as DocumentFileKind,
    createdAt: row.createdAt.toISOString(),
    uploadedBy:
      row.createdById && !GENERATED_KINDS.includes(row.kind as DocumentFileKind)
        ? {
            id: row.createdById,
            name: [row.uploaderFirstName, row.uploaderLastName].filter(Boolean).join(" ") || "Someone",
          }
        : null,
    canDelete: canDelete(row, actor),
  };
}

/** The document's live file, or 404 FILE_NOT_FOUND. */
export async function findDocumentFileOrFail(
  ctx: DocumentFilesContext,
  documentId: string,
  fileId: string,
): Promise<ListedFile> {
  const row = await ctx.repository.findDocumentFile(documentId, fileId);
  if (!row) throw new DomainError("FILE_NOT_FOUND", DOCUMENT_FILE_MESSAGES.notFound);
  return row;
}
