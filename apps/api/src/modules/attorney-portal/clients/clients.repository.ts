import { internalNotes, live, purchaseInForce, type Database } from "@prenup/db";
import type { BookingStatus, EventStatus, PaymentStatus, ProductType } from "@prenup/domain";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { selectRows } from "../attorney-record.repository.ts";

/**
 * A client: the partner on the attorney's side of a live document (attorney A represents partner
 * A), or a partner who bought Q&A with the attorney (the purchase in force, `purchaseInForce`) on
 * that document, or on their active one when the purchase names none. `represents` tells the two
 * apart; a partner both represented and bought for Q&A is one client, represented.
 */
export function clientsCte(attorneyId: string): SQL {
  return sql`
    with represented as (
      select d.id as document_id,
             case when d.attorney_a_id = ${attorneyId}::uuid then 'A' else 'B' end as side,
             case when d.attorney_a_id = ${attorneyId}::uuid then d.user_a_id else d.user_b_id end as client_id,
             case when d.attorney_a_id = ${attorneyId}::uuid then d.user_b_id else d.user_a_id end as partner_id,
             d.state_id, d.status, d.reviewed_at, d.finalized_at, d.last_generated_at, true as represents
        from documents d
       where ${live("d")} and (d.attorney_a_id = ${attorneyId}::uuid or d.attorney_b_id = ${attorneyId}::uuid)
    ), c as (
      select * from represented
      union all
      select distinct
             d.id as document_id,
             case when d.user_a_id = pi.user_id then 'A' else 'B' end as side,
             pi.user_id as client_id,
             case when d.user_a_id = pi.user_id then d.user_b_id else d.user_a_id end as partner_id,
             d.state_id, d.status, d.reviewed_at, d.finalized_at, d.last_generated_at, false as represents
        from purchase_items pi
        join products pr on pr.id = pi.product_id
        join documents d on ${live("d")} and (d.user_a_id = pi.user_id or d.user_b_id = pi.user_id)
                        and (d.id = pi.document_id or (pi.document_id is null and d.is_active))
       where pr.product_type = 'Q_A' and pi.attorney_id = ${attorneyId}::uuid and ${purchaseInForce("pi")}
         and not exists (select 1 from represented r where r.document_id = d.id and r.client_id = pi.user_id)
    )`;
}

/** True when the person is the attorney's client: represented on a live document, or bought Q&A from them (SQL fragment). */
export function isClientOf(attorneyId: string, clientId: string): SQL {
  return sql`(exists (select 1 from documents d where ${live("d")}
    and ((d.attorney_a_id = ${attorneyId}::uuid and d.user_a_id = ${clientId}::uuid) or (d.attorney_b_id = ${attorneyId}::uuid and d.user_b_id = ${clientId}::uuid)))
    or exists (select 1 from purchase_items pi join products pr on pr.id = pi.product_id
      where pr.product_type = 'Q_A' and pi.attorney_id = ${attorneyId}::uuid and pi.user_id = ${clientId}::uuid and ${purchaseInForce("pi")}))`;
}

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

function clientColumns(attorneyId: string, now: Date): SQL {
  return sql`
    u.id, u.first_name, u.last_name, u.email, u.phone_number, c.document_id, c.side, c.state_id, s.name as state_name, s.abbreviation as state_abbreviation,
    p.id as partner_id, p.first_name as partner_first_name, p.last_name as partner_last_name, c.status, c.reviewed_at, c.finalized_at, c.last_generated_at, c.represents,
    (select min(e.event_start_at) from events e
      where e.attorney_id = ${attorneyId}::uuid and e.user_id = u.id and ${live("e")} and e.event_status = 'BOOKED' and e.event_start_at > ${now.toISOString()}::timestamptz) as next_event_at,
    (select count(*) from purchase_items pi
      where pi.attorney_id = ${attorneyId}::uuid and pi.user_id = u.id and ${purchaseInForce("pi")}
        and pi.booking_status in ('WAITING', 'SCHEDULED'))::int as open_services`;
}

