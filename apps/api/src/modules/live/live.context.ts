import type { Clock } from "../../integrations/clock.ts";
import type { CoupleBus, CoupleBusEvent } from "../../integrations/live/couple-bus.ts";
import { createLiveStreams, type LiveStreams } from "../../integrations/live/streams.ts";
import { LIVE_MESSAGES, liveStreamsLimitMessage, MAX_LIVE_STREAMS_PER_USER } from "./live.messages.ts";

/** Who a customer works with now (the documents service answers it in one statement). */
export interface Couples {
  coupleOf(userId: string): Promise<{ documentId: string | null; partnerId: string | null } | null>;
}

/** What a stream follows: the viewer and the partner they had when it opened. */
export type Following = { partnerId: string | null };

/**
 * What every use case of the live module runs with: built once by its manifest's `build`
 * (`liveContext`) and passed as the first argument (`openLiveStream(ctx, input)`). Its streams are
 * this instance's open streams and live as long as the context.
 */
export type LiveContext = {
  bus: CoupleBus;
  couples: Couples;
  streams: LiveStreams<CoupleBusEvent, Following>;
};

/**
 * A context with no stream open. A stream follows the partner the viewer had when it opened;
 * access is checked again (one statement) before events are delivered and every 30 s, and the
 * stream ends (`access-lost`) when the account is closed or the partner changed, so the client
 * reconnects.
 */
export function liveContext(deps: {
  bus: CoupleBus;
  couples: Couples;
  maxPerUser?: number;
  recheckMs?: number;
  clock?: Clock;
}): LiveContext {
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
  return { bus, couples, streams };
}
