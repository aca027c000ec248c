import type { Executor } from "@prenup/db";
import { sql } from "drizzle-orm";
import { IN_PROCESS_STATUS, listenTo, type LiveBusStatus } from "./pg-listener.ts";
import type { Resync } from "./streams.ts";

/** A chat message as it travels to live listeners. */
export type LiveChatMessage = {
  id: string;
  documentId: string;
  fromUserId: string;
  toUserId: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

export type LiveChatEvent =
  | { type: "message"; message: LiveChatMessage }
  | { type: "deleted" | "read"; documentId: string; userIds: string[]; chatIds: string[] };

/** What a listener receives: the chat's events, and `resync` when events may have been lost. */
export type ChatBusEvent = LiveChatEvent | Resync;

type Listener = (event: ChatBusEvent) => void;

/**
 * Live chat delivery. A write announces its event in its own transaction (`announce`) and calls
 * the returned function after commit; every API instance delivers it to its open streams of the
 * people concerned (`subscribe`, per document and user).
 * - in-process (PGlite, one instance): delivered after commit, in this process.
 * - PostgreSQL: `pg_notify` in the transaction (sent by the server only at commit, to every
 *   instance LISTENing on its own connection), so several API instances share one chat. When the
 *   LISTEN connection comes back after a loss (`listenTo` reconnects), every listener gets
 *   `resync`: what was announced meanwhile is lost, and the streams read the conversation again.
 */
export interface ChatBus {
  readonly kind: "in-process" | "postgres";
  announce(executor: Executor, event: LiveChatEvent): Promise<() => void>;
  subscribe(documentId: string, userId: string, listener: Listener): () => void;
  /** Open streams in this instance. */
  listenerCount(): number;
  /** Whether events travel between instances now (always on the in-process bus). */
  status(): LiveBusStatus;
  close(): Promise<void>;
}

function peopleOf(event: LiveChatEvent): string[] {
  return event.type === "message" ? [event.message.fromUserId, event.message.toUserId] : event.userIds;
}
function documentOf(event: LiveChatEvent): string {
  return event.type === "message" ? event.message.documentId : event.documentId;
}

/** Fans an event out to this instance's listeners of its document and people. */
function createFanOut() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    emit(event: LiveChatEvent) {
      for (const userId of new Set(peopleOf(event))) {
        for (const listener of listeners.get(`${documentOf(event)}:${userId}`) ?? []) listener(event);
      }
    },
    /** Every listener, once. */
    emitAll(event: ChatBusEvent) {
      for (const listener of new Set([...listeners.values()].flatMap((set) => [...set]))) listener(event);
    },
    subscribe(documentId: string, userId: string, listener: Listener) {
      const key = `${documentId}:${userId}`;
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

export function createInProcessChatBus(): ChatBus {
  const fanOut = createFanOut();
  return {
    kind: "in-process",
    announce: async (_executor, event) => () => fanOut.emit(event),
    subscribe: fanOut.subscribe,
    listenerCount: fanOut.count,
    status: () => IN_PROCESS_STATUS,
    close: async () => {},
  };
}

const CHANNEL = "chat_events";
/** NOTIFY payloads must stay under 8000 bytes: a longer event travels as its id and is read back. */
const MAX_PAYLOAD_BYTES = 7000;

/**
 * The PostgreSQL bus: one dedicated connection LISTENs; `load` reads a message back when its
 * notification carried only the id.
 */
export async function createPostgresChatBus(options: {
  url: string;
  load: (messageId: string) => Promise<LiveChatMessage | null>;
  onError: (error: unknown) => void;
  log?: Parameters<typeof listenTo>[0]["log"];
}): Promise<ChatBus> {
  const fanOut = createFanOut();
  const listener = await listenTo({
    url: options.url,
    channel: CHANNEL,
    onError: options.onError,
    onPayload: (payload) => {
      const parsed = JSON.parse(payload) as LiveChatEvent | { type: "message-ref"; id: string };
      if (parsed.type === "message-ref") {
        options
          .load(parsed.id)
          .then((message) => message && fanOut.emit({ type: "message", message }), options.onError);
      } else fanOut.emit(parsed);
    },
    onReconnect: () => fanOut.emitAll({ type: "resync" }),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    kind: "postgres",
    async announce(executor, event) {
      let payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && event.type === "message")
        payload = JSON.stringify({ type: "message-ref", id: event.message.id });
      await executor.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      return () => {};
    },
    subscribe: fanOut.subscribe,
    listenerCount: fanOut.count,
    status: listener.status,
    close: listener.close,
  };
}
