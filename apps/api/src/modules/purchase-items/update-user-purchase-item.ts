import { DomainError, planPurchaseItemChange, type BookingStatus } from "@prenup/domain";
import { listUserPurchaseItems } from "./list-user-purchase-items.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import { MONEY_MESSAGES, PURCHASE_ITEM_ATTORNEY_MESSAGES } from "./purchase-items.messages.ts";
import type { PurchaseItemResponse } from "./purchase-items.schemas.ts";

/** A refusal of the change, naming the field. */
function refused(field: string, message: string): DomainError {
  return new DomainError("PURCHASE_ITEM_CHANGE_REFUSED", message, { issues: [{ path: [field], message }] });
}

/**
 * PATCH /users/{id}/purchase-items/{pid}: the user's own purchase: move the booking forward, choose
 * an attorney once, link it to their agreement once.
 */
export async function updateUserPurchaseItem(
  ctx: PurchaseItemsContext,
  userId: string,
  itemId: string,
  change: {
    bookingStatus?: BookingStatus | undefined;
    attorneyId?: string | undefined;
    documentId?: string | undefined;
  },
): Promise<PurchaseItemResponse> {
  await ctx.db.transaction(async (tx) => {
    const item = await ctx.repository.lockOwnItem(tx, userId, itemId);
    if (!item) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", MONEY_MESSAGES.itemNotFound);
    const isService = item.productType === "REPRESENTATION" || item.productType === "Q_A";
    const choosing =
      change.attorneyId !== undefined && change.attorneyId !== item.attorneyId && item.attorneyId === null;
    const plan = planPurchaseItemChange({
      item,
      change,
      attorneyAvailable:
        change.attorneyId !== undefined && (await ctx.repository.isApprovedAttorney(tx, change.attorneyId)),
      activeDocumentId: change.documentId !== undefined ? await ctx.repository.findActiveDocumentId(tx, userId) : null,
    });
    if (!plan.ok) throw refused(plan.field, plan.message);
    // An attorney service's attorney must be licensed in the agreement's state, offer the
    // service and not work for the partner (nor at the partner's attorney's law firm).
    if (choosing && isService) {
      const problem = await ctx.attorneyAssignment.attorneyChoiceProblem(tx, {
        beneficiaryId: item.userId,
        attorneyId: change.attorneyId!,
        serviceType: item.productType as "REPRESENTATION" | "Q_A",
      });
      if (problem) throw refused("attorneyId", problem);
    }
    const now = ctx.clock.now();
    if (Object.keys(plan.update).length > 0)
      await ctx.repository.updateItem(tx, itemId, { ...plan.update, updatedAt: now, updatedById: userId });
    // Representation with its attorney and agreement: the attorney represents the user on the
    // agreement (attorneyAId/attorneyBId) and the user's will-hire flag is set.
    const attorneyId = plan.update.attorneyId ?? item.attorneyId;
    const documentId = plan.update.documentId ?? item.documentId;
    if (item.productType === "REPRESENTATION" && attorneyId && documentId) {
      const assigned = await ctx.attorneyAssignment.assignRepresentingAttorney(
        { documentId, userId: item.userId, attorneyId, actorId: userId, now },
        tx,
      );
      if (!assigned) throw refused("attorneyId", PURCHASE_ITEM_ATTORNEY_MESSAGES.sideTaken);
    }
  });
  const items = await listUserPurchaseItems(ctx, userId, {});
  return items.find((candidate) => candidate.id === itemId)!;
}
