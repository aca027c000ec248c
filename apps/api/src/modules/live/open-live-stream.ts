import { DomainError } from "@prenup/domain";
import type { CoupleBusEvent } from "../../integrations/live/couple-bus.ts";
import type { StreamSink } from "../../integrations/live/streams.ts";
import type { LiveContext } from "./live.context.ts";
import { LIVE_MESSAGES } from "./live.messages.ts";

/**
 * GET /users/{id}/live: opens the viewer's stream and tells the partner (`hello`, answered with
 * their presence); answers the function to call when the connection closes, which tells the
 * partner `left` once the viewer has no stream open on this instance.
 */
export async function openLiveStream(
  ctx: LiveContext,
  input: { viewerId: string; expiresAt: number | null; maxMs: number; sink: StreamSink<CoupleBusEvent> },
): Promise<() => void> {
  const couple = await ctx.couples.coupleOf(input.viewerId);
  if (!couple) throw new DomainError("USER_NOT_FOUND", LIVE_MESSAGES.noAccount);
  const close = ctx.streams.open({ ...input, target: { partnerId: couple.partnerId } });
  ctx.bus.publish({ type: "hello", userId: input.viewerId });
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    close();
    if (ctx.streams.count(input.viewerId) === 0) ctx.bus.publish({ type: "left", userId: input.viewerId });
  };
}
