import type { AdminUsersContext } from "./admin-users.context.ts";

/**
 * GET /admin/users/{id}/attorney-restrictions: the attorney rules the user's answers trigger, the
 * answers module's own answer to GET /users/{id}/answers/attorney-restrictions (one rule, one
 * place), for any user.
 */
export function getAttorneyRestrictions(ctx: AdminUsersContext, userId: string) {
  return ctx.answers.getAttorneyRestrictions(userId);
}
