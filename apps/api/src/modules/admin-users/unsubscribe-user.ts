import type { AuditRequest } from "../audit/index.ts";
import { requireDetail, lockUserOrNotFound, writeAdminUserChange } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import type { AdminUserDetail } from "./admin-users.schemas.ts";

/** POST /admin/users/{id}/unsubscribe: no more reminder or marketing e-mails (the mail port suppresses them); idempotent. */
export async function unsubscribeUser(
  ctx: AdminUsersContext,
  userId: string,
  admin: { id: string },
  request: AuditRequest,
): Promise<AdminUserDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockUserOrNotFound(ctx, tx, userId);
    if (!row.emailUnsubscribedAt) {
      const now = ctx.clock.now();
      await writeAdminUserChange(ctx, tx, {
        userId,
        admin,
        columns: { emailUnsubscribedAt: now },
        audit: {
          action: "user.unsubscribe",
          before: { emailUnsubscribedAt: null },
          after: { emailUnsubscribedAt: now.toISOString() },
          request,
        },
        at: now,
      });
    }
    return requireDetail(ctx, userId, tx);
  });
}
