import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { Database, DatabaseHandle } from "./handle.ts";
import pg from "pg";
import { isDatabaseUnavailableError } from "./availability.ts";
import { statementLogger } from "./statement-logger.ts";

export type {
  Database,
  DatabaseDriver,
  DatabaseHandle,
  Executor,
  QueryResultHKT,
  QueryRows,
  StatementListener,
  Transaction,
} from "./handle.ts";

export type CreateDatabaseOptions = {
  /** A `postgres://` or `postgresql://` URL. Absent: PGlite in `dataDir`. */
  url?: string;
  /** PGlite data folder; default `<repo>/.data/api`. `memory://` keeps it in memory. */
  dataDir?: string;
  /** `true` logs every query to the console; or a drizzle Logger. */
  logger?: boolean | Logger;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
  /** PostgreSQL: how long a request waits for a new connection before failing (default 3000 ms). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long `ping` waits for the database (default 1000 ms). */
  pingTimeoutMs?: number;
  /**
   * PostgreSQL: the most a statement waits for a row lock (`lock_timeout`, default 5000 ms) and
   * runs (`statement_timeout`, default 30000 ms) before the server cancels it (SQLSTATE 55P03,
   * 57014: `isDatabaseBusyError`). 0 turns a limit off (the release step's migrations).
   */
  lockTimeoutMs?: number;
  statementTimeoutMs?: number;
  /**
   * Told about connections lost outside a query (an idle pooled client, a client checked out
   * between two statements, the readiness connection). Nothing else needs to be done: the client
   * is discarded and the pool opens a new one on demand.
   */
  onConnectionError?: (error: Error) => void;
};

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The repository root (two levels above packages/db). */
export const repoRoot = path.resolve(packageRoot, "..", "..");

export const defaultDataDir = path.join(repoRoot, ".data", "api");

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** Open the database: PostgreSQL when a postgres URL is given, otherwise PGlite in a local folder. */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  const { logger, onStatement } = statementLogger(options.logger ?? false);
  if (options.url !== undefined && options.url !== "") {
    if (!isPostgresUrl(options.url)) throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    const onConnectionError = options.onConnectionError ?? (() => undefined);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
      keepAlive: true,
      lock_timeout: options.lockTimeoutMs ?? 5000,
      statement_timeout: options.statementTimeoutMs ?? 30_000,
    });
    // A lost connection makes pg emit `error` on its client. The pool listens on idle clients
    // only ('error' below); a client checked out for a transaction would have none between two
    // statements, and an unhandled `error` event ends the process. So every client gets its own
    // listener for life: the statement in flight (or the next one) fails, drizzle rolls back what
    // it can (the server already has), the pool destroys the client on release (it is no longer
    // queryable) and opens a new one for the next request.
    pool.on("connect", (client) => {
      client.on("error", onConnectionError);
    });
    pool.on("error", onConnectionError);
    releaseWhenBeginFails(pool);
    const longestWaitMs = trackConnectionWaits(pool);
    const pinger = createPinger(options.url, options.pingTimeoutMs ?? 1000, onConnectionError);
    const db = drizzleNodePg({ client: pool, logger }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      onStatement,
      ping: pinger.ping,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        longestWaitMs: longestWaitMs(),
      }),
      async close() {
        await pinger.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? defaultDataDir;
  if (!dataDir.includes("://")) mkdirSync(dataDir, { recursive: true });
  // PGlite (and drizzle's driver for it) load only here: a server on PostgreSQL never reads them.
  const [{ PGlite }, { wrapPglite }] = await Promise.all([import("@electric-sql/pglite"), import("./pglite.ts")]);
  const client = await PGlite.create(dataDir);
  return wrapPglite(client, options.logger ?? false);
}

/**
 * drizzle's node-postgres `transaction()` checks a client out, sends `begin` and only then enters
 * the try/finally that releases it: when `begin` itself fails (the connection was lost just
 * then), the client is never released and the pool has one connection less for good — after
 * `max` such faults every request waits forever. So a client checked out without a callback (as
 * drizzle does) is released, as broken, when its first statement fails; a later release of the
 * same checkout is ignored.
 */
function releaseWhenBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    if (callback !== undefined) return connect(callback);
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      let released = false;
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        release(error);
      };
      const query = client.query;
      client.query = function firstQuery(this: pg.PoolClient, ...args: unknown[]) {
        client.query = query;
        const result = (query as (...a: unknown[]) => unknown).apply(client, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (isDatabaseUnavailableError(error)) client.release(error instanceof Error ? error : true);
          });
        }
        return result;
      } as typeof client.query;
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * How long the request waiting longest for a pooled connection has been waiting, now: every
 * checkout (a transaction's, and a plain query's, which pg makes with a callback) is timed from
 * its request until the pool hands it a client or gives up. The pool's own `waitingCount` only
 * says that someone waits at this instant, not since when.
 */
function trackConnectionWaits(pool: pg.Pool, now: () => number = () => performance.now()): () => number {
  const waitingSince = new Set<{ at: number }>();
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void,
  ) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    const entry = { at: now() };
    waitingSince.add(entry);
    if (callback !== undefined) {
      return connect((error, client, done) => {
        waitingSince.delete(entry);
        callback(error, client, done);
      });
    }
    return connect()!.finally(() => waitingSince.delete(entry));
  }) as typeof pool.connect;
  return () => {
    let oldest = Number.POSITIVE_INFINITY;
    for (const entry of waitingSince) oldest = Math.min(oldest, entry.at);
    return oldest === Number.POSITIVE_INFINITY ? 0 : now() - oldest;
  };
}

/**
 * The readiness check's own connection, outside the pool: a busy pool (every client checked out
 * under load) must not make a healthy instance look unready, and a dead database must be seen
 * within the timeout. Opened on first use, dropped on any failure, reopened on the next ping.
 */
function createPinger(
  url: string,
  timeoutMs: number,
  onConnectionError: (error: Error) => void,
): { ping(): Promise<void>; close(): Promise<void> } {
  let current: Promise<pg.Client> | undefined;
  let closed = false;
  const drop = (client: Promise<pg.Client>): void => {
    if (current !== client) return;
    current = undefined;
    void client.then((c) => c.end()).catch(() => undefined);
  };
  const open = (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      application_name: "prenup readiness",
    });
    const opened = client.connect().then(() => client);
    client.on("error", (error) => {
      onConnectionError(error);
      drop(opened);
    });
    return opened;
  };
  return {
    async ping() {
      if (closed) throw new Error("The database handle is closed");
      const client = (current ??= open());
      try {
        await (await client).query("select 1");
      } catch (error) {
        drop(client);
        throw error;
      }
    },
    async close() {
      closed = true;
      if (current) {
        const client = current;
        current = undefined;
        await client.then((c) => c.end()).catch(() => undefined);
      }
    },
  };
}
