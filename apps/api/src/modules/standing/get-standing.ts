import type { Standing } from "@prenup/domain";
import { loadContext } from "./load-context.ts";
import type { StandingContext } from "./standing.context.ts";
import { standingOf } from "./standing-of.ts";

/** GET /users/{id}/standing: the user's context with their partner and financials, and its standing. */
export async function getStanding(ctx: StandingContext, userId: string): Promise<Standing> {
  return standingOf(ctx, await loadContext(ctx, userId, { withPartner: true, withFinancials: true }));
}
