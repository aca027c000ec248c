import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

// The database handle's types, apart from the code that opens one, so the drivers, the statement
// logger and the availability checks depend on them without depending on each other.
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
  /** PostgreSQL: the pool's connections (metrics). Absent on PGlite. */
  /**
   * PostgreSQL's pool: connections open and idle, requests queued for one, and how long the
   * longest-waiting request for a connection has been waiting now (0 when none waits).
   */
  poolStats?(): { total: number; idle: number; waiting: number; longestWaitMs: number };
  close(): Promise<void>;
};
