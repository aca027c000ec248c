import { live, products, purchaseItems, type Executor } from "@prenup/db";
import { and, asc, eq, inArray } from "drizzle-orm";

/** The live purchase items of these buyers with their product type (the products' table), oldest first. */
export function buyerItems(executor: Executor, userIds: readonly string[]) {
  return executor
    .select({
      id: purchaseItems.id,
      userId: purchaseItems.userId,
      documentId: purchaseItems.documentId,
      paymentStatus: purchaseItems.paymentStatus,
      bookingStatus: purchaseItems.bookingStatus,
      productType: products.productType,
    })
    .from(purchaseItems)
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .where(and(live(purchaseItems), inArray(purchaseItems.userId, [...userIds])))
    .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
}
