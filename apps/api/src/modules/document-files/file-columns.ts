import { documentFiles, live } from "@prenup/db";
import { and, eq, inArray } from "drizzle-orm";
import { type FileOf, fileCreatedAtOf, fileCreatedByIdOf, fileOf, liveFileIds } from "../files/files.queries.ts";
import { personOf } from "../users/users.queries.ts";

/** When the linked file was stored (the files module's column): the list's order. */
export const fileCreatedAt = fileCreatedAtOf(documentFiles.fileId);

/** A document file's link, with its file's columns and its uploader's name, as the statement gives them. */
export const linkColumns = {
  id: documentFiles.fileId,
  kind: documentFiles.kind,
  linkId: documentFiles.id,
  file: fileOf(documentFiles.fileId),
  createdAt: fileCreatedAt,
  uploader: personOf(fileCreatedByIdOf(documentFiles.fileId)),
};

type LinkRow = {
  id: string;
  kind: string;
  linkId: string;
  file: FileOf | null;
  createdAt: Date | null;
  uploader: { firstName: string | null; lastName: string | null } | null;
};

/** A listed document file: the file's columns, its link and its uploader's name. */
export function listed(row: LinkRow) {
  // The filter keeps only links to live files, so the file's columns are there.
  const file = row.file!;
  return {
    id: row.id,
    key: file.key,
    name: file.name,
    size: file.size,
    contentType: file.contentType,
    createdAt: row.createdAt!,
    createdById: file.createdById,
    kind: row.kind,
    linkId: row.linkId,
    uploaderFirstName: row.uploader?.firstName ?? null,
    uploaderLastName: row.uploader?.lastName ?? null,
  };
}

/** The document's live links to live files. */
export const liveFilesOf = (documentId: string) =>
  and(eq(documentFiles.documentId, documentId), live(documentFiles), inArray(documentFiles.fileId, liveFileIds()));
