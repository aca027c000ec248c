import { and, getTableColumns, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../client.ts";

/**
 * Insert rows, or update the existing row with the same id — but only when a value differs, so
 * re-running a seed leaves rows (and their updated_at) exactly as they were.
 * Columns a row does not mention are left alone on update.
 */
export async function upsertById<T extends PgTable>(db: Executor, table: T, rows: T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns["id"];
  if (idColumn === undefined) throw new Error("upsertById needs a table with an id column");
  const mentioned = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row as object)) mentioned.add(key);
  mentioned.delete("id");
  const set: Record<string, SQL> = {};
  const differs: SQL[] = [];
  for (const key of mentioned) {
    const column = columns[key];
    if (column === undefined) throw new Error(`Unknown column ${key}`);
    set[key] = sql.raw(`excluded."${column.name}"`);
    differs.push(sql`${column} is distinct from ${sql.raw(`excluded."${column.name}"`)}`);
  }
  const chunkSize = 500;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const insert = db.insert(table).values(chunk as never);
    if (differs.length === 0) {
      await insert.onConflictDoNothing({ target: idColumn });
    } else {
      await insert.onConflictDoUpdate({ target: idColumn, set: set as never, setWhere: sql.join(differs, sql` or `) });
    }
  }
}

/**
 * Make the rows of `table` that belong to `parentIds` (through `parentColumn`) exactly `rows`:
 * upsert them (as `upsertById`), then delete the rows of those parents whose id is not among them.
 * Rows of other parents (for example ones an admin created) are left alone. With the same input a
 * second run changes nothing.
 */
export async function syncChildRows<T extends PgTable>(
  db: Executor,
  table: T,
  parentColumn: PgColumn,
  parentIds: readonly string[],
  rows: T["$inferInsert"][],
): Promise<void> {
  await upsertById(db, table, rows);
  if (parentIds.length === 0) return;
  const idColumn = (getTableColumns(table) as Record<string, PgColumn>)["id"];
  if (idColumn === undefined) throw new Error("syncChildRows needs a table with an id column");
  const keep = rows.map((row) => (row as { id?: unknown }).id);
  if (keep.some((id) => typeof id !== "string")) throw new Error("syncChildRows needs every row to carry its id");
  const parents = [...new Set(parentIds)];
  await db
    .delete(table)
    .where(keep.length === 0 ? inArray(parentColumn, parents) : and(inArray(parentColumn, parents), notInArray(idColumn, keep as string[])));
}
