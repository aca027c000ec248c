import { DomainError, type LiveAction, type LiveChange, type LivePresenceBody } from "@prenup/domain";
import type { CoupleBus, CoupleBusEvent } from "../../integrations/live/couple-bus.ts";
import type { Clock } from "../../integrations/clock.ts";
import { createLiveStreams, type StreamSink } from "../../integrations/live/streams.ts";

/** Open live streams one user may hold on one instance (tabs and devices together), unless configured (LIVE_STREAMS_PER_USER). */
export const MAX_LIVE_STREAMS_PER_USER = 5;

/** The refusal of a stream past the limit. */
export const liveStreamsLimitMessage = (max: number) =>
  `At most ${max} live connections can be open at once. Close the app in another tab or device and try again.`;

export const LIVE_MESSAGES = {
  tooMany: liveStreamsLimitMessage(MAX_LIVE_STREAMS_PER_USER),
  stopping: "The server is restarting. Reconnect in a moment.",
  noAccount: "There is no customer account to follow.",
} as const;

/** Who a customer works with now (the documents service answers it in one statement). */
export interface Couples {
  coupleOf(userId: string): Promise<{ documentId: string | null; partnerId: string | null } | null>;
}

/** What a stream follows: the viewer and the partner they had when it opened. */
type Following = { partnerId: string | null };

/**
 * Being together in the app: one server-sent-event stream per signed-in customer carries their
 * partner's presence and what the partner (or an attorney) changed, from every API instance
 * (`CoupleBus`). A stream follows the partner the viewer had when it opened; access is checked
 * again (one statement) before events are delivered and every 30 s, and the stream ends
 * (`access-lost`) when the account is closed or the partner changed, so the client reconnects.
 */
export function createLiveService(deps: {
  bus: CoupleBus;
  couples: Couples;
  maxPerUser?: number;
  recheckMs?: number;
  clock?: Clock;
}) {
  const { bus, couples } = deps;
  const streams = createLiveStreams<CoupleBusEvent, Following>({
    keyOf: (viewerId, { partnerId }) => `${viewerId}:${partnerId ?? ""}`,
    // What the viewer did themself is no news to them (the tab that did it reads again on its own,
    // another tab when it is shown again): only others' events, each costing an access check, and
    // the bus's `resync`.
    subscribe: (viewerId, { partnerId }, listener) =>
      bus.subscribe(partnerId ? [viewerId, partnerId] : [viewerId], (event) => {
        if (event.type === "resync" || event.userId !== viewerId) listener(event);
      }),
    checkAccess: async (viewerId, { partnerId }) => {
      const couple = await couples.coupleOf(viewerId);
      return couple !== null && couple.partnerId === partnerId;
    },
    limit: {
      code: "LIVE_STREAMS_LIMIT",
      message: liveStreamsLimitMessage(deps.maxPerUser ?? MAX_LIVE_STREAMS_PER_USER),
    },
    stoppingMessage: LIVE_MESSAGES.stopping,
    maxPerUser: deps.maxPerUser ?? MAX_LIVE_STREAMS_PER_USER,
    ...(deps.recheckMs !== undefined ? { recheckMs: deps.recheckMs } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
  });

  return {
    /**
     * Opens the viewer's stream and tells the partner (`hello`, answered with their presence);
     * answers the function to call when the connection closes, which tells the partner `left` once
     * the viewer has no stream open on this instance.
     */
    async openStream(input: {
      viewerId: string;
      expiresAt: number | null;
      maxMs: number;
      sink: StreamSink<CoupleBusEvent>;
    }): Promise<() => void> {
      const couple = await couples.coupleOf(input.viewerId);
      if (!couple) throw new DomainError("USER_NOT_FOUND", LIVE_MESSAGES.noAccount);
      const close = streams.open({ ...input, target: { partnerId: couple.partnerId } });
      bus.publish({ type: "hello", userId: input.viewerId });
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        close();
        if (streams.count(input.viewerId) === 0) bus.publish({ type: "left", userId: input.viewerId });
      };
    },

    /** Where the user is in the app, for their partner's screens. */
    reportPresence(userId: string, body: LivePresenceBody): void {
      bus.publish({ type: "presence", userId, place: body.place, sectionId: body.sectionId ?? null });
    },

    /**
     * A change was committed: the actor's partner (or, for an attorney's change, the couple named by
     * `coupleIds`) reads again what it concerns.
     */
    announceChange(
      actorId: string,
      change: LiveChange,
      coupleIds: readonly string[],
      action: LiveAction | null = null,
    ): void {
      bus.publish({ type: "changed", userId: actorId, change, action, userIds: [...coupleIds] });
    },

    /** Ends every open stream and refuses new ones (the instance is draining or closing). */
    stopStreams: () => streams.stop(),

    /** Open streams on this instance, of one user or of everybody. */
    openStreams: (userId?: string) => streams.count(userId),
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