/** The attorney's clients, a client's detail, the client check and the internal notes: one statement each. */
export function createClientsRepository(db: Database) {
  const rows = selectRows;

  return {
    async listClients(
      attorneyId: string,
      query: { search?: string | undefined; limit: number; offset: number },
      now: Date,
    ): Promise<ClientRow[]> {
      const search = query.search?.trim()
        ? `%${query.search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
        : null;
      return rows<ClientRow>(
        db,
        sql`${clientsCte(attorneyId)}
          select ${clientColumns(attorneyId, now)}, count(*) over () as total
            from c join users u on u.id = c.client_id
            left join users p on p.id = c.partner_id
            left join states s on s.id = c.state_id
           where ${live("u")}
             ${search ? sql`and (u.first_name ilike ${search} or u.last_name ilike ${search} or u.email ilike ${search})` : sql``}
           order by u.last_name nulls last, u.first_name nulls last, u.id
           limit ${query.limit} offset ${query.offset}`,
      );
    },

    async findClient(attorneyId: string, clientId: string, now: Date): Promise<ClientRow | null> {
      const found = await rows<ClientRow>(
        db,
        sql`${clientsCte(attorneyId)}
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
      return found[0] ?? null;
    },

    /** The client's document and state, when the client is the attorney's (else null). */
    async findClientDocument(
      attorneyId: string,
      clientId: string,
    ): Promise<{ documentId: string; stateId: string | null } | null> {
      const found = await rows<{ id: string; state_id: string | null }>(
        db,
        sql`select d.id, d.state_id from documents d where ${live("d")}
              and ((d.attorney_a_id = ${attorneyId}::uuid and d.user_a_id = ${clientId}::uuid) or (d.attorney_b_id = ${attorneyId}::uuid and d.user_b_id = ${clientId}::uuid))
            order by d.created_at desc limit 1`,
      );
      return found[0] ? { documentId: found[0].id, stateId: found[0].state_id } : null;
    },

    /** The attorney's notes about the client, newest first; null when the person is not their client. */
    async listNotes(attorneyId: string, clientId: string) {
      const [row] = await rows<{
        is_client: boolean;
        notes: { id: string; clientId: string; message: string; createdAt: string; updatedAt: string }[];
      }>(
        db,
        sql`select ${isClientOf(attorneyId, clientId)} as is_client,
                   coalesce((select json_agg(json_build_object('id', n.id, 'clientId', n.client_user_id, 'message', n.message, 'createdAt', n.created_at, 'updatedAt', n.updated_at) order by n.created_at desc, n.id)
                               from internal_notes n
                              where n.attorney_id = ${attorneyId}::uuid and n.client_user_id = ${clientId}::uuid and ${live("n")}), '[]'::json) as notes`,
      );
      return row?.is_client ? row.notes : null;
    },

    /** One of the attorney's notes about the client, with whether the person is their client (one statement). */
    async findNote(attorneyId: string, clientId: string, noteId: string) {
      const [row] = await rows<{
        is_client: boolean;
        note: { id: string; clientId: string; message: string; createdAt: string; updatedAt: string } | null;
      }>(
        db,
        sql`select ${isClientOf(attorneyId, clientId)} as is_client,
                   (select json_build_object('id', n.id, 'clientId', n.client_user_id, 'message', n.message, 'createdAt', n.created_at, 'updatedAt', n.updated_at)
                      from internal_notes n
                     where n.id = ${noteId}::uuid and n.attorney_id = ${attorneyId}::uuid and n.client_user_id = ${clientId}::uuid and ${live("n")}) as note`,
      );
      return { isClient: row?.is_client ?? false, note: row?.note ?? null };
    },

    /** Adds a note in one statement, only when the person is the attorney's client (else null). */
    async insertNote(attorneyId: string, clientId: string, message: string, now: Date) {
      const [row] = await rows<{
        id: string;
        client_user_id: string;
        message: string;
        created_at: unknown;
        updated_at: unknown;
      }>(
        db,
        sql`insert into internal_notes (attorney_id, client_user_id, message, created_at, updated_at, created_by_id, updated_by_id)
            select ${attorneyId}::uuid, ${clientId}::uuid, ${message}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${attorneyId}::uuid, ${attorneyId}::uuid
             where ${isClientOf(attorneyId, clientId)}
            returning id, client_user_id, message, created_at, updated_at`,
      );
      return row ?? null;
    },

    async updateNote(attorneyId: string, clientId: string, noteId: string, message: string, now: Date) {
      const [row] = await db
        .update(internalNotes)
        .set({ message, updatedAt: now, updatedById: attorneyId })
        .where(
          and(
            eq(internalNotes.id, noteId),
            eq(internalNotes.attorneyId, attorneyId),
            eq(internalNotes.clientUserId, clientId),
            live(internalNotes),
            isClientOf(attorneyId, clientId),
          ),
        )
        .returning({
          id: internalNotes.id,
          client_user_id: internalNotes.clientUserId,
          message: internalNotes.message,
          created_at: internalNotes.createdAt,
          updated_at: internalNotes.updatedAt,
        });
      return row ?? null;
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
