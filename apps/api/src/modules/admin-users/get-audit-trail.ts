import { DomainError } from "@prenup/domain";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { ADMIN_USER_MESSAGES } from "./admin-users.messages.ts";

/** GET /admin/users/{id}/audit-log: the user's audit trail, changes about them and changes they made, newest first. */
export async function getAuditTrail(ctx: AdminUsersContext, userId: string, page: { page: number; pageSize: number }) {
  const [person] = await ctx.users.findPeople([userId]);
  if (!person) throw new DomainError("USER_NOT_FOUND", ADMIN_USER_MESSAGES.userNotFound);
  return ctx.audit.listForUser(userId, page);
}
