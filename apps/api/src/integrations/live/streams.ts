import { DomainError, type ErrorCode } from "@prenup/domain";
import { systemClock, type Clock } from "../clock.ts";

/** How often an open stream's access is checked again while nothing is delivered. */
export const ACCESS_RECHECK_MS = 30_000;
/** setTimeout's longest delay; a later deadline waits for the stream's other limits. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Why the server ended a stream (sent as the stream's last event, `end`):
 * - max-seconds: the stream's own limit (`maxSeconds`);
 * - token-expired: the access token's `exp` passed (reconnect with a fresh token);
 * - access-lost: the viewer may no longer read what the stream carries (unassigned, deactivated,
 *   account closed, no longer the partner…);
 * - unavailable: access could not be checked (the database did not answer);
 * - server-stopping: the instance is draining or closing (reconnect: another instance answers).
 */
export type StreamEnd = "max-seconds" | "token-expired" | "access-lost" | "unavailable" | "server-stopping";

/**
 * Sent by a bus to every listener when events may have been lost (its database connection came
 * back after a loss): a stream passes it on (SSE event `resync`) and the client reads again
 * everything the stream keeps fresh, as on a (re)connection of the stream.
 */
export type Resync = { type: "resync" };

/** Where a stream's events go: the route writes them to the response. */
export interface StreamSink<E> {
  send(event: E): void;
  /** `error`: why access could not be checked (reason `unavailable`). */
  end(reason: StreamEnd, error?: unknown): void;
}

export interface OpenStream<E, T> {
  viewerId: string;
  /** What the stream follows (a conversation, a couple): streams of one viewer and target share a gate. */
  target: T;
  /** When the access token expires (ms since the epoch, real time), or null when it does not say. */
  expiresAt: number | null;
  /** The stream ends after this long whatever happens (by the injected clock, and by real time). */
  maxMs: number;
  sink: StreamSink<E>;
}

type Stream<E, T> = {
  viewerId: string;
  sink: StreamSink<E>;
  gate: Gate<E, T>;
  timers: NodeJS.Timeout[];
  /** When the stream's `maxMs` has passed by the injected clock (ms since the epoch). */
  endsAt: number;
  ended: boolean;
};

/**
 * One viewer's streams of one target (tabs, devices) share a gate: one bus subscription, one
 * re-check timer, one access check for the events that arrived together.
 */
type Gate<E, T> = {
  key: string;
  viewerId: string;
  target: T;
  streams: Set<Stream<E, T>>;
  /** Events waiting for an access check that started after they arrived. */
  queue: E[];
  /** The timer asked for a check. */
  recheck: boolean;
  checking: boolean;
  timer: NodeJS.Timeout;
  unsubscribe: () => void;
};

/**
 * The open server-sent-event streams of one kind on this instance, and what keeps them honest:
 * - access is checked again before events are delivered — one check (one statement) for the
 *   events that arrived while the previous check ran, shared by the viewer's streams of the
 *   target — and every `recheckMs` while nothing arrives; a refused check ends the streams;
 * - a stream ends when its access token expires (real time) and after its `maxMs`: at the first
 *   re-check tick once the injected clock has passed it (a test or journey that moves the product's
 *   time ends it without waiting), and at the latest when `maxMs` of real time have passed (the
 *   connection is recycled whatever the clock says);
 * - a user holds at most `maxPerUser` streams of the kind (`limit`, 429);
 * - `stop()` ends every stream and refuses new ones (NOT_READY, 503): draining and closing.
 */
