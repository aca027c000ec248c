import { live, type Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";
import { attorneyClients } from "./attorney-clients.read-model.ts";
import { clientColumns } from "./client-columns.read-model.ts";
import type { ClientRow } from "./client-page.read-model.ts";

/** The attorney's live client with their services and events, the represented document first (one statement). */
export function clientDetail(db: Database, attorneyId: string, clientId: string, now: Date): Promise<ClientRow[]> {
  return selectRows<ClientRow>(
    db,
    sql`${attorneyClients(attorneyId)}
          select ${clientColumns(attorneyId, now)},
                 coalesce((select json_agg(json_build_object('id', pi.id, 'productType', pr.product_type, 'title', pr.title, 'bookingStatus', pi.booking_status,
                                                             'paymentStatus', pi.payment_status, 'purchasedAt', pi.created_at) order by pi.created_at desc)
                             from purchase_items pi join products pr on pr.id = pi.product_id
                            where pi.attorney_id = ${attorneyId}::uuid and pi.user_id = u.id and ${live("pi")}), '[]'::json) as services,
                 coalesce((select json_agg(json_build_object('id', e.id, 'eventStartAt', e.event_start_at, 'eventEndAt', e.event_end_at, 'eventStatus', e.event_status,
                                                             'serviceCompletedAt', e.service_completed_at, 'productType', pr.product_type) order by e.event_start_at desc)
                             from events e left join purchase_items pi on pi.id = e.purchase_item_id left join products pr on pr.id = pi.product_id
                            where e.attorney_id = ${attorneyId}::uuid and e.user_id = u.id and ${live("e")}), '[]'::json) as events
            from c join users u on u.id = c.client_id
            left join users p on p.id = c.partner_id
            left join states s on s.id = c.state_id
           where ${live("u")} and u.id = ${clientId}::uuid
           order by c.represents desc, c.document_id
           limit 1`,
  );
}
