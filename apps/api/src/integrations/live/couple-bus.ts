import type { LiveAction, LiveChange, LivePlace } from "@prenup/domain";
import { IN_PROCESS_STATUS, listenTo, type LiveBusStatus } from "./pg-listener.ts";
import type { Resync } from "./streams.ts";

/**
 * What travels between partners live (the GET /users/{id}/live stream):
 * - presence: where a user is in the app; hello: a user's stream opened (the partner answers with
 *   their presence); left: a user's last stream on an instance closed;
 * - changed: a user (or their attorney) did something that changes what the couple sees; `userIds`
 *   are the users whose couple it concerns (the actor's own id is always among the event's keys).
 */
export type CoupleEvent =
  | { type: "presence"; userId: string; place: LivePlace; sectionId: string | null }
  | { type: "hello" | "left"; userId: string }
  | { type: "changed"; userId: string; change: LiveChange; action?: LiveAction | null; userIds: string[] };

/** What a listener receives: the couple's events, and `resync` when events may have been lost. */
export type CoupleBusEvent = CoupleEvent | Resync;

type Listener = (event: CoupleBusEvent) => void;

/** The users an event is for: listeners subscribe by user id (their own and their partner's). */
export function keysOf(event: CoupleEvent): string[] {
  return event.type === "changed" ? [...new Set([event.userId, ...event.userIds])] : [event.userId];
}

/**
 * The couples' live bus. Events are published after the change they tell of was committed (they
 * carry no data, only what to read again), at most once: a stream's (re)connection reads again what
 * it shows, so a lost event costs a reload of nothing.
 * - in-process (PGlite, one instance): delivered at once in this process;
 * - PostgreSQL: NOTIFY on the bus's own connection, delivered by every instance LISTENing. When
 *   that connection comes back after a loss (`listenTo` reconnects), every listener gets
 *   `resync`: what was published meanwhile is lost, and the streams read everything again.
 */
export interface CoupleBus {
  readonly kind: "in-process" | "postgres";
  publish(event: CoupleEvent): void;
  /** Listens for the events of any of these users; each event reaches a listener once. */
  subscribe(userIds: readonly string[], listener: Listener): () => void;
  listenerCount(): number;
  /** Whether events travel between instances now (always on the in-process bus). */
  status(): LiveBusStatus;
  close(): Promise<void>;
}

function createFanOut() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    emit(event: CoupleEvent) {
      const reached = new Set<Listener>();
      for (const key of keysOf(event)) for (const listener of listeners.get(key) ?? []) reached.add(listener);
      for (const listener of reached) listener(event);
    },
    /** Every listener, once. */
    emitAll(event: CoupleBusEvent) {
      for (const listener of new Set([...listeners.values()].flatMap((set) => [...set]))) listener(event);
    },
    subscribe(userIds: readonly string[], listener: Listener) {
      const keys = [...new Set(userIds)];
      for (const key of keys) {
        const set = listeners.get(key) ?? new Set<Listener>();
        set.add(listener);
        listeners.set(key, set);
      }
      return () => {
        for (const key of keys) {
          const set = listeners.get(key);
          set?.delete(listener);
          if (set?.size === 0) listeners.delete(key);
        }
      };
    },
    count: () => new Set([...listeners.values()].flatMap((set) => [...set])).size,
  };
}

export function createInProcessCoupleBus(): CoupleBus {
  const fanOut = createFanOut();
  return {
    kind: "in-process",
    publish: (event) => queueMicrotask(() => fanOut.emit(event)),
    subscribe: fanOut.subscribe,
    listenerCount: fanOut.count,
    status: () => IN_PROCESS_STATUS,
    close: async () => {},
  };
}

const CHANNEL = "couple_events";

/**
 * The PostgreSQL bus: one dedicated connection LISTENs and NOTIFYs. A publish while that
 * connection is down fails at once and goes to `onError` (the event is dropped; the reconnection's
 * `resync` covers it).
 */
export async function createPostgresCoupleBus(options: {
  url: string;
  onError: (error: unknown) => void;
  log?: Parameters<typeof listenTo>[0]["log"];
}): Promise<CoupleBus> {
  const fanOut = createFanOut();
  const listener = await listenTo({
    url: options.url,
    channel: CHANNEL,
    onError: options.onError,
    onPayload: (payload) => fanOut.emit(JSON.parse(payload) as CoupleEvent),
    onReconnect: () => fanOut.emitAll({ type: "resync" }),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    kind: "postgres",
    publish: (event) => void listener.notify(JSON.stringify(event)).catch(options.onError),
    subscribe: fanOut.subscribe,
    listenerCount: fanOut.count,
    status: listener.status,
    close: listener.close,
  };
}
