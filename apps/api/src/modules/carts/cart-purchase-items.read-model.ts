import { live, purchaseItems, type Executor } from "@prenup/db";
import { and, asc, inArray } from "drizzle-orm";

/** A purchase item a paid cart created (the purchase items' table). */
export type CartPurchaseItemRow = typeof purchaseItems.$inferSelect;

/** The live purchase items of these carts, oldest first: what each paid line cost. */
export function cartPurchaseItems(executor: Executor, cartIds: string[]): Promise<CartPurchaseItemRow[]> {
  return executor
    .select()
    .from(purchaseItems)
    .where(and(inArray(purchaseItems.cartId, cartIds), live(purchaseItems)))
    .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
}
