import type { Clock } from "../../integrations/clock.ts";
import type { ChatBus, ChatBusEvent } from "../../integrations/live/chat-bus.ts";
import { createLiveStreams, type StreamEnd, type StreamSink } from "../../integrations/live/streams.ts";

export { ACCESS_RECHECK_MS } from "../../integrations/live/streams.ts";

/** Open chat streams one user may hold on one instance (tabs and devices together). */
export const MAX_STREAMS_PER_USER = 5;

export const CHAT_STREAM_MESSAGES = {
  tooMany: `At most ${MAX_STREAMS_PER_USER} live chat connections can be open at once. Close the chat in another tab or device and try again.`,
  stopping: "The server is restarting. Reconnect in a moment.",
} as const;

/** Why the server ended a chat stream (its last event, `end`): see `StreamEnd`. */
export type ChatStreamEnd = StreamEnd;
export type ChatStreamSink = StreamSink<ChatBusEvent>;

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

/**
 * Whether an event belongs to the conversation of these two people (a viewer may have several on
 * one agreement); `resync` belongs to every conversation.
 */
export function isBetween(event: ChatBusEvent, viewerId: string, counterpartId: string): boolean {
  if (event.type === "resync") return true;
  if (event.type === "message") {
    const { fromUserId, toUserId } = event.message;
    return (
      (fromUserId === viewerId && toUserId === counterpartId) || (fromUserId === counterpartId && toUserId === viewerId)
    );
  }
  return event.userIds.includes(viewerId) && event.userIds.includes(counterpartId);
}

type Conversation = { documentId: string; counterpartId: string };

/**
 * The open chat streams of this instance (`createLiveStreams`): one gate per viewer and
 * conversation, carrying only the conversation's events; at most `maxPerUser` streams a user
 * (CHAT_STREAMS_LIMIT).
 */
export function createChatStreams(deps: {
  bus: Pick<ChatBus, "subscribe">;
  /** True while the viewer may still read the conversation with the counterpart; throws when it cannot tell. */
  checkAccess(viewerId: string, documentId: string, counterpartId: string): Promise<boolean>;
  recheckMs?: number;
  maxPerUser?: number;
  /** Real time in ms, for token expiry (tokens are checked against the real time). */
  now?: () => number;
  /** The app's clock: a stream's `maxMs` is measured on it. */
  clock?: Clock;
}) {
  const streams = createLiveStreams<ChatBusEvent, Conversation>({
    keyOf: (viewerId, { documentId, counterpartId }) => `${documentId}:${viewerId}:${counterpartId}`,
    subscribe: (viewerId, { documentId, counterpartId }, listener) =>
      deps.bus.subscribe(documentId, viewerId, (event) => {
        if (isBetween(event, viewerId, counterpartId)) listener(event);
      }),
    checkAccess: (viewerId, { documentId, counterpartId }) => deps.checkAccess(viewerId, documentId, counterpartId),
    limit: { code: "CHAT_STREAMS_LIMIT", message: CHAT_STREAM_MESSAGES.tooMany },
    stoppingMessage: CHAT_STREAM_MESSAGES.stopping,
    maxPerUser: deps.maxPerUser ?? MAX_STREAMS_PER_USER,
    ...(deps.recheckMs !== undefined ? { recheckMs: deps.recheckMs } : {}),
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  return {
    /**
     * Registers a stream whose access was just checked (the route's rule and the pairing); answers
     * the function to call when its connection closes. Throws CHAT_STREAMS_LIMIT or NOT_READY.
     */
    open: ({ documentId, counterpartId, ...rest }: OpenChatStream) =>
      streams.open({ ...rest, target: { documentId, counterpartId } }),
    stop: streams.stop,
    count: streams.count,
  };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;
