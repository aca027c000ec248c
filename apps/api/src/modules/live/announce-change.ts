import type { LiveAction, LiveChange } from "@prenup/domain";
import type { LiveContext } from "./live.context.ts";

/**
 * A change was committed: the actor's partner (or, for an attorney's change, the couple named by
 * `coupleIds`) reads again what it concerns.
 */
export function announceChange(
  ctx: LiveContext,
  actorId: string,
  change: LiveChange,
  coupleIds: readonly string[],
  action: LiveAction | null = null,
): void {
  ctx.bus.publish({ type: "changed", userId: actorId, change, action, userIds: [...coupleIds] });
}
