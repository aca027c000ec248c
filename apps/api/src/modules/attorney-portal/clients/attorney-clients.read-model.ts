import { live, purchaseInForce } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/**
 * A client: the partner on the attorney's side of a live document (attorney A represents partner
 * A), or a partner who bought Q&A with the attorney (the purchase in force, `purchaseInForce`) on
 * that document, or on their active one when the purchase names none. `represents` tells the two
 * apart (and `approved_by_me` whether the attorney approved the current text for them); a partner
 * both represented and bought for Q&A is one client, represented. A fragment:
 * the CTE `c` that the client rows select from (the documents' and purchases' tables).
 */
export function attorneyClients(attorneyId: string): SQL {
  return sql`
    with represented as (
      select d.id as document_id,
             case when d.attorney_a_id = ${attorneyId}::uuid then 'A' else 'B' end as side,
             case when d.attorney_a_id = ${attorneyId}::uuid then d.user_a_id else d.user_b_id end as client_id,
             case when d.attorney_a_id = ${attorneyId}::uuid then d.user_b_id else d.user_a_id end as partner_id,
             d.state_id, d.status, d.reviewed_at, d.finalized_at, d.last_generated_at, true as represents,
             case when d.attorney_a_id = ${attorneyId}::uuid then d.attorney_a_approved_at is not null
                  else d.attorney_b_approved_at is not null end as approved_by_me
        from documents d
       where ${live("d")} and (d.attorney_a_id = ${attorneyId}::uuid or d.attorney_b_id = ${attorneyId}::uuid)
    ), c as (
      select * from represented
      union all
      select distinct
             d.id as document_id,
             case when d.user_a_id = pi.user_id then 'A' else 'B' end as side,
             pi.user_id as client_id,
             case when d.user_a_id = pi.user_id then d.user_b_id else d.user_a_id end as partner_id,
             d.state_id, d.status, d.reviewed_at, d.finalized_at, d.last_generated_at, false as represents,
             false as approved_by_me
        from purchase_items pi
        join products pr on pr.id = pi.product_id
        join documents d on ${live("d")} and (d.user_a_id = pi.user_id or d.user_b_id = pi.user_id)
                        and (d.id = pi.document_id or (pi.document_id is null and d.is_active))
       where pr.product_type = 'Q_A' and pi.attorney_id = ${attorneyId}::uuid and ${purchaseInForce("pi")}
         and not exists (select 1 from represented r where r.document_id = d.id and r.client_id = pi.user_id)
    )`;
}
