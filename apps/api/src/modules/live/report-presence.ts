import type { LivePresenceBody } from "@prenup/domain";
import type { LiveContext } from "./live.context.ts";

/** POST /users/{id}/live/presence: where the user is in the app, for their partner's screens. */
export function reportPresence(ctx: LiveContext, userId: string, body: LivePresenceBody): void {
  ctx.bus.publish({ type: "presence", userId, place: body.place, sectionId: body.sectionId ?? null });
}
