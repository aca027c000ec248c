import { attorneyEarningTotals, type EarningStatus } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { iso, isoOrNull } from "../sql-rows.ts";
import { earningOf } from "./earning-of.ts";

/**
 * GET …/payouts: the attorney's sold services, each sale's status and amounts (`attorneyEarning`) and
 * the totals over all of them (`attorneyEarningTotals`), so the rows of every page add up to the
 * totals. The status filter and the page are applied to the computed rows.
 */
export async function listPayouts(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  query: { status?: EarningStatus | undefined; page: number; pageSize: number },
) {
  const sales = (await ctx.payoutsRepository.listSales(attorneyId)).map((row) => ({ row, earning: earningOf(row) }));
  const totals = attorneyEarningTotals(sales.map((sale) => sale.earning));
  const matching = query.status ? sales.filter((sale) => sale.earning.status === query.status) : sales;
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize).map(({ row, earning }) => ({
      id: row.id,
      title: row.title,
      client: { id: row.user_id, firstName: row.first_name, lastName: row.last_name },
      purchasedAt: iso(row.created_at),
      pricePaidInCents: row.price_paid_in_cents,
      feePaidInCents: row.fee_paid_in_cents,
      ...earning,
      paidOutAt: earning.status === "PAID" ? isoOrNull(row.paid_out_at) : null,
    })),
    totals,
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
