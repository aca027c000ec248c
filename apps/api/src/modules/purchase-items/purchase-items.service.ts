import type { Executor, PurchaseItem } from "@prenup/db";
import type { BookingStatus } from "@prenup/domain";
import type { AdminPurchaseItemFilter, PurchaseItemsRepository } from "./purchase-items.repository.ts";
import { createAdminItemReads, toAdminItem, type PurchaseItemsDeps } from "./purchase-items.context.ts";
import { createPayout } from "./payout.ts";
import { createProviderChanges } from "./provider-changes.ts";
import { createRefund } from "./refund.ts";
import { createRefundReceipts } from "./refund-receipt.ts";
import { createUserPurchases } from "./user-purchases.ts";

export {
  MONEY_MESSAGES,
  PURCHASE_ITEM_ATTORNEY_MESSAGES,
  type AttorneyAssignmentHooks,
} from "./purchase-items.context.ts";

/**
 * What a user has bought; the only writer of `purchase_items`. One use case per file: the user's
 * purchases and their changes (`user-purchases.ts`), the admin's refund (`refund.ts`) and the payer's refund receipt (`refund-receipt.ts`) and payout
 * (`payout.ts`), money the provider moved without us (`provider-changes.ts`); the admin's item
 * reads are shared (`purchase-items.context.ts`).
 */
export function createPurchaseItemsService(deps: PurchaseItemsDeps) {
  const { repository } = deps;
  const items = createAdminItemReads(repository);
  const refundReceipt = createRefundReceipts(deps);

  return {
    /** The scheduling module's booking status changes (as its calls are booked, cancelled, completed), in its transaction. */
    async setBookingStatus(
      executor: Executor,
      itemId: string,
      bookingStatus: BookingStatus,
      actorId: string | null,
      now: Date,
    ) {
      await repository.updateItem(executor, itemId, { bookingStatus, updatedAt: now, updatedById: actorId });
    },

    /** The live purchases of these buyers (the couple), for the domain's paid rules. */
    listItemsOfBuyers: (userIds: readonly string[], executor?: Executor) =>
      repository.listItemsOfBuyers(userIds, executor),

    /** The purchase items a completed cart bought (the carts module's completion step, in its transaction). */
    createPurchaseItems: (
      executor: Executor,
      rows: Parameters<PurchaseItemsRepository["insertItems"]>[1],
    ): Promise<PurchaseItem[]> => repository.insertItems(executor, rows),

    ...createUserPurchases(deps),

    async listForAdmin(filter: AdminPurchaseItemFilter) {
      const { rows, total } = await repository.listForAdmin(filter);
      return { items: rows.map(toAdminItem), total, page: filter.page, pageSize: filter.pageSize };
    },

    refund: createRefund(deps, { items, refundReceipt }),
    applyProviderChange: createProviderChanges(deps, { refundReceipt }),
    payout: createPayout(deps, { items }),
  };
}

export type PurchaseItemsService = ReturnType<typeof createPurchaseItemsService>;
