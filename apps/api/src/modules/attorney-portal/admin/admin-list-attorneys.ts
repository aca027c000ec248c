import type { AttorneyStage } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { iso } from "../sql-rows.ts";

/** GET /admin/attorneys: attorneys by name, e-mail or firm, stage filter, newest first, one page; one statement. */
export async function adminListAttorneys(
  ctx: AttorneyPortalContext,
  query: { search?: string | undefined; stage?: AttorneyStage | undefined; page: number; pageSize: number },
) {
  const rows = await ctx.adminRepository.listAttorneys({
    search: query.search,
    stage: query.stage,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    attorneys: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      stage: row.stage,
      lawFirm: row.law_firm,
      states: row.states ?? [],
      createdAt: iso(row.created_at),
    })),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
