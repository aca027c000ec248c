import type { DatabaseHandle } from "./handle.ts";

/** Socket-level failures: the database cannot be reached or the connection broke. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * PostgreSQL SQLSTATEs meaning "not now, try again": the server is shutting down or starting
 * (57P01 admin_shutdown — also what pg_terminate_backend sends —, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now), too many connections (53300), or any connection exception (class 08).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What node-postgres says when a connection ends or cannot be had, without a code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "is not queryable",
  "Query read timeout",
  "connect ETIMEDOUT",
];

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's error in `cause`) means the
 * database is unreachable or the connection was lost, as opposed to a failing statement. Such a
 * request may simply be sent again once the database answers: the API answers 503 with
 * Retry-After instead of 500.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    // AggregateError: connecting to "localhost" tries every address and reports all failures.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailableError(inner)))
      return true;
    current = current.cause;
  }
  return false;
}

/** SQLSTATEs of a statement the server cancelled for waiting or running too long: 55P03 lock_not_available (lock_timeout), 57014 query_canceled (statement_timeout). */
const BUSY_SQLSTATES = new Set(["55P03", "57014"]);

/**
 * Whether an error (or one of its causes) is a statement cancelled by `lock_timeout` or
 * `statement_timeout`: the row it needed was held too long by another request, or the database
 * is overloaded. Its transaction was rolled back; the request may be sent again.
 */
export function isDatabaseBusyError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && BUSY_SQLSTATES.has(code)) return true;
    current = current.cause;
  }
  return false;
}

export type WaitForDatabaseOptions = {
  /** Give up after this long (default 60 s). */
  timeoutMs?: number;
  /** First pause between attempts; doubled each time up to `maxDelayMs` (defaults 100 ms and 2 s). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Told about each failed attempt and the pause before the next one. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

/**
 * Waits until the database answers a ping, retrying with exponential backoff, so a process
 * started while the database is down (or still starting) waits instead of crashing. Rejects with
 * the last error after `timeoutMs`, or at once on an error that is not about availability
 * (a wrong password will not fix itself).
 */
export async function waitForDatabase(
  database: Pick<DatabaseHandle, "ping">,
  options: WaitForDatabaseOptions = {},
): Promise<void> {
  const { timeoutMs = 60_000, initialDelayMs = 100, maxDelayMs = 2000 } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => performance.now());
  const started = now();
  let delay = initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.ping();
      return;
    } catch (error) {
      if (!isDatabaseUnavailableError(error)) throw error;
      const left = timeoutMs - (now() - started);
      if (left <= 0) throw error;
      const pause = Math.min(delay, left);
      options.onRetry?.(error, attempt, pause);
      await sleep(pause);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
