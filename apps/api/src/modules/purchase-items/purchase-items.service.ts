import type { Executor } from "@prenup/db";
import { DomainError, type ProductCategory } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import type { PurchaseItemsRepository } from "./purchase-items.repository.ts";
import type { PurchaseItemResponse } from "./purchase-items.schemas.ts";

export function createPurchaseItemsService(deps: {
  repository: PurchaseItemsRepository;
  users: { findPeople(userIds: readonly string[]): Promise<{ id: string }[]> };
}) {
  return {
    /** The live purchases of these buyers (the couple), for the domain's paid rules. */
    listItemsOfBuyers: (userIds: readonly string[], executor?: Executor) => deps.repository.listItemsOfBuyers(userIds, executor),

    async listUserPurchaseItems(
      userId: string,
      filter: { category?: ProductCategory | undefined },
    ): Promise<PurchaseItemResponse[]> {
      if ((await deps.users.findPeople([userId])).length === 0) throw new DomainError("USER_NOT_FOUND", "User not found");
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

export type PurchaseItemsService = ReturnType<typeof createPurchaseItemsService>;
