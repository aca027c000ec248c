import { live, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * One live purchase matching `where` (on purchase item `pi`) with its product, buyer, attorney
 * (name, first licensed state, booking link) and calls, in one statement (`lock`: FOR UPDATE of the
 * item): the purchases', products', users' and attorneys' tables, never written.
 */
export async function bookingContext(executor: Executor, where: ReturnType<typeof sql>, lock: boolean) {
  return (await executor.execute(sql`
    select pi.id, pi.user_id, pi.document_id, pi.attorney_id, pi.booking_status, pi.payment_status,
           p.product_type, p.title as product_title, sv.booking_link,
           au.first_name as attorney_first_name, au.last_name as attorney_last_name,
           (select s.abbreviation from attorney_states st join states s on s.id = st.state_id
             where st.attorney_id = pi.attorney_id and ${live("st")} order by st."order", s.abbreviation limit 1) as attorney_state,
           u.email as user_email, u.first_name as user_first_name, u.last_name as user_last_name, u.phone_number as user_phone_number,
           coalesce((select json_agg(json_build_object('eventStatus', e.event_status, 'serviceCompletedAt', e.service_completed_at))
                       from events e where e.purchase_item_id = pi.id and ${live("e")}), '[]'::json) as calls
      from purchase_items pi
      join products p on p.id = pi.product_id
      join users u on u.id = pi.user_id
      left join users au on au.id = pi.attorney_id
      left join attorney_services sv on sv.attorney_id = pi.attorney_id and sv.product_id = pi.product_id and ${live("sv")}
     where ${live("pi")} and ${where}
     ${lock ? sql`for update of pi` : sql``}`)) as { rows: Record<string, unknown>[] };
}
