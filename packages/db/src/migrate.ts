import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client.ts";

/** The folder holding the committed drizzle-kit migrations. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations");

// Any fixed 64-bit number: every process migrating the same PostgreSQL database takes this lock.
const MIGRATION_LOCK_KEY = 724_150_311;

/**
 * Refuse a database whose applied migrations are not in the committed history (e.g. a local PGlite
 * folder created before the migrations were squashed): drizzle would otherwise try to re-create
 * existing tables and fail with a confusing "already exists" error.
 */
async function assertKnownHistory(database: DatabaseHandle): Promise<void> {
  const exists = await database.db.execute<{ t: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (exists.rows[0]?.t == null) return;
  const applied = await database.db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
  const known = new Set(readMigrationFiles({ migrationsFolder }).map((m) => m.hash));
  if (applied.rows.some((row) => !known.has(row.hash))) {
    throw new Error(
      "This database was migrated with a migration history that is no longer committed (the migrations were squashed). " +
        "Recreate it: delete the PGlite folder (.data/api by default) or drop and create the PostgreSQL database, then run `pnpm --filter @prenup/db seed`.",
    );
  }
}

/** Apply the committed migrations that have not run yet (safe to call on every start). */
export async function migrate(database: DatabaseHandle): Promise<void> {
  await assertKnownHistory(database);
  if (database.driver === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several API instances or test workers may start at once: serialise them on an advisory lock.
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migrateNodePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}

/**
 * How many committed migrations this database has not applied: a server that does not migrate at
 * start-up (production: the release step does) refuses a database that is behind its code.
 */
export async function pendingMigrations(database: DatabaseHandle): Promise<number> {
  const committed = readMigrationFiles({ migrationsFolder });
  const exists = await database.db.execute<{ t: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (exists.rows[0]?.t == null) return committed.length;
  const applied = await database.db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
  const hashes = new Set(applied.rows.map((row) => row.hash));
  return committed.filter((migration) => !hashes.has(migration.hash)).length;
}
