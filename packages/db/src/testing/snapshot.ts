import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";
import * as schema from "../schema/index.ts";

/** Every table of the schema. */
export const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Every row of the given tables, ordered, as text, by table name: equal snapshots mean nothing changed. */
export async function snapshotTables(db: Database, tables: readonly PgTable[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await db.execute<{ row: string }>(sql`select t::text as row from ${table} t order by 1`);
    result[getTableName(table)] = rows.rows.map((r) => r.row);
  }
  return result;
}
