import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { DefaultLogger, type Logger } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;

/**
 * What `db.execute(sql…)` returns on both drivers: `{ rows }` (PGlite also reports `affectedRows`,
 * pg `rowCount`; use `.returning()` rather than counts when it matters).
 */
export type QueryRows<Row> = {
  rows: (Row extends Record<string, unknown> ? Row : Record<string, unknown>)[];
  rowCount?: number | null;
  affectedRows?: number;
};
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this["row"]>;
}

/** The database handle services receive; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handle (`db.transaction(async (tx) => …)`), usable wherever a Database is read. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either a database or a transaction: what repositories should accept. */
export type Executor = Database | Transaction;

export type DatabaseDriver = "pglite" | "postgres";

/** Called with every statement the handle runs through drizzle (transactions' begin/commit included on PostgreSQL). */
export type StatementListener = (sql: string, params: readonly unknown[]) => void;

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /**
   * Listen to the statements run (tests count them per request; benchmarks print them). Returns
   * the function that stops listening. Costs nothing while nobody listens.
   */
  onStatement(listener: StatementListener): () => void;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type CreateDatabaseOptions = {
  /** A `postgres://` or `postgresql://` URL. Absent: PGlite in `dataDir`. */
  url?: string;
  /** PGlite data folder; default `<repo>/.data/api`. `memory://` keeps it in memory. */
  dataDir?: string;
  /** `true` logs every query to the console; or a drizzle Logger. */
  logger?: boolean | Logger;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
};

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The repository root (two levels above packages/db). */
export const repoRoot = path.resolve(packageRoot, "..", "..");

export const defaultDataDir = path.join(repoRoot, ".data", "api");

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * The drizzle logger of a handle: the configured logger (if any) plus the statement listeners.
 * Drizzle reports every query it runs here before sending it, in the caller's async context.
 */
function statementLogger(configured: boolean | Logger): { logger: Logger; onStatement: DatabaseHandle["onStatement"] } {
  const listeners = new Set<StatementListener>();
  const inner: Logger | undefined = configured === true ? new DefaultLogger() : configured === false ? undefined : configured;
  return {
    logger: {
      logQuery(query, params) {
        inner?.logQuery(query, params);
        for (const listener of listeners) listener(query, params);
      },
    },
    onStatement(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Open the database: PostgreSQL when a postgres URL is given, otherwise PGlite in a local folder. */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { logger, onStatement } = statementLogger(options.logger ?? false);
  if (options.url !== undefined && options.url !== "") {
    if (!isPostgresUrl(options.url)) throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => {});
    const db = drizzleNodePg({ client: pool, schema, logger }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      onStatement,
      async ping() {
        await pool.query("select 1");
      },
      async close() {
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? defaultDataDir;
  if (!dataDir.includes("://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return wrapPglite(client, options.logger ?? false);
}

/** Wrap an already open PGlite instance (tests load snapshots into one). */
export function wrapPglite(client: PGlite, configuredLogger: boolean | Logger = false): DatabaseHandle {
  const { logger, onStatement } = statementLogger(configuredLogger);
  const db = drizzlePglite({ client, schema, logger }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    onStatement,
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
