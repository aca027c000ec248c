import { live, products, purchaseItems, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** The user's own live purchase item, locked (FOR UPDATE of the item), with its product type (the products' table). */
export function lockedOwnItem(executor: Executor, userId: string, itemId: string) {
  return executor
    .select({ item: purchaseItems, productType: products.productType })
    .from(purchaseItems)
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .where(and(eq(purchaseItems.id, itemId), eq(purchaseItems.userId, userId), live(purchaseItems)))
    .for("update", { of: purchaseItems });
}
