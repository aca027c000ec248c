import { live, preparedQuery, purchaseInForce } from "@prenup/db";
import { sql } from "drizzle-orm";

export type CompletedServiceRow = {
  purchase_item_id: string;
  attorney_id: string;
  document_id: string | null;
  service_completed_at: string | Date;
  event_status: "BOOKED" | "CANCELED" | "NO_SHOW";
  product_type: "REPRESENTATION" | "Q_A";
  first_name: string | null;
  last_name: string | null;
  photo_url: string | null;
  reviewed: boolean;
};

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
