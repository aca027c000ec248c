import { documentFiles, files, users, type Database } from "@prenup/db";
import { and, eq } from "drizzle-orm";
import { listed, liveFilesOf } from "./file-columns.ts";

/** The document's live file with its uploader's name (no row: not linked, or gone). */
export function documentFile(db: Database, documentId: string, fileId: string) {
  return db
    .select(listed)
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .leftJoin(users, eq(users.id, files.createdById))
    .where(and(liveFilesOf(documentId), eq(documentFiles.fileId, fileId)))
    .limit(1);
}
