import { live, type Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";
import { attorneyClients } from "./attorney-clients.read-model.ts";
import { clientColumns } from "./client-columns.read-model.ts";
import type { BookingStatus, EventStatus, PaymentStatus, ProductType } from "@prenup/domain";

export type ClientRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  document_id: string;
  side: "A" | "B";
  state_id: string | null;
  state_name: string | null;
  state_abbreviation: string | null;
  partner_id: string | null;
  partner_first_name: string | null;
  partner_last_name: string | null;
  status: string;
  reviewed_at: unknown;
  finalized_at: unknown;
  last_generated_at: unknown;
  represents: boolean;
  next_event_at: unknown;
  open_services: number;
  waiting_services: number;
  approved_by_me: boolean;
  total?: number | string;
  services?: {
    id: string;
    productType: ProductType;
    title: string;
    bookingStatus: BookingStatus | null;
    paymentStatus: PaymentStatus;
    purchasedAt: string;
  }[];
  events?: {
    id: string;
    eventStartAt: string;
    eventEndAt: string;
    eventStatus: EventStatus;
    serviceCompletedAt: string | null;
    productType: ProductType | null;
  }[];
};

/** The attorney's live clients by name (one statement); `search` is a LIKE pattern or null. */
export function clientList(
  db: Database,
  attorneyId: string,
  query: { search: string | null },
  now: Date,
): Promise<ClientRow[]> {
  const { search } = query;
  return selectRows<ClientRow>(
    db,
    sql`${attorneyClients(attorneyId)}
          select ${clientColumns(attorneyId, now)}
            from c join users u on u.id = c.client_id
            left join users p on p.id = c.partner_id
            left join states s on s.id = c.state_id
           where ${live("u")}
             ${search ? sql`and (u.first_name ilike ${search} or u.last_name ilike ${search} or u.email ilike ${search})` : sql``}
           order by u.last_name nulls last, u.first_name nulls last, u.id`,
  );
}
