import type { DatabaseHandle } from "@prenup/db";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { DomainError } from "@prenup/domain";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { LiveBusStatus } from "../../integrations/live/pg-listener.ts";

/**
 * By default a database that has not answered `select 1` in this long counts as down
 * (READY_TIMEOUT_MS). With the cache below, an outage shows on /ready within timeout + cache
 * (250 ms); the ping has its own connection, so a busy pool does not make a healthy instance look
 * unready. A distant database (TLS handshake on the first ping after a reconnect) may need more.
 */
export const READY_TIMEOUT_MS = 150;
/** A readiness answer is reused this long, so /ready (anonymous, not rate limited) cannot load the database. */
export const READY_CACHE_MS = 100;

const healthResponseSchema = z.object({ status: z.literal("ok") });
/**
 * A live bus whose LISTEN connection has been down this long makes /ready answer 503. Shorter
 * losses are reported in the body (`live: "down"`) and the metrics only: the instance still serves
 * every request, and its streams get `resync` once the bus reconnects (backoff capped at 10 s, so
 * a minute holds several attempts); a bus still down after a minute while the database answers
 * this instance's ping is this instance's fault, and other instances carry the streams better.
 */
export const LIVE_DOWN_UNREADY_MS = 60_000;

const readyResponseSchema = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
  live: z
    .enum(["up", "down"])
    .describe("down: a live bus (chat, couple) is reconnecting: events between instances are lost until it is back"),
});

/** The database answers a trivial query within the timeout, or this rejects. */
async function pingWithTimeout(database: DatabaseHandle, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database check behind /ready, at most once per `cacheMs`: callers within the window (and
 * callers arriving while a check runs) share its outcome, success or failure.
 */
function cachedReadiness(database: DatabaseHandle, cacheMs: number, timeoutMs: number): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= cacheMs) {
      const outcome = pingWithTimeout(database, timeoutMs);
      outcome.catch(() => undefined); // observed by every caller; never an unhandled rejection
      last = { at: now, outcome };
      // The window starts when the check ends, so a slow check is not repeated at once.
      void outcome
        .finally(() => {
          if (last?.outcome === outcome) last.at = performance.now();
        })
        .catch(() => undefined);
    }
    return last.outcome;
  };
}

/** How long requests must have been queuing for a database connection before /ready reports a starved pool. */
export const STARVED_POOL_MS = 1000;

/**
 * Whether the connection pool is starved: a request has been waiting for a connection for at least
 * `STARVED_POOL_MS` (a burst that the pool absorbs within that time does not count, nor do two
 * bursts with free connections between them). The number of requests waiting, or null.
 */
export function starvedPool(database: Pick<DatabaseHandle, "poolStats">): number | null {
  const stats = database.poolStats?.();
  if (!stats || stats.longestWaitMs < STARVED_POOL_MS) return null;
  return Math.max(stats.waiting, 1);
}

/** The live buses' state for /ready: `down` while any reconnects, and the longest of their outages. */
export function liveState(buses: Record<string, { status(): LiveBusStatus }>): {
  live: "up" | "down";
  downForMs: number;
  down: string[];
} {
  const down = Object.entries(buses).filter(([, bus]) => !bus.status().connected);
  return {
    live: down.length > 0 ? "down" : "up",
    downForMs: Math.max(0, ...down.map(([, bus]) => bus.status().downForMs)),
    down: down.map(([name]) => name),
  };
}

/**
 * /health: the process is up (liveness). /ready: it can serve requests — the database answers —
 * so a load balancer sends traffic only to ready instances; it also says whether live delivery
 * between instances works (`live`), failing only once a bus has been down LIVE_DOWN_UNREADY_MS.
 * Neither counts against the rate limit; /ready's database check is cached for READY_CACHE_MS instead.
 */
export function registerHealthRoutes(
  app: ApiInstance,
  deps: {
    database: DatabaseHandle;
    liveBuses?: Record<string, { status(): LiveBusStatus }>;
    readyCacheMs?: number;
    readyTimeoutMs?: number;
    liveDownUnreadyMs?: number;
    isDraining?: () => boolean;
  },
): void {
  const liveDownUnreadyMs = deps.liveDownUnreadyMs ?? LIVE_DOWN_UNREADY_MS;
  const isDraining = deps.isDraining ?? (() => false);
  const checkReadiness = cachedReadiness(
    deps.database,
    deps.readyCacheMs ?? READY_CACHE_MS,
    deps.readyTimeoutMs ?? READY_TIMEOUT_MS,
  );
  app.get(
    "/health",
    {
      config: { access: access.anonymous(), rateLimit: false },
      schema: {
        operationId: "getHealth",
        tags: ["health"],
        summary: "Liveness",
        response: { 200: healthResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      config: { access: access.anonymous(), rateLimit: false },
      schema: {
        operationId: "getReadiness",
        tags: ["health"],
        summary:
          "Readiness: 503 while the database is unreachable, the instance is draining before it stops, or live delivery has been down for a minute; `live` says whether it is down now",
        response: { 200: readyResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      // Draining: the load balancer must stop sending new requests here before the listener closes.
      if (isDraining()) throw new DomainError("NOT_READY", "The service is shutting down.");
      // Every connection busy and requests queuing for one: send new traffic to other instances.
      const queued = starvedPool(deps.database);
      if (queued !== null) {
        request.log.warn({ waiting: queued }, "readiness: requests are waiting for a database connection");
        throw new DomainError("NOT_READY", "The service is not ready: every database connection is busy.");
      }
      try {
        await checkReadiness();
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        throw new DomainError("NOT_READY", "The service is not ready: the database is unreachable.");
      }
      const { live, downForMs, down } = liveState(deps.liveBuses ?? {});
      if (live === "down" && downForMs >= liveDownUnreadyMs) {
        request.log.warn({ buses: down, downForMs }, "readiness: the live bus has been reconnecting too long");
        throw new DomainError("NOT_READY", "The service is not ready: live delivery has been down for over a minute.");
      }
      return { status: "ready" as const, database: deps.database.driver, live };
    },
  );
}
