import type { AccountDeletionsContext } from "./account-deletions.context.ts";
import type { AdminAccountDeletionsQuery, AdminAccountDeletionsResponse } from "./account-deletions.schemas.ts";

/** GET /admin/account-deletions: a page of requests with their due dates, holds and the median days to complete (one statement). */
export async function listAccountDeletions(
  ctx: AccountDeletionsContext,
  query: AdminAccountDeletionsQuery,
): Promise<AdminAccountDeletionsResponse> {
  const page = await ctx.repository.adminPage(ctx.db, query);
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      email: row.person?.email ?? "",
      name: [row.person?.firstName, row.person?.lastName].filter(Boolean).join(" ") || null,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      respondBy: row.respondBy.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      hold: row.hold ? { ...row.hold, placedAt: row.hold.placedAt.toISOString() } : null,
    })),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    medianDaysToComplete: page.medianDays,
    open: page.open,
    held: page.held,
  };
}