export function createLiveStreams<E, T>(deps: {
  /** The gate's key: the viewer and what the stream follows. */
  keyOf(viewerId: string, target: T): string;
  /** Listens for the target's events on the bus; answers the function that stops listening. */
  subscribe(viewerId: string, target: T, listener: (event: E) => void): () => void;
  /** True while the viewer may still follow the target; throws when it cannot tell. */
  checkAccess(viewerId: string, target: T): Promise<boolean>;
  /** The error a user gets past `maxPerUser`. */
  limit: { code: ErrorCode; message: string };
  stoppingMessage: string;
  maxPerUser: number;
  recheckMs?: number;
  /** Real time in ms, for token expiry (tokens are checked against the real time). */
  now?: () => number;
  /** The app's clock: a stream's `maxMs` is measured on it. Default: the system clock. */
  clock?: Clock;
}) {
  const recheckMs = deps.recheckMs ?? ACCESS_RECHECK_MS;
  const now = deps.now ?? Date.now;
  const clock = deps.clock ?? systemClock;
  const gates = new Map<string, Gate<E, T>>();
  const perUser = new Map<string, number>();
  let stopped = false;

  function end(stream: Stream<E, T>, reason: StreamEnd | null, error?: unknown): void {
    if (stream.ended) return;
    stream.ended = true;
    for (const timer of stream.timers) clearTimeout(timer);
    const { gate } = stream;
    gate.streams.delete(stream);
    const left = (perUser.get(stream.viewerId) ?? 1) - 1;
    if (left > 0) perUser.set(stream.viewerId, left);
    else perUser.delete(stream.viewerId);
    if (gate.streams.size === 0) {
      clearInterval(gate.timer);
      gate.unsubscribe();
      if (gates.get(gate.key) === gate) gates.delete(gate.key);
    }
    if (reason) {
      try {
        stream.sink.end(reason, error);
      } catch {
        // The connection is gone already.
      }
    }
  }

  async function pump(gate: Gate<E, T>): Promise<void> {
    if (gate.checking) return;
    gate.checking = true;
    try {
      while (gate.streams.size > 0 && (gate.queue.length > 0 || gate.recheck)) {
        const batch = gate.queue.splice(0);
        gate.recheck = false;
        let allowed: boolean;
        try {
          allowed = await deps.checkAccess(gate.viewerId, gate.target);
        } catch (error) {
          for (const stream of [...gate.streams]) end(stream, "unavailable", error);
          return;
        }
        if (!allowed) {
          for (const stream of [...gate.streams]) end(stream, "access-lost");
          return;
        }
        for (const event of batch) {
          for (const stream of gate.streams) {
            try {
              stream.sink.send(event);
            } catch (error) {
              end(stream, "unavailable", error);
            }
          }
        }
      }
    } finally {
      gate.checking = false;
    }
  }

  function gateOf(viewerId: string, target: T): Gate<E, T> {
    const key = deps.keyOf(viewerId, target);
    const existing = gates.get(key);
    if (existing) return existing;
    const gate: Gate<E, T> = {
      key,
      viewerId,
      target,
      streams: new Set(),
      queue: [],
      recheck: false,
      checking: false,
      timer: setInterval(() => {
        // Streams whose lifetime the clock has passed end first; the others' access is checked.
        const at = clock.now().getTime();
        for (const stream of [...gate.streams]) if (at >= stream.endsAt) end(stream, "max-seconds");
        if (gate.streams.size === 0) return;
        gate.recheck = true;
        void pump(gate);
      }, recheckMs),
      unsubscribe: () => {},
    };
    gate.timer.unref();
    gate.unsubscribe = deps.subscribe(viewerId, target, (event) => {
      gate.queue.push(event);
      void pump(gate);
    });
    gates.set(key, gate);
    return gate;
  }

  return {
    /**
     * Registers a stream whose access was just checked; answers the function to call when its
     * connection closes. Throws the kind's limit error or NOT_READY.
     */
    open(input: OpenStream<E, T>): () => void {
      if (stopped) throw new DomainError("NOT_READY", deps.stoppingMessage);
      const open = perUser.get(input.viewerId) ?? 0;
      if (open >= deps.maxPerUser) throw new DomainError(deps.limit.code, deps.limit.message);
      perUser.set(input.viewerId, open + 1);
      const gate = gateOf(input.viewerId, input.target);
      const stream: Stream<E, T> = {
        viewerId: input.viewerId,
        sink: input.sink,
        gate,
        timers: [],
        endsAt: clock.now().getTime() + input.maxMs,
        ended: false,
      };
      gate.streams.add(stream);
      const limit = (ms: number, reason: StreamEnd) => {
        const timer = setTimeout(() => end(stream, reason), Math.max(0, Math.min(ms, MAX_TIMER_MS)));
        timer.unref();
        stream.timers.push(timer);
      };
      limit(input.maxMs, "max-seconds");
      if (input.expiresAt !== null && input.expiresAt - now() < input.maxMs)
        limit(input.expiresAt - now(), "token-expired");
      return () => end(stream, null);
    },

    /** Ends every open stream (`server-stopping`) and refuses new ones from now on. */
    stop(): void {
      stopped = true;
      for (const gate of [...gates.values()]) {
        for (const stream of [...gate.streams]) end(stream, "server-stopping");
      }
    },

    /** Open streams on this instance, of one user or of everybody. */
    count(userId?: string): number {
      if (userId !== undefined) return perUser.get(userId) ?? 0;
      let total = 0;
      for (const n of perUser.values()) total += n;
      return total;
    },
  };
}

export type LiveStreams<E, T> = ReturnType<typeof createLiveStreams<E, T>>;
