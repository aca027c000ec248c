import { auditLog, cartItems, carts, purchaseItems, type Executor } from "@prenup/db";
import type { ProductCategory } from "@prenup/domain";

export function createAdminUsersRepository() {
  return {
    /** A PAID cart with one PRENUP item and its SUCCESSFUL purchase item, recorded in the audit log. */
    async recordManualPrenupPayment(
      tx: Executor,
      input: {
        userId: string;
        documentId: string;
        product: { id: string; priceInCents: number; productCategory: ProductCategory };
        adminId: string;
        now: Date;
        requestId: string;
        ipAddress: string;
      },
    ): Promise<string> {
      const [cart] = await tx
        .insert(carts)
        .values({
          userId: input.userId,
          documentId: input.documentId,
          cartStatus: "PAID",
          totalPaidInCents: input.product.priceInCents,
          totalFeeInCents: 0,
          paymentMethod: null,
          transactionCompletedAt: input.now,
          createdAt: input.now,
          createdById: input.adminId,
          updatedById: input.adminId,
        })
        .returning({ id: carts.id });
      if (!cart) throw new Error("insert into carts returned no row");
      await tx.insert(cartItems).values({ cartId: cart.id, productId: input.product.id, quantity: 1, createdById: input.adminId });
      const [item] = await tx
        .insert(purchaseItems)
        .values({
          userId: input.userId,
          productId: input.product.id,
          cartId: cart.id,
          documentId: input.documentId,
          category: input.product.productCategory,
          pricePaidInCents: input.product.priceInCents,
          feePaidInCents: 0,
          paymentStatus: "SUCCESSFUL",
          createdAt: input.now,
          createdById: input.adminId,
          updatedById: input.adminId,
        })
        .returning({ id: purchaseItems.id });
      if (!item) throw new Error("insert into purchase_items returned no row");
      await tx.insert(auditLog).values({
        actorUserId: input.adminId,
        action: "user.mark-paid",
        entityType: "purchase_item",
        entityId: item.id,
        documentId: input.documentId,
        before: null,
        after: { userId: input.userId, cartId: cart.id, pricePaidInCents: input.product.priceInCents, paymentMethod: null },
        requestId: input.requestId,
        ipAddress: input.ipAddress,
        createdAt: input.now,
        createdById: input.adminId,
      });
      return item.id;
    },
  };
}
