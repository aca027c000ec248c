import { toAdminLawFirm } from "./admin-law-firm-detail.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";

/** GET /admin/law-firms: a page of firms with their attorney counts and lead. */
export async function adminListLawFirms(
  ctx: LawFirmsContext,
  query: { search?: string | undefined; page: number; pageSize: number },
) {
  const rows = await ctx.repository.adminListLawFirms({
    search: query.search,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    lawFirms: rows.map(toAdminLawFirm),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
