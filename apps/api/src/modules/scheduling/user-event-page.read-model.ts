import { live, type Database } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";
import type { EventStatus, ProductType } from "@prenup/domain";

export type EventListRow = {
  id: string;
  purchase_item_id: string | null;
  attorney_id: string;
  event_start_at: string | Date;
  event_end_at: string | Date;
  event_status: EventStatus;
  service_completed_at: string | Date | null;
  cancel_url: string | null;
  reschedule_url: string | null;
  location_type: string | null;
  location: string | null;
  time_zone: string | null;
  product_type: ProductType | null;
  attorney_first_name: string | null;
  attorney_last_name: string | null;
  total: number | string;
  client_id?: string;
  client_first_name?: string | null;
  client_last_name?: string | null;
};

/** One page of the user's calls with their product and attorney (the purchases', products' and users' tables), with the total. */
export async function userEventPage(
  db: Database,
  userId: string,
  condition: SQL,
  nowText: string,
  page: { limit: number; offset: number },
): Promise<EventListRow[]> {
  const result = (await db.execute(sql`
        select e.id, e.purchase_item_id, e.attorney_id, e.event_start_at, e.event_end_at, e.event_status, e.service_completed_at,
               e.cancel_url, e.reschedule_url, e.location_type, e.location, e.time_zone, p.product_type,
               au.first_name as attorney_first_name, au.last_name as attorney_last_name, count(*) over () as total
          from events e
          left join purchase_items pi on pi.id = e.purchase_item_id
          left join products p on p.id = pi.product_id
          left join users au on au.id = e.attorney_id
         where e.user_id = ${userId}::uuid and ${live("e")} and ${condition}
         order by (e.event_end_at > ${nowText}::timestamptz) desc,
                  case when e.event_end_at > ${nowText}::timestamptz then e.event_start_at end asc,
                  e.event_start_at desc, (e.event_status = 'BOOKED') desc, e.created_at desc, e.id
         limit ${page.limit} offset ${page.offset}`)) as { rows: EventListRow[] };
  return result.rows;
}
