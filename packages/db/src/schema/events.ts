import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { attorneys } from "./attorneys.ts";
import { purchaseItems } from "./commerce.ts";
import { bookkeeping, id, utc } from "./common.ts";
import { documents } from "./documents.ts";
import { eventStatusEnum, locationTypeEnum } from "./enums.ts";
import { users } from "./users.ts";

/** A booked call between a customer and an attorney for a purchased service (Q&A, representation). */
export const events = pgTable(
  "events",
  {
    id: id(),
    purchaseItemId: uuid("purchase_item_id").references(() => purchaseItems.id),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => attorneys.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    eventStartAt: utc("event_start_at").notNull(),
    eventEndAt: utc("event_end_at").notNull(),
    eventStatus: eventStatusEnum("event_status").notNull().default("BOOKED"),
    serviceCompletedAt: utc("service_completed_at"),
    cancelUrl: text("cancel_url"),
    rescheduleUrl: text("reschedule_url"),
    locationType: locationTypeEnum("location_type"),
    location: text("location"),
    timeZone: text("time_zone"),
    /** The booking provider's id for this event (webhook upserts key on it). */
    externalId: text("external_id"),
    /** When the provider's latest applied change happened: an older delivery arriving late is ignored. */
    providerChangedAt: utc("provider_changed_at"),
    /** When the day-before reminder was recorded (the call-reminder job sends one per event). */
    reminderSentAt: utc("reminder_sent_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("events_attorney_start_idx").on(t.attorneyId, t.eventStartAt),
    index("events_user_start_idx").on(t.userId, t.eventStartAt),
    index("events_purchase_item_idx").on(t.purchaseItemId),
    index("events_document_idx").on(t.documentId),
    uniqueIndex("events_external_id_unique").on(t.externalId),
  ],
);

/** An open slot in an attorney's calendar for the built-in booking (taken when `eventId` is set). */
export const availabilitySlots = pgTable(
  "availability_slots",
  {
    id: id(),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => attorneys.id, { onDelete: "cascade" }),
    startsAt: utc("starts_at").notNull(),
    endsAt: utc("ends_at").notNull(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("availability_slots_attorney_start_unique").on(t.attorneyId, t.startsAt)],
);

/** Booking-provider webhook deliveries already applied (each is applied once; replays are answered as duplicates). */
export const schedulingWebhookDeliveries = pgTable(
  "scheduling_webhook_deliveries",
  {
    id: id(),
    provider: text("provider").notNull(),
    deliveryId: text("delivery_id").notNull(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    receivedAt: utc("received_at").notNull().defaultNow(),
    ...bookkeeping(),
  },
  (t) => [uniqueIndex("scheduling_webhook_deliveries_provider_delivery_unique").on(t.provider, t.deliveryId)],
);
