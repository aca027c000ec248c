import type { Executor } from "@prenup/db";
import type { BookingStatus } from "@prenup/domain";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";

/** The scheduling module's booking status changes (as its calls are booked, cancelled, completed), in its transaction. */
export async function setBookingStatus(
  ctx: Pick<PurchaseItemsContext, "repository">,
  executor: Executor,
  itemId: string,
  bookingStatus: BookingStatus,
  actorId: string | null,
  now: Date,
): Promise<void> {
  await ctx.repository.updateItem(executor, itemId, { bookingStatus, updatedAt: now, updatedById: actorId });
}
