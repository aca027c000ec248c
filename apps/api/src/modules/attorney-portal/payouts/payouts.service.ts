import { attorneyEarning, attorneyEarningTotals, type AttorneyEarning, type EarningStatus } from "@prenup/domain";
import { iso, isoOrNull } from "../sql-rows.ts";
import type { SaleAmountsRow } from "./attorney-sale-amounts.read-model.ts";
import type { PayoutsRepository } from "./payouts.repository.ts";

/** `attorneyEarning` of a stored sale: the one place the payouts and the dashboard turn rows into money. */
export function earningOf(row: SaleAmountsRow): AttorneyEarning {
  return attorneyEarning({
    pricePaidInCents: row.price_paid_in_cents,
    feePaidInCents: row.fee_paid_in_cents,
    amountRefundedInCents: row.amount_refunded_in_cents,
    paymentStatus: row.payment_status,
    payoutStatus: row.payout_status,
    pricePaidToAttorneyInCents: row.price_paid_to_attorney_in_cents,
    disputeStatus: row.dispute_status,
  });
}

/**
 * The attorney's sold services: each sale's status and amounts (`attorneyEarning`) and the totals over
 * all of them (`attorneyEarningTotals`), so the rows of every page add up to the totals. The status
 * filter and the page are applied to the computed rows.
 */
export function createPayoutsService(deps: { repository: PayoutsRepository }) {
  const { repository } = deps;

  return {
    async listPayouts(
      attorneyId: string,
      query: { status?: EarningStatus | undefined; page: number; pageSize: number },
    ) {
      const sales = (await repository.listSales(attorneyId)).map((row) => ({ row, earning: earningOf(row) }));
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
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
