/**
 * What a user has bought (purchase items and their products), the admin's refunds and payouts, and
 * money the payment provider moved without us; the only writer of `purchase_items`, `refunds` and
 * `payouts`. One use case per file, each a function of the module's context and its input
 * (`refundPurchaseItem(ctx, itemId, body, admin, request)`); the routes call them directly.
 */
import type { Executor, PurchaseItem } from "@prenup/db";
import type { BookingStatus } from "@prenup/domain";
import { applyProviderChange } from "./apply-provider-change.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import type { PurchaseItemsRepository } from "./purchase-items.repository.ts";
import { setBookingStatus } from "./set-booking-status.ts";

export type { AttorneyAssignmentHooks, PurchaseItemsContext } from "./purchase-items.context.ts";
export { PURCHASE_ITEM_ATTORNEY_MESSAGES } from "./purchase-items.messages.ts";
export { createPurchaseItemsRepository, type PurchaseItemCartReads } from "./purchase-items.repository.ts";

/**
 * What other modules call (the carts' completion and provider events, the scheduling's booking
 * statuses, the admin's user rows), on the context its manifest built: `setBookingStatus`
 * and `applyProviderChange` are the use cases of the same name, the others the repository's reads and
 * writes of the items, in the caller's transaction where they take one.
 */
export function purchaseItemsService(ctx: PurchaseItemsContext) {
  const { repository } = ctx;
  return {
    setBookingStatus: (
      executor: Executor,
      itemId: string,
      bookingStatus: BookingStatus,
      actorId: string | null,
      now: Date,
    ) => setBookingStatus(ctx, executor, itemId, bookingStatus, actorId, now),
    /** The live purchases of these buyers (the couple), for the domain's paid rules. */
    listItemsOfBuyers: (userIds: readonly string[], executor?: Executor) =>
      repository.listItemsOfBuyers(userIds, executor),
    /** The purchase items a completed cart bought (the carts module's completion step, in its transaction). */
    createPurchaseItems: (
      executor: Executor,
      rows: Parameters<PurchaseItemsRepository["insertItems"]>[1],
    ): Promise<PurchaseItem[]> => repository.insertItems(executor, rows),
    applyProviderChange: (tx: Executor, input: Parameters<typeof applyProviderChange>[2]) =>
      applyProviderChange(ctx, tx, input),
  };
}

export type PurchaseItemsService = ReturnType<typeof purchaseItemsService>;
