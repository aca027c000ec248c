import type { Executor } from "@prenup/db";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";

/** The user's completed services (the domain's review facts) and the purchase items already reviewed. */
export async function reviewableServices(ctx: AttorneyServicesContext, userId: string, executor?: Executor) {
  const rows = await ctx.repository.completedServices(userId, executor);
  const services = rows.map((row) => ({
    ...row,
    purchaseItemId: row.purchase_item_id,
    attorneyId: row.attorney_id,
    serviceCompletedAt: new Date(row.service_completed_at),
    eventStatus: row.event_status,
  }));
  const reviewed = new Set(rows.filter((row) => row.reviewed).map((row) => row.purchase_item_id));
  return { services, reviewed };
}
