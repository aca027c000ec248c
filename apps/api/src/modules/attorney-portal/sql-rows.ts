import type { Executor } from "@prenup/db";
import type { SQL } from "drizzle-orm";

/** The raw-SQL helpers the attorney portal's repositories and read models share. */

/** A uuid[] parameter (the values are validated uuids). */
export const uuidArray = (values: readonly string[]) => `{${values.join(",")}}`;

export const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

/** The rows of a raw SQL statement. */
export const selectRows = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
  ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
