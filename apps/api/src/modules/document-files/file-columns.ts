import { documentFiles, files, live, users } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** A listed document file: the file's columns (the files module's table), its link and its uploader's name. */
export const listed = {
  id: files.id,
  key: files.key,
  name: files.name,
  size: files.size,
  contentType: files.contentType,
  createdAt: files.createdAt,
  createdById: files.createdById,
  kind: documentFiles.kind,
  linkId: documentFiles.id,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

/** The document's live links to live files. */
export const liveFilesOf = (documentId: string) =>
  and(eq(documentFiles.documentId, documentId), live(documentFiles), live(files));
