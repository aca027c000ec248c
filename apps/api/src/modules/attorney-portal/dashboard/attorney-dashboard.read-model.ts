import { live, purchaseInForce, type Database } from "@prenup/db";
import type { ProductType } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";
import { attorneyClients } from "../clients/attorney-clients.read-model.ts";
import { attorneySaleAmounts, type SaleAmountsRow } from "../payouts/attorney-sale-amounts.read-model.ts";

/**
 * The attorney's dashboard in one statement: the next booked events with their clients, the
 * clients waiting and counted, the unread chat messages and the amounts of every sale (the payouts'
 * fragment).
 */
export function attorneyDashboard(db: Database, attorneyId: string, now: Date) {
  return selectRows<{
    upcoming: {
      id: string;
      eventStartAt: string;
      clientId: string;
      firstName: string | null;
      lastName: string | null;
      productType: ProductType | null;
    }[];
    clients_waiting: number;
    client_count: number;
    unread_chats: number;
    sales: SaleAmountsRow[];
  }>(
    db,
    sql`${attorneyClients(attorneyId)}
          select
            coalesce((select json_agg(x order by x."eventStartAt") from (
                select e.id, e.event_start_at as "eventStartAt", u.id as "clientId", u.first_name as "firstName", u.last_name as "lastName", pr.product_type as "productType"
                  from events e join users u on u.id = e.user_id
                  left join purchase_items pi on pi.id = e.purchase_item_id left join products pr on pr.id = pi.product_id
                 where e.attorney_id = ${attorneyId}::uuid and ${live("e")} and e.event_status = 'BOOKED' and e.event_end_at > ${now.toISOString()}::timestamptz
                 order by e.event_start_at limit 5) x), '[]'::json) as upcoming,
            (select count(distinct pi.user_id) from purchase_items pi
              where pi.attorney_id = ${attorneyId}::uuid and ${purchaseInForce("pi")} and pi.booking_status = 'WAITING')::int as clients_waiting,
            (select count(distinct c.client_id) from c where c.client_id is not null)::int as client_count,
            (select count(*) from chat_messages m where m.to_user_id = ${attorneyId}::uuid and m.is_read = false and ${live("m")})::int as unread_chats,
            coalesce((select json_agg(sales) from (${attorneySaleAmounts(attorneyId)}) sales), '[]'::json) as sales`,
  );
}
