import { AGREEMENT_PRODUCT_TYPES, agreementProductTypeFor, DomainError, sharedProductPurchase } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { ADMIN_USER_MESSAGES } from "./admin-users.messages.ts";
import type { MarkPaidResponse } from "./admin-users.schemas.ts";

/**
 * POST /admin/users/{id}/mark-paid. Marks the user's active agreement paid: a payment made outside
 * the gateway, recorded by the carts module through the same completion step as a paid checkout (a
 * PAID cart without a payment method, a SUCCESSFUL purchase item of the agreement's product — the
 * prenup's or the postnup's, `agreementProductTypeFor` — at its price and no fee, the
 * `user.mark-paid` audit row with the admin as actor). Under the agreement's row lock; idempotent:
 * when the agreement already counts as paid, nothing is written and that purchase item is answered.
 */
export async function markPaid(
  ctx: AdminUsersContext,
  userId: string,
  admin: { id: string },
  request: AuditRequest,
): Promise<MarkPaidResponse> {
  const { documents } = ctx;
  const [user] = await ctx.users.findPeople([userId]);
  if (!user) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
  return ctx.db.transaction(async (tx) => {
    const document = await documents.findActiveDocumentOfUser(userId, tx);
    if (!document) throw new DomainError("NO_DOCUMENT", ADMIN_USER_MESSAGES.noDocument);
    await documents.lockDocument(document.id, tx);
    const couple = [document.userAId, ...(document.userBId ? [document.userBId] : [])];
    const existing = sharedProductPurchase({
      productType: AGREEMENT_PRODUCT_TYPES,
      purchaseItems: await ctx.purchaseItems.listItemsOfBuyers(couple, tx),
      document,
      userId,
    });
    if (existing) return { purchaseItemId: existing.id, alreadyPaid: true };
    const { purchaseItemId } = await ctx.carts.recordOutsidePayment(tx, {
      buyerId: userId,
      documentId: document.id,
      productType: agreementProductTypeFor(document.kind),
      admin,
      request,
    });
    return { purchaseItemId, alreadyPaid: false };
  });
}
