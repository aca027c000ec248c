import { live, purchaseInForce, type Database } from "@prenup/db";
import type { PayoutStatus } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";

export type PayoutRow = {
  id: string;
  title: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  price_paid_in_cents: number;
  fee_paid_in_cents: number;
  amount_refunded_in_cents: number;
  payout_status: PayoutStatus | null;
  paid_out_at: unknown;
  created_at: unknown;
  total: number | string;
};

/**
 * One page of the attorney's sold services (the purchases' table, with product and buyer) and the
 * amounts due to them, in one statement: one row with a null id when the page is empty.
 */
export function attorneyPayouts(
  db: Database,
  attorneyId: string,
  query: { payoutStatus?: PayoutStatus | undefined; limit: number; offset: number },
) {
  return selectRows<
    PayoutRow & {
      due: { price_paid_in_cents: number; fee_paid_in_cents: number; amount_refunded_in_cents: number }[] | null;
    }
  >(
    db,
    sql`with due as (
              select json_agg(json_build_object('price_paid_in_cents', price_paid_in_cents, 'fee_paid_in_cents', fee_paid_in_cents, 'amount_refunded_in_cents', amount_refunded_in_cents)) as due
                from purchase_items due_pi where due_pi.attorney_id = ${attorneyId}::uuid and due_pi.payout_status = 'DUE' and ${purchaseInForce("due_pi")}
            ), page as (
              select pi.id, pr.title, pi.user_id, u.first_name, u.last_name, pi.price_paid_in_cents, pi.fee_paid_in_cents, pi.amount_refunded_in_cents,
                     pi.payout_status, pi.paid_out_at, pi.created_at, count(*) over () as total
                from purchase_items pi join products pr on pr.id = pi.product_id join users u on u.id = pi.user_id
               where pi.attorney_id = ${attorneyId}::uuid and ${live("pi")} ${query.payoutStatus ? sql`and pi.payout_status = ${query.payoutStatus}` : sql``}
               order by pi.created_at desc, pi.id
               limit ${query.limit} offset ${query.offset}
            )
            select page.*, due.due from due left join page on true`,
  );
}
