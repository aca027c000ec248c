import { documentFiles, files, users, type Database } from "@prenup/db";
import { desc, eq, type SQL } from "drizzle-orm";
import { listed } from "./file-columns.ts";

/** One page of the document's files, newest first, with their uploaders' names. */
export function documentFilePage(db: Database, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db
    .select(listed)
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .leftJoin(users, eq(users.id, files.createdById))
    .where(where)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(page.limit)
    .offset(page.offset);
}
