import { toRow } from "./admin-user-rows.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import type { AdminUsersQuery, AdminUsersResponse } from "./admin-users.schemas.ts";

/** GET /admin/users: a page of users (search on name, e-mail or id, type and paid filters, sorting); one statement. */
export async function listUsers(ctx: AdminUsersContext, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const records = await ctx.repository.listUsers(query);
  return { items: records.map(toRow), total: records[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
