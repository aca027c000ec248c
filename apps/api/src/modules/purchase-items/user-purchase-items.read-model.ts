import { carts, documentParty, documents, live, products, purchaseItems, type Database } from "@prenup/db";
import type { ProductCategory } from "@prenup/domain";
import { and, asc, eq, inArray, or } from "drizzle-orm";

/**
 * The user's live purchase items with their products, the shared products bought by anyone for a
 * live document the user is a party of (the documents' table), and what the user paid for someone
 * else (the carts' table). Oldest first, one statement.
 */
export function userPurchaseItems(db: Database, userId: string, filter: { category?: ProductCategory | undefined }) {
  const ownDocuments = db
    .select({ id: documents.id })
    .from(documents)
    .where(and(live(documents), documentParty(documents, userId)));
  const paidCarts = db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return db
    .select({ item: purchaseItems, product: products })
    .from(purchaseItems)
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .where(
      and(
        live(purchaseItems),
        or(
          eq(purchaseItems.userId, userId),
          and(eq(products.isSharedProduct, true), inArray(purchaseItems.documentId, ownDocuments)),
          // What the user paid for someone else (representation bought for the partner).
          inArray(purchaseItems.cartId, paidCarts),
        ),
        filter.category ? eq(products.productCategory, filter.category) : undefined,
      ),
    )
    .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
}
