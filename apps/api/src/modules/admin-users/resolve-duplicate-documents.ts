import { DomainError } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import { lockUserOrNotFound } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { ADMIN_USER_MESSAGES } from "./admin-users.messages.ts";

/**
 * POST /admin/users/{id}/resolve-duplicate-documents: keeps one active agreement and deactivates the
 * user's others (their answers, purchases and history stay with them), under the user's document
 * lock, audited. Idempotent.
 */
export async function resolveDuplicateDocuments(
  ctx: AdminUsersContext,
  userId: string,
  keepDocumentId: string,
  admin: { id: string },
  request: AuditRequest,
) {
  const { documents } = ctx;
  return ctx.db.transaction(async (tx) => {
    await lockUserOrNotFound(ctx, tx, userId);
    await documents.lockDocumentsOfUser(userId, tx);
    const active = await ctx.repository.listActiveDocuments(userId, tx);
    if (!active.some((document) => document.id === keepDocumentId))
      throw new DomainError("DOCUMENT_NOT_FOUND", ADMIN_USER_MESSAGES.notOwnDocument);
    const now = ctx.clock.now();
    const deactivated = await documents.deactivateOtherDocuments(tx, {
      userId,
      keepDocumentId,
      actorId: admin.id,
      now,
    });
    if (deactivated.length > 0) {
      await ctx.audit.record(tx, {
        actorId: admin.id,
        action: "user.resolve-duplicate-documents",
        entityType: "user",
        entityId: userId,
        subjectUserId: userId,
        documentId: keepDocumentId,
        before: { activeDocumentIds: active.map((document) => document.id) },
        after: { keptDocumentId: keepDocumentId, deactivatedDocumentIds: deactivated },
        request,
        at: now,
      });
    }
    return { keptDocumentId: keepDocumentId, deactivatedDocumentIds: deactivated };
  });
}
