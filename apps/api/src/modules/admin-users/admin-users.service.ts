import { findProductByType, type Database } from "@prenup/db";
import { DomainError, sharedProductPurchase } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { DocumentsService } from "../documents/index.ts";
import type { PurchaseItemsService } from "../purchase-items/index.ts";
import type { UsersService } from "../users/index.ts";
import type { createAdminUsersRepository } from "./admin-users.repository.ts";
import type { MarkPaidResponse } from "./admin-users.schemas.ts";

export const ADMIN_USER_MESSAGES = {
  userNotFound: "User not found",
  noDocument: "This user has no active agreement to mark as paid.",
} as const;

export function createAdminUsersService(deps: {
  db: Database;
  clock: Clock;
  users: Pick<UsersService, "findPeople">;
  documents: Pick<DocumentsService, "findActiveDocumentOfUser" | "lockDocument">;
  purchaseItems: Pick<PurchaseItemsService, "listItemsOfBuyers">;
  repository: ReturnType<typeof createAdminUsersRepository>;
}) {
  const { db, clock, users, documents, purchaseItems, repository } = deps;
  return {
    /**
     * Marks the prenup of the user's active agreement paid, as a successful checkout would (until
     * payments exist): a PAID cart without a payment method, a SUCCESSFUL PRENUP purchase item at the
     * product's price and no fee, and an audit-log row. Idempotent: when the prenup already counts as
     * paid, nothing is written and that purchase item is answered.
     */
    async markPaid(
      userId: string,
      admin: { id: string },
      request: { id: string; ip: string },
    ): Promise<MarkPaidResponse> {
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
        const product = await findProductByType(tx, "PRENUP");
        const purchaseItemId = await repository.recordManualPrenupPayment(tx, {
          userId,
          documentId: document.id,
          product,
          adminId: admin.id,
          now: clock.now(),
          requestId: request.id,
          ipAddress: request.ip,
        });
        return { purchaseItemId, alreadyPaid: false };
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
