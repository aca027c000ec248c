import { live } from "@prenup/db";
import type { PaymentStatus, PayoutStatus } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";

/** What `attorneyEarning` reads of one sale, as stored. */
export type SaleAmountsRow = {
  price_paid_in_cents: number;
  fee_paid_in_cents: number;
  amount_refunded_in_cents: number;
  payment_status: PaymentStatus;
  payout_status: PayoutStatus | null;
  price_paid_to_attorney_in_cents: number | null;
  dispute_status: "OPEN" | "WON" | "LOST" | null;
};

/**
 * The amounts of every live sale of the attorney , the fragment the payouts and the
 * dashboard both read so that their figures come from the same rows.
 */
export function attorneySaleAmounts(attorneyId: string): SQL {
  return sql`select s.id, s.price_paid_in_cents, s.fee_paid_in_cents, s.amount_refunded_in_cents, s.payment_status,
                    s.payout_status, s.price_paid_to_attorney_in_cents, s.dispute_status, s.paid_out_at, s.created_at,
                    s.user_id, s.product_id
               from purchase_items s where s.attorney_id = ${attorneyId}::uuid and ${live("s")}`;
}
