import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client.ts";
import type { Schema } from "./client.ts";

/** The folder holding the committed drizzle-kit migrations. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations");

// Any fixed 64-bit number: every process migrating the same PostgreSQL database takes this lock.
const MIGRATION_LOCK_KEY = 724_150_311;

/** Apply the committed migrations that have not run yet (safe to call on every start). */
export async function migrate(database: DatabaseHandle): Promise<void> {
  if (database.driver === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // Several API instances or test workers may start at once: serialise them on an advisory lock.
  const db = database.db as unknown as NodePgDatabase<Schema>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migrateNodePg(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  });
}
