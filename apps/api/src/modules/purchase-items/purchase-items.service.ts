import type { ProductCategory } from "@prenup/domain";
import { notFound } from "../../http/errors.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { PurchaseItemsRepository } from "./purchase-items.repository.ts";
import type { PurchaseItemResponse } from "./purchase-items.schemas.ts";

export function createPurchaseItemsService(deps: { repository: PurchaseItemsRepository }) {
  return {
    async listUserPurchaseItems(
      userId: string,
      filter: { category?: ProductCategory | undefined },
    ): Promise<PurchaseItemResponse[]> {
      if (!(await deps.repository.userExists(userId))) throw notFound("User not found", "USER_NOT_FOUND");
      const rows = await deps.repository.listPurchaseItemsOfUser(userId, filter);
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
    },
  };
}
