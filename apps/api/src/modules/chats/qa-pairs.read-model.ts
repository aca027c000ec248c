import { purchaseInForce } from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * The Q&A pairs of document `d` as a JSON array, a fragment of the chat's read models: purchases of
 * the Q&A product in force (`purchaseInForce`) with an attorney, bought by a partner for this
 * document (or for no document yet), latest first.
 */
export const qaPairs = sql`coalesce((
    select json_agg(json_build_object('userId', pi.user_id, 'attorneyId', pi.attorney_id) order by pi.created_at desc, pi.id desc)
      from purchase_items pi join products pr on pr.id = pi.product_id
     where pr.product_type = 'Q_A' and pi.attorney_id is not null and ${purchaseInForce("pi")}
       and pi.user_id in (d.user_a_id, d.user_b_id) and (pi.document_id = d.id or pi.document_id is null)), '[]'::json)`;
