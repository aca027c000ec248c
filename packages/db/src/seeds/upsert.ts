import { and, getTableColumns, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../client.ts";
import { live } from "../rules.ts";

export type UpsertOptions = {
  /**
   * Columns a user may edit (terms' `value`, say): they are overwritten only while the row's
   * `updated_by_id` is null, i.e. while no user has edited the row since a seed wrote it. The other
   * mentioned columns (deleted_at included) are still written.
   */
  keepUserEdits?: readonly string[];
};

function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

/**
 * Insert rows, or update the existing row with the same id — but only when a value differs, so
 * re-running a seed leaves rows (and their updated_at) exactly as they were.
 * Columns a row does not mention are left alone on update.
 */
export async function upsertById<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T["$inferInsert"][],
  options: UpsertOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(table);
  const idColumn = columns["id"];
  if (idColumn === undefined) throw new Error("upsertById needs a table with an id column");
  const keepUserEdits = new Set(options.keepUserEdits ?? []);
  const editorColumn = columns["updatedById"];
  if (keepUserEdits.size > 0 && editorColumn === undefined)
    throw new Error("keepUserEdits needs a table with an updated_by_id column");
  const mentioned = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row as object)) mentioned.add(key);
  mentioned.delete("id");
  const set: Record<string, SQL> = {};
  const differs: SQL[] = [];
  for (const key of mentioned) {
    const column = columns[key];
    if (column === undefined) throw new Error(`Unknown column ${key}`);
    const incoming = sql.raw(`excluded."${column.name}"`);
    if (keepUserEdits.has(key) && editorColumn !== undefined) {
      set[key] = sql`case when ${editorColumn} is null then ${incoming} else ${column} end`;
      differs.push(sql`(${editorColumn} is null and ${column} is distinct from ${incoming})`);
    } else {
      set[key] = incoming;
      differs.push(sql`${column} is distinct from ${incoming}`);
    }
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

/** Which rows a sync may delete: those whose every listed column holds one of the listed ids. */
export type SyncScope = readonly (readonly [column: PgColumn, ids: readonly string[]])[];

function rowIds(rows: readonly unknown[], caller: string): string[] {
  const ids = rows.map((row) => (row as { id?: unknown }).id);
  if (ids.some((id) => typeof id !== "string")) throw new Error(`${caller} needs every row to carry its id`);
  return ids as string[];
}

/**
 * Make the rows of `table` inside `scope` exactly `rows`: first delete the in-scope rows whose id is
 * not among `rows`, then upsert `rows` (as `upsertById`). Deleting first means a stale row never
 * blocks a new one on a unique constraint. A row is in scope when, for every `[column, ids]` of the
 * scope, its column holds one of the ids — so a link row that touches a row outside the scope (for
 * example an option an admin created) is left alone. With the same input a second run changes nothing.
 */
export async function syncRows<T extends PgTable>(
  db: Executor,
  table: T,
  scope: SyncScope,
  rows: T["$inferInsert"][],
): Promise<void> {
  const keep = rowIds(rows, "syncRows");
  if (scope.length === 0) throw new Error("syncRows needs a scope");
  if (scope.every(([, ids]) => ids.length > 0)) {
    const idColumn = columnsOf(table)["id"];
    if (idColumn === undefined) throw new Error("syncRows needs a table with an id column");
    const conditions = scope.map(([column, ids]) => inArray(column, [...new Set(ids)]));
    if (keep.length > 0) conditions.push(notInArray(idColumn, keep));
    await db.delete(table).where(and(...conditions));
  }
  await upsertById(db, table, rows);
}

/**
 * Make the rows of `table` that belong to `parentIds` (through `parentColumn`) exactly `rows`:
 * `syncRows` with a one-column scope. Rows of other parents (for example ones an admin created)
 * are left alone.
 */
export async function syncChildRows<T extends PgTable>(
  db: Executor,
  table: T,
  parentColumn: PgColumn,
  parentIds: readonly string[],
  rows: T["$inferInsert"][],
): Promise<void> {
  await syncRows(db, table, [[parentColumn, parentIds]], rows);
}

/**
 * Soft-delete (set `deleted_at`) the rows among `ownedIds` that are not in `keepIds` and not
 * already deleted. For seeded rows other rows may point at (answers, history, purchases), where a
 * hard delete would break or lose them; `upsertById` with `deletedAt: null` undeletes a row that comes back.
 */
export async function softDeleteMissing(
  db: Executor,
  table: PgTable,
  ownedIds: readonly string[],
  keepIds: readonly string[],
): Promise<void> {
  const keep = new Set(keepIds);
  const gone = [...new Set(ownedIds)].filter((id) => !keep.has(id));
  if (gone.length === 0) return;
  const columns = columnsOf(table);
  const idColumn = columns["id"];
  const deletedAt = columns["deletedAt"];
  if (idColumn === undefined || deletedAt === undefined)
    throw new Error("softDeleteMissing needs a table with id and deleted_at columns");
  await db
    .update(table)
    .set({ deletedAt: new Date() } as never)
    .where(and(inArray(idColumn, gone), live({ deletedAt })));
}
