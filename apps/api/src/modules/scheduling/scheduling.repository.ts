import { availabilitySlots, events, live, schedulingWebhookDeliveries, type Database, type Executor } from "@prenup/db";
import type { BookingStatus, EventStatus, PaymentStatus, ProductType } from "@prenup/domain";
import { and, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";

/**
 * The scheduling module's tables (events, availability_slots, webhook deliveries) and its read of
 * one purchase with its attorney (reads purchase items, products, users, licences; never writes them).
 */

export type BookingContext = {
  itemId: string;
  userId: string;
  documentId: string | null;
  attorneyId: string | null;
  bookingStatus: BookingStatus | null;
  paymentStatus: PaymentStatus;
  productType: ProductType;
  productTitle: string;
  bookingLink: string | null;
  attorneyFirstName: string | null;
  attorneyLastName: string | null;
  attorneyState: string | null;
  userEmail: string;
  userFirstName: string | null;
  userLastName: string | null;
  userPhoneNumber: string | null;
  /** The item's calls (status and completion), for its booking status. */
  calls: { eventStatus: EventStatus; serviceCompletedAt: string | null }[];
};

type Row = Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));

function contextQuery(where: ReturnType<typeof sql>, lock: boolean) {
  return sql`
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
     ${lock ? sql`for update of pi` : sql``}`;
}

function toContext(row: Row | undefined): BookingContext | null {
  if (!row) return null;
  return {
    itemId: String(row.id),
    userId: String(row.user_id),
    documentId: str(row.document_id),
    attorneyId: str(row.attorney_id),
    bookingStatus: (row.booking_status as BookingStatus | null) ?? null,
    paymentStatus: row.payment_status as PaymentStatus,
    productType: row.product_type as ProductType,
    productTitle: String(row.product_title),
    bookingLink: str(row.booking_link),
    attorneyFirstName: str(row.attorney_first_name),
    attorneyLastName: str(row.attorney_last_name),
    attorneyState: str(row.attorney_state),
    userEmail: String(row.user_email),
    userFirstName: str(row.user_first_name),
    userLastName: str(row.user_last_name),
    userPhoneNumber: str(row.user_phone_number),
    calls: (row.calls as BookingContext["calls"]) ?? [],
  };
}

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

export function createSchedulingRepository(db: Database) {
  return {
    /** The user's own live purchase with its attorney and calls (`lock`: FOR UPDATE of the item). */
    async findOwnItem(executor: Executor, userId: string, itemId: string, lock: boolean) {
      const result = (await executor.execute(
        contextQuery(sql`pi.id = ${itemId}::uuid and pi.user_id = ${userId}::uuid`, lock),
      )) as { rows: Row[] };
      return toContext(result.rows[0]);
    },

    /** Any live purchase by id, locked (webhooks, attorneys). */
    async lockItem(executor: Executor, itemId: string) {
      const result = (await executor.execute(contextQuery(sql`pi.id = ${itemId}::uuid`, true))) as { rows: Row[] };
      return toContext(result.rows[0]);
    },

    /** Starts of the attorney's taken built-in slots in [from, to). */
    async takenStarts(executor: Executor, attorneyId: string, from: Date, to: Date): Promise<Date[]> {
      const rows = await executor
        .select({ startsAt: availabilitySlots.startsAt })
        .from(availabilitySlots)
        .where(
          and(
            eq(availabilitySlots.attorneyId, attorneyId),
            gte(availabilitySlots.startsAt, from),
            lt(availabilitySlots.startsAt, to),
          ),
        );
      return rows.map((row) => row.startsAt);
    },

    /** Takes a built-in slot; false when somebody else holds it (the unique index decides). */
    async takeSlot(executor: Executor, values: typeof availabilitySlots.$inferInsert): Promise<boolean> {
      const rows = await executor
        .insert(availabilitySlots)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: availabilitySlots.id });
      return rows.length > 0;
    },

    async releaseSlotOf(executor: Executor, eventId: string) {
      await executor.delete(availabilitySlots).where(eq(availabilitySlots.eventId, eventId));
    },

    async insertEvent(executor: Executor, values: typeof events.$inferInsert) {
      const [row] = await executor.insert(events).values(values).returning();
      return row!;
    },

    async updateEvent(executor: Executor, eventId: string, values: Partial<typeof events.$inferInsert>) {
      await executor.update(events).set(values).where(eq(events.id, eventId));
    },

    /** Marks the event reminded, if it is still booked, ahead and not reminded yet; false otherwise. */
    async stampReminder(executor: Executor, eventId: string, now: Date): Promise<boolean> {
      const rows = await executor
        .update(events)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(events.id, eventId),
            isNull(events.reminderSentAt),
            eq(events.eventStatus, "BOOKED"),
            gt(events.eventStartAt, now),
            live(events),
          ),
        )
        .returning({ id: events.id });
      return rows.length > 0;
    },

    async lockEvent(
      executor: Executor,
      where: { id?: string; externalId?: string; userId?: string; attorneyId?: string },
    ) {
      const [row] = await executor
        .select()
        .from(events)
        .where(
          and(
            where.id ? eq(events.id, where.id) : undefined,
            where.externalId ? eq(events.externalId, where.externalId) : undefined,
            where.userId ? eq(events.userId, where.userId) : undefined,
            where.attorneyId ? eq(events.attorneyId, where.attorneyId) : undefined,
            sql`${events.deletedAt} is null`,
          ),
        )
        .for("update");
      return row ?? null;
    },

    /** Records a webhook delivery; false when it was recorded before (a replay). */
    async recordDelivery(executor: Executor, provider: string, deliveryId: string): Promise<boolean> {
      const rows = await executor
        .insert(schedulingWebhookDeliveries)
        .values({ provider, deliveryId })
        .onConflictDoNothing()
        .returning({ id: schedulingWebhookDeliveries.id });
      return rows.length > 0;
    },

    /** One page of the user's calls: upcoming soonest first, past latest first; `all` upcoming then past. */
    async listEvents(
      userId: string,
      filter: "all" | "past" | "future",
      now: Date,
      page: { limit: number; offset: number },
    ): Promise<EventListRow[]> {
      const nowText = now.toISOString();
      const condition =
        filter === "past"
          ? sql`e.event_end_at <= ${nowText}::timestamptz`
          : filter === "future"
            ? sql`e.event_end_at > ${nowText}::timestamptz`
            : sql`true`;
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
    },

    /** The attorney's calls with their clients (all, past or future), upcoming first, paginated. */
    async listAttorneyEvents(
      attorneyId: string,
      filter: "all" | "past" | "future",
      now: Date,
      page: { limit: number; offset: number },
    ): Promise<EventListRow[]> {
      const nowText = now.toISOString();
      const condition =
        filter === "past"
          ? sql`e.event_end_at <= ${nowText}::timestamptz`
          : filter === "future"
            ? sql`e.event_end_at > ${nowText}::timestamptz`
            : sql`true`;
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
    },
  };
}

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
