import { live, type Database } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";
import type { EventListRow } from "./user-event-page.read-model.ts";

/** One page of the attorney's calls with their clients and products (the purchases', products' and users' tables), with the total. */
export async function attorneyEventPage(
  db: Database,
  attorneyId: string,
  condition: SQL,
  nowText: string,
  page: { limit: number; offset: number },
): Promise<EventListRow[]> {
  const result = (await db.execute(sql`
        select e.id, e.purchase_item_id, e.attorney_id, e.event_start_at, e.event_end_at, e.event_status, e.service_completed_at,
               e.cancel_url, e.reschedule_url, e.location_type, e.location, e.time_zone, p.product_type,
               au.first_name as attorney_first_name, au.last_name as attorney_last_name,
               cu.id as client_id, cu.first_name as client_first_name, cu.last_name as client_last_name, count(*) over () as total
          from events e
          join users cu on cu.id = e.user_id
          left join purchase_items pi on pi.id = e.purchase_item_id
          left join products p on p.id = pi.product_id
          left join users au on au.id = e.attorney_id
         where e.attorney_id = ${attorneyId}::uuid and ${live("e")} and ${condition}
         order by (e.event_end_at > ${nowText}::timestamptz) desc,
                  case when e.event_end_at > ${nowText}::timestamptz then e.event_start_at end asc,
                  e.event_start_at desc, e.id
         limit ${page.limit} offset ${page.offset}`)) as { rows: EventListRow[] };
  return result.rows;
}
