import { live, purchaseInForce, type Database } from "@prenup/db";
import type { ProductType } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";
import { attorneyClients } from "../clients/attorney-clients.read-model.ts";
import { attorneySaleAmounts, type SaleAmountsRow } from "../payouts/attorney-sale-amounts.read-model.ts";

/**
 * The attorney's dashboard in one statement: the next booked events with their clients, the
 * clients waiting and counted, the unread chat messages, the amounts of every sale (the payouts'
 * fragment) and, per client, the facts of their stage with their unread messages and the questions
 * they asked the attorney on a disagreement that no accepted proposal has settled since.
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
    attention: {
      id: string;
      firstName: string | null;
      lastName: string | null;
      represents: boolean;
      generated: boolean;
      finalized: boolean;
      approvedByMe: boolean;
      waitingForCall: boolean;
      unreadMessages: number;
      openQuestions: number;
    }[];
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
            coalesce((select json_agg(sales) from (${attorneySaleAmounts(attorneyId)}) sales), '[]'::json) as sales,
            coalesce((select json_agg(a order by a."lastName" nulls last, a."firstName" nulls last, a.id) from (
                select distinct on (u.id) u.id, u.first_name as "firstName", u.last_name as "lastName", c.represents,
                       c.last_generated_at is not null as generated, c.finalized_at is not null as finalized,
                       c.approved_by_me as "approvedByMe",
                       exists (select 1 from purchase_items pi
                                where pi.attorney_id = ${attorneyId}::uuid and pi.user_id = u.id and ${purchaseInForce("pi")}
                                  and pi.booking_status = 'WAITING') as "waitingForCall",
                       (select count(*) from chat_messages m
                         where m.to_user_id = ${attorneyId}::uuid and m.from_user_id = u.id and m.is_read = false and ${live("m")})::int as "unreadMessages",
                       (select count(*) from dispute_thread_events q
                         where q.attorney_id = ${attorneyId}::uuid and q.user_id = u.id and q.document_id = c.document_id
                           and q.kind = 'ASKED_ATTORNEY' and ${live("q")}
                           and not exists (select 1 from dispute_thread_events settled
                                            where settled.document_id = q.document_id and settled.question_id = q.question_id
                                              and settled.kind = 'ACCEPTED' and settled.created_at > q.created_at and ${live("settled")}))::int as "openQuestions"
                  from c join users u on u.id = c.client_id
                 where ${live("u")}
                 order by u.id, c.represents desc) a), '[]'::json) as attention`,
  );
}
