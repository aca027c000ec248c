import { type UserProfileUpdate } from "@prenup/domain";
import type { AuditRequest } from "../audit/index.ts";
import { changedFields, requireDetail, lockUserOrNotFound, writeAdminUserChange } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import type { AdminUserDetail } from "./admin-users.schemas.ts";

/** PATCH /admin/users/{id}: an admin's edit of profile fields (the same rules as the user's own edit), audited with before and after. */
export async function updateUser(
  ctx: AdminUsersContext,
  userId: string,
  changes: UserProfileUpdate,
  admin: { id: string },
  request: AuditRequest,
): Promise<AdminUserDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockUserOrNotFound(ctx, tx, userId);
    const diff = changedFields(row as unknown as Record<string, unknown>, changes as Record<string, unknown>);
    if (Object.keys(diff.after).length > 0) {
      const now = ctx.clock.now();
      await writeAdminUserChange(ctx, tx, {
        userId,
        admin,
        columns: changes,
        audit: { action: "user.update", ...diff, request },
        at: now,
      });
    }
    return requireDetail(ctx, userId, tx);
  });
}
