import { requireDetail } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import type { AdminUserDetail } from "./admin-users.schemas.ts";

/** GET /admin/users/{id}: one user with their active agreement, partner and paid flags. */
export function getUser(ctx: AdminUsersContext, userId: string): Promise<AdminUserDetail> {
  return requireDetail(ctx, userId);
}
