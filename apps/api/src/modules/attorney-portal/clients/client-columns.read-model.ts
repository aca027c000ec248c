import { live, purchaseInForce } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/** A fragment of the client rows: the client, partner and state columns with the next booked event, the open
 * services, those waiting for a first call and whether the attorney approved the current text. */
export function clientColumns(attorneyId: string, now: Date): SQL {
  return sql`
    u.id, u.first_name, u.last_name, u.email, u.phone_number, c.document_id, c.side, c.state_id, s.name as state_name, s.abbreviation as state_abbreviation,
    p.id as partner_id, p.first_name as partner_first_name, p.last_name as partner_last_name, c.status, c.reviewed_at, c.finalized_at, c.last_generated_at, c.represents,
    (select min(e.event_start_at) from events e
      where e.attorney_id = ${attorneyId}::uuid and e.user_id = u.id and ${live("e")} and e.event_status = 'BOOKED' and e.event_start_at > ${now.toISOString()}::timestamptz) as next_event_at,
    (select count(*) from purchase_items pi
      where pi.attorney_id = ${attorneyId}::uuid and pi.user_id = u.id and ${purchaseInForce("pi")}
        and pi.booking_status in ('WAITING', 'SCHEDULED'))::int as open_services,
    (select count(*) from purchase_items pi
      where pi.attorney_id = ${attorneyId}::uuid and pi.user_id = u.id and ${purchaseInForce("pi")}
        and pi.booking_status = 'WAITING')::int as waiting_services, c.approved_by_me`;
}
