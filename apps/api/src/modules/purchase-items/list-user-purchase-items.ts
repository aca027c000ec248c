import { DomainError, type ProductCategory } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import type { PurchaseItemResponse } from "./purchase-items.schemas.ts";

/**
 * GET /users/{id}/purchase-items: what the user has bought, optionally of one category (404 when
 * there is no such user).
 */
export async function listUserPurchaseItems(
  ctx: PurchaseItemsContext,
  userId: string,
  filter: { category?: ProductCategory | undefined },
): Promise<PurchaseItemResponse[]> {
  if ((await ctx.users.findPeople([userId])).length === 0) throw new DomainError("USER_NOT_FOUND", "User not found");
  const rows = await ctx.repository.listPurchaseItemsOfUser(userId, filter);
  return rows.map(({ item, product }) => ({
    id: item.id,
    userId: item.userId,
    productId: item.productId,
    documentId: item.documentId,
    attorneyId: item.attorneyId,
    paymentStatus: item.paymentStatus,
    bookingStatus: item.bookingStatus,
    pricePaidInCents: item.pricePaidInCents,
    amountRefundedInCents: item.amountRefundedInCents,
    refundedAt: isoOrNull(item.refundedAt),
    createdAt: item.createdAt.toISOString(),
    deletedAt: isoOrNull(item.deletedAt),
    product: {
      id: product.id,
      title: product.title,
      productType: product.productType,
      productCategory: product.productCategory,
      isSharedProduct: product.isSharedProduct,
    },
  }));
}
