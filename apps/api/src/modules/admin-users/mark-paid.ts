import { DomainError, sharedProductPurchase } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import { ADMIN_USER_MESSAGES, type AdminUsersDeps } from "./admin-user-rows.ts";
import type { MarkPaidResponse } from "./admin-users.schemas.ts";

/** POST /admin/users/{id}/mark-paid. */
export function createMarkPaid(deps: Pick<AdminUsersDeps, "db" | "users" | "documents" | "purchaseItems" | "carts">) {
  const { db, users, documents, purchaseItems, carts } = deps;

  /**
   * Marks the prenup of the user's active agreement paid: a payment made outside the gateway,
   * recorded by the carts module through the same completion step as a paid checkout (a PAID cart
   * without a payment method, a SUCCESSFUL PRENUP purchase item at the product's price and no fee,
   * the `user.mark-paid` audit row with the admin as actor). Under the agreement's row lock;
   * idempotent: when the prenup already counts as paid, nothing is written and that purchase item
   * is answered.
   */
  async function markPaid(userId: string, admin: { id: string }, request: AuditRequest): Promise<MarkPaidResponse> {
    const [user] = await users.findPeople([userId]);
    if (!user) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
    return db.transaction(async (tx) => {
      const document = await documents.findActiveDocumentOfUser(userId, tx);
      if (!document) throw new DomainError("NO_DOCUMENT", ADMIN_USER_MESSAGES.noDocument);
      await documents.lockDocument(document.id, tx);
      const couple = [document.userAId, ...(document.userBId ? [document.userBId] : [])];
      const existing = sharedProductPurchase({
        productType: "PRENUP",
        purchaseItems: await purchaseItems.listItemsOfBuyers(couple, tx),
        document,
        userId,
      });
      if (existing) return { purchaseItemId: existing.id, alreadyPaid: true };
      const { purchaseItemId } = await carts.recordOutsidePayment(tx, {
        buyerId: userId,
        documentId: document.id,
        productType: "PRENUP",
        admin,
        request,
      });
      return { purchaseItemId, alreadyPaid: false };
    });
  }

  return markPaid;
}
