import { payoutAvailableCents, type PayoutStatus } from "@prenup/domain";
import { iso, isoOrNull } from "../sql-rows.ts";
import type { PayoutsRepository } from "./payouts.repository.ts";

/** The attorney's sold services: what was paid, the fee, what is due to them (`payoutAvailableCents`) and whether it was paid out. */
export function createPayoutsService(deps: { repository: PayoutsRepository }) {
  const { repository } = deps;

  return {
    async listPayouts(
      attorneyId: string,
      query: { payoutStatus?: PayoutStatus | undefined; page: number; pageSize: number },
    ) {
      const { rows, dueRows } = await repository.listPayouts(attorneyId, {
        payoutStatus: query.payoutStatus,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const due = (row: { price_paid_in_cents: number; fee_paid_in_cents: number; amount_refunded_in_cents: number }) =>
        payoutAvailableCents({
          pricePaidInCents: row.price_paid_in_cents,
          feePaidInCents: row.fee_paid_in_cents,
          amountRefundedInCents: row.amount_refunded_in_cents,
        });
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          client: { id: row.user_id, firstName: row.first_name, lastName: row.last_name },
          pricePaidInCents: row.price_paid_in_cents,
          feePaidInCents: row.fee_paid_in_cents,
          payoutDueInCents: due(row),
          payoutStatus: row.payout_status,
          paidOutAt: isoOrNull(row.paid_out_at),
          purchasedAt: iso(row.created_at),
        })),
        totalDueInCents: dueRows.reduce((sum, row) => sum + due(row), 0),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
