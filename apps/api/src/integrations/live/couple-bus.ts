import type { LiveAction, LiveChange, LivePlace } from "@prenup/domain";
import { listenTo } from "./pg-listener.ts";

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

type Listener = (event: CoupleEvent) => void;

/** The users an event is for: listeners subscribe by user id (their own and their partner's). */
export function keysOf(event: CoupleEvent): string[] {
  return event.type === "changed" ? [...new Set([event.userId, ...event.userIds])] : [event.userId];
}

/**
 * The couples' live bus. Events are published after the change they tell of was committed (they
 * carry no data, only what to read again), at most once: a stream's (re)connection reads again what
 * it shows, so a lost event costs a reload of nothing.
 * - in-process (PGlite, one instance): delivered at once in this process;
 * - PostgreSQL: NOTIFY on the bus's own connection, delivered by every instance LISTENing.
 */
export interface CoupleBus {
  readonly kind: "in-process" | "postgres";
  publish(event: CoupleEvent): void;
  /** Listens for the events of any of these users; each event reaches a listener once. */
  subscribe(userIds: readonly string[], listener: Listener): () => void;
  listenerCount(): number;
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
    close: async () => {},
  };
}

const CHANNEL = "couple_events";

/** The PostgreSQL bus: one dedicated connection LISTENs and NOTIFYs. */
export async function createPostgresCoupleBus(options: { url: string; onError: (error: unknown) => void }): Promise<CoupleBus> {
  const fanOut = createFanOut();
  const listener = await listenTo({
    url: options.url,
    channel: CHANNEL,
    onError: options.onError,
    onPayload: (payload) => fanOut.emit(JSON.parse(payload) as CoupleEvent),
  });
  return {
    kind: "postgres",
    publish: (event) => void listener.notify(JSON.stringify(event)).catch(options.onError),
    subscribe: fanOut.subscribe,
    listenerCount: fanOut.count,
    close: listener.close,
  };
}
