import { availabilitySlots, events, live, schedulingWebhookDeliveries, type Database, type Executor } from "@prenup/db";
import type { BookingStatus, EventStatus, PaymentStatus, ProductType } from "@prenup/domain";
import { and, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import { attorneyEventPage } from "./attorney-event-page.read-model.ts";
import { bookingContext } from "./booking-context.read-model.ts";
import { userEventPage } from "./user-event-page.read-model.ts";

import type { EventListRow } from "./user-event-page.read-model.ts";
export type { EventListRow };

/**
 * The scheduling module's tables (events, availability_slots, webhook deliveries); its read models
 * read one purchase with its attorney and the call lists (purchase items, products, users, licences;
 * never written).
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

export function createSchedulingRepository(db: Database) {
  return {
    /** The user's own live purchase with its attorney and calls (`lock`: FOR UPDATE of the item). */
    async findOwnItem(executor: Executor, userId: string, itemId: string, lock: boolean) {
      const result = await bookingContext(
        executor,
        sql`pi.id = ${itemId}::uuid and pi.user_id = ${userId}::uuid`,
        lock,
      );
      return toContext(result.rows[0]);
    },

    /** Any live purchase by id, locked (webhooks, attorneys). */
    async lockItem(executor: Executor, itemId: string) {
      const result = await bookingContext(executor, sql`pi.id = ${itemId}::uuid`, true);
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
      return userEventPage(db, userId, condition, nowText, page);
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
      return attorneyEventPage(db, attorneyId, condition, nowText, page);
    },
  };
}

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
