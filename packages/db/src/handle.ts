import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";

// The database handle's types, apart from the code that opens one, so the drivers, the statement
// logger and the availability checks depend on them without depending on each other.

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

/**
 * The database handle services receive; the same type for PGlite and PostgreSQL. Opened without a
 * schema: no relational query API (`db.query.…`), so neither the handle nor each transaction
 * (a PgDatabase too) builds a query builder per table. Use `select().from()` and joins.
 */
export type Database = PgDatabase<QueryResultHKT>;

/**
 * A transaction handle (`db.transaction(async (tx) => …)`), usable wherever a Database is read.
 * The generics are those `Database["transaction"]` hands out (PgTransaction's own default for the
 * third differs from PgDatabase's), so a callback typed `(tx: Transaction) => …` fits it.
 */
export type Transaction = PgTransaction<
  QueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

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
