import { DomainError } from "@prenup/domain";
import { IdentityUnavailableError } from "../../integrations/identity/index.ts";
import type { AuditRequest } from "../audit/index.ts";
import { lockUserOrNotFound } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";

/**
 * POST /admin/users/{id}/send-password-reset-email: asks the identity provider to e-mail the user a
 * reset link (the identity port), then records it. The provider's call cannot join our transaction:
 * the audit row is written after it succeeded.
 */
export async function sendPasswordReset(
  ctx: AdminUsersContext,
  userId: string,
  admin: { id: string },
  request: AuditRequest,
): Promise<{ sent: true; via: string }> {
  const { db, identity } = ctx;
  const row = await lockUserOrNotFound(ctx, db, userId);
  try {
    await identity.sendPasswordReset({ externalId: row.externalId, email: row.email });
  } catch (error) {
    if (error instanceof IdentityUnavailableError) throw new DomainError("IDENTITY_UNAVAILABLE", error.message);
    throw error;
  }
  await db.transaction(async (tx) =>
    ctx.audit.record(tx, {
      actorId: admin.id,
      action: "user.password-reset-email",
      entityType: "user",
      entityId: userId,
      subjectUserId: userId,
      after: { email: row.email, via: identity.kind },
      request,
    }),
  );
  return { sent: true, via: identity.kind };
}
