import pg from "pg";

/** The first reconnection waits about this long (the delay doubles with each failed attempt). */
export const RECONNECT_BASE_MS = 250;
/** The longest wait between two reconnection attempts. */
export const RECONNECT_CAP_MS = 10_000;
/** How often an idle connection is asked `select 1`, so a connection dropped without a word is noticed. */
export const LISTENER_PING_MS = 30_000;
/** A NOTIFY or ping not answered in this long counts as a lost connection (a query never waits forever). */
export const LISTENER_QUERY_TIMEOUT_MS = 5_000;
/** Opening the connection gives up after this long (then the next attempt is scheduled). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): exponential from
 * `baseMs`, capped at `capMs`, with "equal jitter" — a random point in the upper half of the
 * window — so instances that lost the database together do not come back in step, and no attempt
 * follows the previous one at once.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = RECONNECT_BASE_MS,
  capMs = RECONNECT_CAP_MS,
): number {
  const window = Math.min(capMs, baseMs * 2 ** Math.min(Math.max(attempt, 0), 30));
  return Math.round(window / 2 + (random() * window) / 2);
}

/** The PostgreSQL `application_name` of the connection LISTENing on `channel` (so it can be found in pg_stat_activity). */
export function listenerApplicationName(channel: string): string {
  return `prenup-live:${channel}`;
}

/** Whether a bus's LISTEN connection is up, since when it is down, and how often it came back. */
export type LiveBusStatus = { connected: boolean; downForMs: number; reconnects: number };

/** The bus of a single process (PGlite): always connected. */
export const IN_PROCESS_STATUS: LiveBusStatus = Object.freeze({ connected: true, downForMs: 0, reconnects: 0 });

/** The NOTIFY sent while the connection is down: rejected at once (the event is dropped; streams resync on reconnection). */
export class LiveBusDisconnectedError extends Error {
  constructor(channel: string) {
    super(`the live bus (${channel}) is reconnecting to the database: event dropped`);
    this.name = "LiveBusDisconnectedError";
  }
}

export interface PgListener {
  /** NOTIFY on the channel (outside any transaction); rejects at once while disconnected, and after LISTENER_QUERY_TIMEOUT_MS. */
  notify(payload: string): Promise<void>;
  status(): LiveBusStatus;
  /** Ends the connection and stops reconnecting. */
  close(): Promise<void>;
}

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel and hands each notification's
 * payload on; it can also NOTIFY outside any transaction (`notify`).
 *
 * The first connection is opened before this resolves (a failure rejects). When the connection
 * errors or ends (failover, restart, an idle kill, a `select 1` ping every LISTENER_PING_MS or a
 * NOTIFY not answered), it is opened again after `reconnectDelay` (exponential, capped, jittered),
 * LISTENs again and calls `onReconnect`: notifications sent meanwhile were lost, so the buses
 * tell their streams to read again. One log line per disconnection and one per reconnection.
 * A NOTIFY while disconnected is not queued: it fails fast (LiveBusDisconnectedError) for the
 * caller to log, the event being covered by the resync that follows the reconnection.
 */
export async function listenTo(options: {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  onError: (error: unknown) => void;
  /** After a reconnection, once LISTEN is in place again. */
  onReconnect?: () => void;
  log?: Log;
  /** The delay before reconnection attempt `attempt` (default `reconnectDelay`). */
  delay?: (attempt: number) => number;
  pingMs?: number;
}): Promise<PgListener> {
  const { channel } = options;
  const log: Log = options.log ?? { info: () => undefined, warn: () => undefined };
  const delay = options.delay ?? ((attempt: number) => reconnectDelay(attempt));
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let downSince: number | null = null;
  let reconnects = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  // One query at a time on the connection: notifications are sent in the order they were asked for.
  let queue: Promise<unknown> = Promise.resolve();

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: listenerApplicationName(channel),
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: LISTENER_QUERY_TIMEOUT_MS,
    });
    // Always listened to: an unhandled 'error' event would end the process.
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, new Error("the connection ended")));
    next.on("notification", (notification) => {
      if (next !== client || notification.channel !== channel || !notification.payload) return;
      try {
        options.onPayload(notification.payload);
      } catch (error) {
        options.onError(error);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      return next;
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
  }

  function lost(which: pg.Client, error: unknown): void {
    if (which !== client) return;
    client = null;
    void which.end().catch(() => undefined);
    if (closed) return;
    downSince = performance.now();
    log.warn({ err: error, channel }, "live bus: the LISTEN connection was lost; reconnecting");
    schedule();
  }

  function schedule(): void {
    retryTimer = setTimeout(() => void reconnect(), delay(attempt));
    attempt += 1;
    retryTimer.unref();
  }

  async function reconnect(): Promise<void> {
    retryTimer = undefined;
    if (closed) return;
    let next: pg.Client;
    try {
      next = await open();
    } catch {
      if (!closed) schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    queue = Promise.resolve();
    reconnects += 1;
    const downForMs = Math.round(performance.now() - (downSince ?? performance.now()));
    log.info({ channel, downForMs, attempts: attempt, reconnects }, "live bus: reconnected and listening again");
    attempt = 0;
    downSince = null;
    options.onReconnect?.();
  }

  /** A query on the current connection; a timeout or failure other than the server's refusal counts as a lost connection. */
  function run(text: string, values: unknown[] = []): Promise<void> {
    const current = client;
    if (!current) return Promise.reject(new LiveBusDisconnectedError(channel));
    const sent = queue.then(async () => {
      if (current !== client) throw new LiveBusDisconnectedError(channel);
      try {
        await current.query(text, values);
      } catch (error) {
        if (!(error instanceof pg.DatabaseError)) lost(current, error);
        throw error;
      }
    });
    queue = sent.catch(() => undefined);
    return sent;
  }

  client = await open();
  const ping = setInterval(() => {
    if (client) run("select 1").catch(() => undefined);
  }, options.pingMs ?? LISTENER_PING_MS);
  ping.unref();

  return {
    notify: (payload) => run("select pg_notify($1, $2)", [channel, payload]),
    status: () => ({
      connected: client !== null,
      downForMs: downSince === null ? 0 : Math.round(performance.now() - downSince),
      reconnects,
    }),
    async close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      if (current) await current.end();
    },
  };
}
