import { findProductByType, type Database } from "@prenup/db";
import { conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { DocumentsRepository } from "../documents/documents.repository.ts";
import type { createAdminUsersRepository } from "./admin-users.repository.ts";
import type { MarkPaidResponse } from "./admin-users.schemas.ts";

export const ADMIN_USER_MESSAGES = {
  userNotFound: "User not found",
  noDocument: "This user has no active agreement to mark as paid.",
} as const;

export function createAdminUsersService(deps: {
  db: Database;
  clock: Clock;
  documents: DocumentsRepository;
  repository: ReturnType<typeof createAdminUsersRepository>;
}) {
  const { db, clock, documents, repository } = deps;
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
      const [user] = await documents.findPeople([userId]);
      if (!user) throw notFound(ADMIN_USER_MESSAGES.userNotFound, "USER_NOT_FOUND");
      return db.transaction(async (tx) => {
        const document = await documents.findActiveDocumentOfUser(userId, tx);
        if (!document) throw conflict(ADMIN_USER_MESSAGES.noDocument, "NO_DOCUMENT");
        await repository.lockDocument(tx, document.id);
        const [existing] = await documents.findPrenupPurchases(document, tx);
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
