import { toAdminItem } from "./admin-item.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import type { AdminPurchaseItemFilter } from "./purchase-items.repository.ts";

/** GET /admin/purchase-items: items for refunds and payouts, filtered, searched and sorted, a page at a time. */
export async function adminListPurchaseItems(ctx: PurchaseItemsContext, filter: AdminPurchaseItemFilter) {
  const { rows, total } = await ctx.repository.listForAdmin(filter);
  return { items: rows.map(toAdminItem), total, page: filter.page, pageSize: filter.pageSize };
}
