import type { Executor } from "@prenup/db";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { eligibilityOf } from "./eligibility-steps.ts";

/**
 * How many Representation services `userId` may buy now — the eligibility's
 * maxRepresentationProductsUserCanPurchase (the domain's rule: two only when two attorneys of
 * different law firms can serve the two partners). The cart bounds its quantity by it, so the
 * screen's offer and the cart never disagree. Runs in the caller's transaction.
 */
export async function maxRepresentationProducts(
  ctx: AttorneyServicesContext,
  executor: Executor,
  userId: string,
): Promise<number> {
  const context = await ctx.repository.loadContext(userId, executor);
  return eligibilityOf(context, userId, "REPRESENTATION").maxRepresentationProductsUserCanPurchase;
}
