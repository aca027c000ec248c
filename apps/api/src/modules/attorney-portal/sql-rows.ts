import { isoTimestamp, type Executor } from "@prenup/db";
import type { SQL } from "drizzle-orm";

/** The raw-SQL helpers the attorney portal's repositories and read models share. */

/** A uuid[] parameter (the values are validated uuids). */
export const uuidArray = (values: readonly string[]) => `{${values.join(",")}}`;

/** A timestamp column of a raw row as the API answers it (`isoTimestamp`). */
export const iso = (value: unknown): string => isoTimestamp(value as string | Date);
export const isoOrNull = (value: unknown): string | null => isoTimestamp(value as string | Date | null);

/** The rows of a raw SQL statement. */
export const selectRows = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
