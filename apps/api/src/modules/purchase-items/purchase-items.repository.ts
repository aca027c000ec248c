import { documents, products, purchaseItems, type Database, type Executor } from "@prenup/db";
import type { ProductCategory } from "@prenup/domain";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";

export function createPurchaseItemsRepository(db: Database) {
  return {
    /** The live purchase items of these buyers, with their product type, oldest first. */
    async listItemsOfBuyers(userIds: readonly string[], executor: Executor = db) {
      if (userIds.length === 0) return [];
      const rows = await executor
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
        .where(and(isNull(purchaseItems.deletedAt), inArray(purchaseItems.userId, [...userIds])))
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
      return rows.map(({ productType, ...item }) => ({ ...item, product: { productType } }));
    },

    /**
     * The user's live purchase items, plus the shared products (the prenup is bought once per
     * couple) bought by anyone for a live document the user is a party of. Oldest first.
     */
    async listPurchaseItemsOfUser(userId: string, filter: { category?: ProductCategory | undefined }) {
      const ownDocuments = db
        .select({ id: documents.id })
        .from(documents)
        .where(and(isNull(documents.deletedAt), or(eq(documents.userAId, userId), eq(documents.userBId, userId))));
      return db
        .select({ item: purchaseItems, product: products })
        .from(purchaseItems)
        .innerJoin(products, eq(products.id, purchaseItems.productId))
        .where(
          and(
            isNull(purchaseItems.deletedAt),
            or(
              eq(purchaseItems.userId, userId),
              and(eq(products.isSharedProduct, true), inArray(purchaseItems.documentId, ownDocuments)),
            ),
            filter.category ? eq(products.productCategory, filter.category) : undefined,
          ),
        )
        .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id));
    },
  };
}

export type PurchaseItemsRepository = ReturnType<typeof createPurchaseItemsRepository>;
