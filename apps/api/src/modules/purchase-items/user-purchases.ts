import { DomainError, planPurchaseItemChange, type BookingStatus, type ProductCategory } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import { MONEY_MESSAGES, PURCHASE_ITEM_ATTORNEY_MESSAGES, type PurchaseItemsDeps } from "./purchase-items.context.ts";
import type { PurchaseItemResponse } from "./purchase-items.schemas.ts";

/** A customer's own purchases: the list, and their changes (booking, the chosen attorney, the agreement). */
export function createUserPurchases(
  deps: Pick<PurchaseItemsDeps, "db" | "clock" | "repository" | "users" | "attorneyAssignment">,
) {
  const { db, clock, repository, attorneyAssignment } = deps;

  function refused(field: string, message: string): DomainError {
    return new DomainError("PURCHASE_ITEM_CHANGE_REFUSED", message, { issues: [{ path: [field], message }] });
  }

  async function listUserPurchaseItems(
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
  }

  /** The user's own purchase: move the booking forward, choose an attorney once, link it to their agreement once. */
  async function updateUserPurchaseItem(
    userId: string,
    itemId: string,
    change: {
      bookingStatus?: BookingStatus | undefined;
      attorneyId?: string | undefined;
      documentId?: string | undefined;
    },
  ): Promise<PurchaseItemResponse> {
    await db.transaction(async (tx) => {
      const item = await repository.lockOwnItem(tx, userId, itemId);
      if (!item) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", MONEY_MESSAGES.itemNotFound);
      const isService = item.productType === "REPRESENTATION" || item.productType === "Q_A";
      const choosing =
        change.attorneyId !== undefined && change.attorneyId !== item.attorneyId && item.attorneyId === null;
      const plan = planPurchaseItemChange({
        item,
        change,
        attorneyAvailable:
          change.attorneyId !== undefined && (await repository.isApprovedAttorney(tx, change.attorneyId)),
        activeDocumentId: change.documentId !== undefined ? await repository.findActiveDocumentId(tx, userId) : null,
      });
      if (!plan.ok) throw refused(plan.field, plan.message);
      // An attorney service's attorney must be licensed in the agreement's state, offer the
      // service and not work for the partner (nor at the partner's attorney's law firm).
      if (choosing && isService) {
        const problem = await attorneyAssignment.attorneyChoiceProblem(tx, {
          beneficiaryId: item.userId,
          attorneyId: change.attorneyId!,
          serviceType: item.productType as "REPRESENTATION" | "Q_A",
        });
        if (problem) throw refused("attorneyId", problem);
      }
      const now = clock.now();
      if (Object.keys(plan.update).length > 0)
        await repository.updateItem(tx, itemId, { ...plan.update, updatedAt: now, updatedById: userId });
      // Representation with its attorney and agreement: the attorney represents the user on the
      // agreement (attorneyAId/attorneyBId) and the user's will-hire flag is set.
      const attorneyId = plan.update.attorneyId ?? item.attorneyId;
      const documentId = plan.update.documentId ?? item.documentId;
      if (item.productType === "REPRESENTATION" && attorneyId && documentId) {
        const assigned = await attorneyAssignment.assignRepresentingAttorney(
          { documentId, userId: item.userId, attorneyId, actorId: userId, now },
          tx,
        );
        if (!assigned) throw refused("attorneyId", PURCHASE_ITEM_ATTORNEY_MESSAGES.sideTaken);
      }
    });
    const items = await listUserPurchaseItems(userId, {});
    return items.find((candidate) => candidate.id === itemId)!;
  }

  return { listUserPurchaseItems, updateUserPurchaseItem };
}
