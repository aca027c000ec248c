import { attorneyEarning, type AttorneyEarning } from "@prenup/domain";
import type { SaleAmountsRow } from "./attorney-sale-amounts.read-model.ts";

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
