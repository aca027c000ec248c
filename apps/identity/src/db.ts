// The identity provider's own storage: PGlite (embedded, a folder or memory) or PostgreSQL via `pg`.
// Both expose the same tiny surface, so the stores below are written once in plain SQL.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { MIGRATIONS } from "./migrations.ts";

export interface Db {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs `work` inside one transaction (one connection). */
  transaction<T>(work: (tx: Pick<Db, "query">) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
}

export type DatabaseOption = { kind: "pglite"; dataDir: string | undefined } | { kind: "postgres"; url: string };

/** Opens the database and applies pending migrations. `dataDir: undefined` is an in-memory PGlite. */
export async function openDatabase(option: DatabaseOption): Promise<Db> {
  const db = option.kind === "postgres" ? openPostgres(option.url) : await openPglite(option.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = dataDir ? new PGlite(dataDir) : new PGlite();
  await lite.waitReady;
  return {
    kind: "pglite",
    query: async <Row extends object>(sql: string, params: unknown[] = []) => {
      const result = await lite.query<Row>(sql, params);
      return { rows: result.rows };
    },
    transaction: (work) =>
      lite.transaction((tx) =>
        work({
          query: async <Row extends object>(sql: string, params: unknown[] = []) => ({
            rows: (await tx.query<Row>(sql, params)).rows,
          }),
        }),
      ),
    close: () => lite.close(),
  };
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  const query = async <Row extends object>(sql: string, params: unknown[] = []) => {
    const result = await pool.query(sql, params);
    return { rows: result.rows as Row[] };
  };
  return {
    kind: "postgres",
    query,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const value = await work({
          query: async <Row extends object>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(sql, params)).rows as Row[],
          }),
        });
        await client.query("COMMIT");
        return value;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Applies each migration once, in order, under an advisory lock so two instances never race. */
async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(4100)");
    await tx.query(
      "CREATE TABLE IF NOT EXISTS identity_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const { rows } = await tx.query<{ version: number }>("SELECT version FROM identity_migrations");
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("INSERT INTO identity_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    }
  });
}
