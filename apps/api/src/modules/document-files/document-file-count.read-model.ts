import { documentFiles, files, type Database } from "@prenup/db";
import { count, eq, type SQL } from "drizzle-orm";

/** How many of the document's links to files match `where`. */
export function documentFileCount(db: Database, where: SQL | undefined) {
  return db
    .select({ value: count() })
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .where(where);
}
