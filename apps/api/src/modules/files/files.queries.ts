import { files, live, subquery } from "@prenup/db";
import { type Column, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * What other modules ask of the files table (DESIGN.md, "Data ownership"): fragments another
 * module's statement embeds, keyed by its file-id column.
 */

/** A stored file's text and number columns, as one value. */
export type FileOf = { key: string; name: string; size: number; contentType: string; createdById: string | null };

/** The ids of the live files, as a parenthesised subquery for `inArray(column, liveFileIds())`. */
export const liveFileIds = (): SQL => subquery`select ${files.id} from ${files} where ${live(files)}`;

/** The file as one value `{ key, name, size, contentType, createdById }` (null when no row has the id), deleted files included. */
export const fileOf = (fileId: Column | SQL | SQLWrapper): SQL<FileOf | null> =>
  subquery<FileOf | null>`select json_build_object('key', ${files.key}, 'name', ${files.name}, 'size', ${files.size}, 'contentType', ${files.contentType}, 'createdById', ${files.createdById}) from ${files} where ${files.id} = ${fileId}`;

/** When the file was stored (null when no row has the id), deleted files included. */
export const fileCreatedAtOf = (fileId: Column | SQL | SQLWrapper): SQL<Date | null> =>
  subquery<Date | null>`select ${files.createdAt} from ${files} where ${files.id} = ${fileId}`.mapWith(files.createdAt);

/** Who stored the file (null when no row has the id, or nobody is named), deleted files included. */
export const fileCreatedByIdOf = (fileId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${files.createdById} from ${files} where ${files.id} = ${fileId}`;

/** The live file's storage key (null when no live file has the id). */
export const liveFileKeyOf = (fileId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${files.key} from ${files} where ${files.id} = ${fileId} and ${live(files)}`;
