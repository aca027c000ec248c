import { availabilitySlots, events, live, schedulingWebhookDeliveries, type Database, type Executor } from "@prenup/db";
import type { BookingStatus, EventStatus, PaymentStatus, ProductType } from "@prenup/domain";
import { and, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { bookingLinkOf, liveLicencesOf } from "../attorney-portal/attorney-portal.queries.ts";
import { productTitleOf, productTypeOf } from "../products/products.queries.ts";
import { livePurchaseItemRow, purchaseItemProductOf } from "../purchase-items/purchase-items.queries.ts";
import { stateAbbreviationOf } from "../states/states.queries.ts";
import { personOf, phoneNumberOf, type PersonOf } from "../users/users.queries.ts";

/**
 * The scheduling module's tables (events, availability_slots, webhook deliveries). The purchase a
 * call books and the names on the call lists come from their owners' published reads (purchase
 * items, products, users, the attorney's licences and services), embedded in these statements.
 */

/** One row of a call list: the call, its product's type, its attorney's name, its client (the attorney's list) and the total. */
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

/** A call list's row as the statement answers it: the attorney and the client as one value each. */
type EventPageRow = Omit<
  EventListRow,
  "attorney_first_name" | "attorney_last_name" | "client_first_name" | "client_last_name"
> & {
  attorney: PersonOf | null;
  client?: PersonOf | null;
};

function toListRow({ attorney, client, ...row }: EventPageRow): EventListRow {
  return {
    ...row,
    attorney_first_name: attorney?.firstName ?? null,
    attorney_last_name: attorney?.lastName ?? null,
    ...(client === undefined
      ? {}
      : { client_first_name: client?.firstName ?? null, client_last_name: client?.lastName ?? null }),
  };
}

/** The columns both call lists show of call `e`: its own, its product's type and its attorney. */
const EVENT_COLUMNS = sql`e.id, e.purchase_item_id, e.attorney_id, e.event_start_at, e.event_end_at, e.event_status, e.service_completed_at,
               e.cancel_url, e.reschedule_url, e.location_type, e.location, e.time_zone,
               ${productTypeOf(purchaseItemProductOf(sql`e.purchase_item_id`))} as product_type,
               ${personOf(sql`e.attorney_id`)} as attorney`;

/**
 * One live purchase (`item`: its id, and its buyer when given) with its product, buyer, attorney
 * (name, first licensed state, booking link) and calls, in one statement (`lock`: FOR UPDATE of
 * the item).
 */
async function bookingContext(executor: Executor, item: { id: string; userId?: string }, lock: boolean) {
  return (await executor.execute(sql`
    select i.id, i.user_id, i.document_id, i.attorney_id, i.booking_status, i.payment_status,
           ${productTypeOf(sql`i.product_id`)} as product_type, ${productTitleOf(sql`i.product_id`)} as product_title,
           ${bookingLinkOf(sql`i.attorney_id`, sql`i.product_id`)} as booking_link,
           ${personOf(sql`i.attorney_id`)} as attorney,
           (select ${stateAbbreviationOf(sql`l.state_id`)} as abbreviation from ${liveLicencesOf(sql`i.attorney_id`)} l
             order by l."order", abbreviation limit 1) as attorney_state,
           ${personOf(sql`i.user_id`)} as buyer, ${phoneNumberOf(sql`i.user_id`)} as user_phone_number,
           coalesce((select json_agg(json_build_object('eventStatus', e.event_status, 'serviceCompletedAt', e.service_completed_at))
                       from events e where e.purchase_item_id = i.id and ${live("e")}), '[]'::json) as calls
      from ${livePurchaseItemRow(item, { lock })} i`)) as { rows: Record<string, unknown>[] };
}

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

function toContext(row: Row | undefined): BookingContext | null {
  if (!row) return null;
  const attorney = row.attorney as PersonOf | null;
  const buyer = row.buyer as PersonOf | null;
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
    attorneyFirstName: attorney?.firstName ?? null,
    attorneyLastName: attorney?.lastName ?? null,
    attorneyState: str(row.attorney_state),
    userEmail: String(buyer?.email),
    userFirstName: buyer?.firstName ?? null,
    userLastName: buyer?.lastName ?? null,
    userPhoneNumber: str(row.user_phone_number),
    calls: (row.calls as BookingContext["calls"]) ?? [],
  };
}

export function createSchedulingRepository(db: Database) {
  return {
    /** The user's own live purchase with its attorney and calls (`lock`: FOR UPDATE of the item). */
    async findOwnItem(executor: Executor, userId: string, itemId: string, lock: boolean) {
      const result = await bookingContext(executor, { id: itemId, userId }, lock);
      return toContext(result.rows[0]);
    },

    /** Any live purchase by id, locked (webhooks, attorneys). */
    async lockItem(executor: Executor, itemId: string) {
      const result = await bookingContext(executor, { id: itemId }, true);
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
            live(events),
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
        select ${EVENT_COLUMNS}, count(*) over () as total
          from events e
         where e.user_id = ${userId}::uuid and ${live("e")} and ${condition}
         order by (e.event_end_at > ${nowText}::timestamptz) desc,
                  case when e.event_end_at > ${nowText}::timestamptz then e.event_start_at end asc,
                  e.event_start_at desc, (e.event_status = 'BOOKED') desc, e.created_at desc, e.id
         limit ${page.limit} offset ${page.offset}`)) as { rows: EventPageRow[] };
      return result.rows.map(toListRow);
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
        select ${EVENT_COLUMNS}, e.user_id as client_id, ${personOf(sql`e.user_id`)} as client, count(*) over () as total
          from events e
         where e.attorney_id = ${attorneyId}::uuid and ${live("e")} and ${condition}
         order by (e.event_end_at > ${nowText}::timestamptz) desc,
                  case when e.event_end_at > ${nowText}::timestamptz then e.event_start_at end asc,
                  e.event_start_at desc, e.id
         limit ${page.limit} offset ${page.offset}`)) as { rows: EventPageRow[] };
      return result.rows.map(toListRow);
    },
  };
}

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
