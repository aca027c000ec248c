import { live, preparedQuery, purchaseInForce } from "@prenup/db";
import { sql } from "drizzle-orm";
import type { CompletedServiceRow } from "./attorney-services.repository.ts";

/** The user's completed calls (one per service: its latest completion) with the attorney, and whether the service was reviewed. */
export const completedServices = preparedQuery<CompletedServiceRow>("attorney_completed_services", () => {
  const userId = sql.placeholder("userId");
  return sql`
    select distinct on (e.purchase_item_id)
           e.purchase_item_id, e.attorney_id, pi.document_id, e.service_completed_at, e.event_status, p.product_type,
           u.first_name, u.last_name, u.photo_url,
           exists (select 1 from attorney_reviews r where r.purchase_item_id = e.purchase_item_id and ${live("r")}) as reviewed
      from events e
      join purchase_items pi on pi.id = e.purchase_item_id and pi.user_id = ${userId}::uuid and ${purchaseInForce("pi")}
      join products p on p.id = pi.product_id
      join users u on u.id = e.attorney_id
     where e.user_id = ${userId}::uuid and ${live("e")} and e.service_completed_at is not null and e.event_status = 'BOOKED'
     order by e.purchase_item_id, e.service_completed_at desc`;
});
