import { live, purchaseItems, type Executor } from "@prenup/db";
import { and, asc, inArray } from "drizzle-orm";

/**
 * What other modules ask of the purchases (DESIGN.md, "Data ownership"): functions that run one
 * statement of their own.
 */

/** A purchase item row. */
export type PurchaseItemRow = typeof purchaseItems.$inferSelect;

/** The live purchase items of these carts, oldest first: what each paid line cost. */
export function livePurchaseItemsOfCarts(executor: Executor, cartIds: string[]): Promise<PurchaseItemRow[]> {
  return executor
    .select()
    .from(purchaseItems)
    .where(and(inArray(purchaseItems.cartId, cartIds), live(purchaseItems)))
    .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
}
