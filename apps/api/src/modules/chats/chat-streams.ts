import { DomainError } from "@prenup/domain";
import type { ChatBus, LiveChatEvent } from "../../integrations/live/chat-bus.ts";

/** Open chat streams one user may hold on one instance (tabs and devices together). */
export const MAX_STREAMS_PER_USER = 5;
/** How often an open stream's access is checked again while nothing is delivered. */
export const ACCESS_RECHECK_MS = 30_000;
/** setTimeout's longest delay; a later deadline waits for the stream's other limits. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const CHAT_STREAM_MESSAGES = {
  tooMany: `At most ${MAX_STREAMS_PER_USER} live chat connections can be open at once. Close the chat in another tab or device and try again.`,
  stopping: "The server is restarting. Reconnect in a moment.",
} as const;

/**
 * Why the server ended a stream (sent as the stream's last event, `end`):
 * - max-seconds: the stream's own limit (`maxSeconds`);
 * - token-expired: the access token's `exp` passed (reconnect with a fresh token);
 * - access-lost: the viewer may no longer read this chat (unassigned, deactivated, account closed…);
 * - unavailable: access could not be checked (the database did not answer);
 * - server-stopping: the instance is draining or closing (reconnect: another instance answers).
 */
export type ChatStreamEnd = "max-seconds" | "token-expired" | "access-lost" | "unavailable" | "server-stopping";

/** Where a stream's events go: the route writes them to the response. */
export interface ChatStreamSink {
  send(event: LiveChatEvent): void;
  /** `error`: why access could not be checked (reason `unavailable`). */
  end(reason: ChatStreamEnd, error?: unknown): void;
}

export interface OpenChatStream {
  viewerId: string;
  documentId: string;
  /** The other side of the conversation: only events between the two reach the stream. */
  counterpartId: string;
  /** When the access token expires (ms since the epoch, real time), or null when it does not say. */
  expiresAt: number | null;
  /** The stream ends after this long whatever happens. */
  maxMs: number;
  sink: ChatStreamSink;
}

type Stream = { viewerId: string; sink: ChatStreamSink; gate: Gate; timers: NodeJS.Timeout[]; ended: boolean };

/**
 * One viewer's streams of one conversation (tabs, devices) share a gate: one bus subscription, one
 * re-check timer, one access check for the events that arrived together.
 */
type Gate = {
  key: string;
  viewerId: string;
  documentId: string;
  counterpartId: string;
  streams: Set<Stream>;
  /** Events waiting for an access check that started after they arrived. */
  queue: LiveChatEvent[];
  /** The timer asked for a check. */
  recheck: boolean;
  checking: boolean;
  timer: NodeJS.Timeout;
  unsubscribe: () => void;
};

/** Whether an event belongs to the conversation of these two people (a viewer may have several on one agreement). */
export function isBetween(event: LiveChatEvent, viewerId: string, counterpartId: string): boolean {
  if (event.type === "message") {
    const { fromUserId, toUserId } = event.message;
    return (fromUserId === viewerId && toUserId === counterpartId) || (fromUserId === counterpartId && toUserId === viewerId);
  }
  return event.userIds.includes(viewerId) && event.userIds.includes(counterpartId);
}

/**
 * The open chat streams of this instance, and what keeps them honest:
 * - access is checked again before events are delivered — one check (one statement) for the
 *   events that arrived while the previous check ran, shared by the viewer's streams on the
 *   document — and every `recheckMs` while nothing arrives; a refused check ends the streams;
 * - a stream ends when its access token expires and after its `maxMs`;
 * - a user holds at most `maxPerUser` streams (CHAT_STREAMS_LIMIT, 429);
 * - `stop()` ends every stream and refuses new ones (NOT_READY, 503): draining and closing.
 */
export function createChatStreams(deps: {
  bus: Pick<ChatBus, "subscribe">;
  /** True while the viewer may still read the conversation with the counterpart; throws when it cannot tell. */
  checkAccess(viewerId: string, documentId: string, counterpartId: string): Promise<boolean>;
  recheckMs?: number;
  maxPerUser?: number;
  /** Real time in ms, for token expiry (tokens are checked against the real time). */
  now?: () => number;
}) {
  const recheckMs = deps.recheckMs ?? ACCESS_RECHECK_MS;
  const maxPerUser = deps.maxPerUser ?? MAX_STREAMS_PER_USER;
  const now = deps.now ?? Date.now;
  const gates = new Map<string, Gate>();
  const perUser = new Map<string, number>();
  let stopped = false;

  function end(stream: Stream, reason: ChatStreamEnd | null, error?: unknown): void {
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

  async function pump(gate: Gate): Promise<void> {
    if (gate.checking) return;
    gate.checking = true;
    try {
      while (gate.streams.size > 0 && (gate.queue.length > 0 || gate.recheck)) {
        const batch = gate.queue.splice(0);
        gate.recheck = false;
        let allowed: boolean;
        try {
          allowed = await deps.checkAccess(gate.viewerId, gate.documentId, gate.counterpartId);
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

  function gateOf(viewerId: string, documentId: string, counterpartId: string): Gate {
    const key = `${documentId}:${viewerId}:${counterpartId}`;
    const existing = gates.get(key);
    if (existing) return existing;
    const gate: Gate = {
      key,
      viewerId,
      documentId,
      counterpartId,
      streams: new Set(),
      queue: [],
      recheck: false,
      checking: false,
      timer: setInterval(() => {
        gate.recheck = true;
        void pump(gate);
      }, recheckMs),
      unsubscribe: () => {},
    };
    gate.timer.unref();
    gate.unsubscribe = deps.bus.subscribe(documentId, viewerId, (event) => {
      if (!isBetween(event, viewerId, counterpartId)) return;
      gate.queue.push(event);
      void pump(gate);
    });
    gates.set(key, gate);
    return gate;
  }

  return {
    /**
     * Registers a stream whose access was just checked (the route's rule and the pairing); answers
     * the function to call when its connection closes. Throws CHAT_STREAMS_LIMIT or NOT_READY.
     */
    open(input: OpenChatStream): () => void {
      if (stopped) throw new DomainError("NOT_READY", CHAT_STREAM_MESSAGES.stopping);
      const open = perUser.get(input.viewerId) ?? 0;
      if (open >= maxPerUser) throw new DomainError("CHAT_STREAMS_LIMIT", CHAT_STREAM_MESSAGES.tooMany);
      perUser.set(input.viewerId, open + 1);
      const gate = gateOf(input.viewerId, input.documentId, input.counterpartId);
      const stream: Stream = { viewerId: input.viewerId, sink: input.sink, gate, timers: [], ended: false };
      gate.streams.add(stream);
      const limit = (ms: number, reason: ChatStreamEnd) => {
        const timer = setTimeout(() => end(stream, reason), Math.max(0, Math.min(ms, MAX_TIMER_MS)));
        timer.unref();
        stream.timers.push(timer);
      };
      limit(input.maxMs, "max-seconds");
      if (input.expiresAt !== null && input.expiresAt - now() < input.maxMs) limit(input.expiresAt - now(), "token-expired");
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

export type ChatStreams = ReturnType<typeof createChatStreams>;
