import { live, purchaseInForce } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/** True when the person is the attorney's client: represented on a live document, or bought Q&A from them (SQL fragment). */
export function clientOf(attorneyId: string, clientId: string): SQL {
  return sql`(exists (select 1 from documents d where ${live("d")}
    and ((d.attorney_a_id = ${attorneyId}::uuid and d.user_a_id = ${clientId}::uuid) or (d.attorney_b_id = ${attorneyId}::uuid and d.user_b_id = ${clientId}::uuid)))
    or exists (select 1 from purchase_items pi join products pr on pr.id = pi.product_id
      where pr.product_type = 'Q_A' and pi.attorney_id = ${attorneyId}::uuid and pi.user_id = ${clientId}::uuid and ${purchaseInForce("pi")}))`;
}
