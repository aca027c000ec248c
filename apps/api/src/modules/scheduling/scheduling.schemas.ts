import {
  BOOKING_STATUSES,
  EVENT_FILTERS,
  EVENT_STATUSES,
  PRODUCT_TYPES,
  SERVICE_COMPLETE_MESSAGE,
  textSchema,
  validatePhoneNumber,
} from "@prenup/domain";
import { z } from "zod";
import { isTimeZone } from "../../integrations/scheduling/index.ts";
import { apiSchemaRegistry, timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

export const SCHEDULING_MESSAGES = {
  timeZone: "Choose a valid time zone (for example America/Los_Angeles).",
  days: "days must be a whole number from 1 to 14",
  from: "from must be a date and time (ISO 8601)",
  startsAt: "Choose one of the offered times.",
  noAttorney: "Choose your attorney before booking a call.",
  alreadyScheduled: "This service already has a call booked. Cancel it first to choose another time.",
  completed: SERVICE_COMPLETE_MESSAGE,
  refunded: "This purchase was refunded.",
  notBookable: "This purchase has no call to book.",
  slotGone: "That time was just taken. Please choose another one.",
  slotNotOffered: "That time is not available. Please choose one of the offered times.",
  useBookingLink: "This attorney takes bookings through their own calendar: follow the booking link.",
  eventNotFound: "Call not found",
  cannotCancel: "Only a booked call that has not started can be cancelled.",
  cannotReplace: "Only a booked call of this service that has not started can be moved to another time.",
  cannotComplete: "Only a booked call that has started can be completed.",
  cannotMarkNoShow: "Only a booked call that has started and is not completed can be marked as a no-show.",
  signature: "The booking provider's signature does not verify.",
} as const;

const timeZoneSchema = textSchema({
  max: 100,
  messages: { notText: SCHEDULING_MESSAGES.timeZone, tooLong: SCHEDULING_MESSAGES.timeZone },
}).refine(isTimeZone, { error: SCHEDULING_MESSAGES.timeZone });

export const itemParamsSchema = z.object({ id: z.uuid(), pid: z.uuid() });
export const eventParamsSchema = z.object({ id: z.uuid(), eid: z.uuid() });
export const attorneyEventParamsSchema = z.object({ id: z.uuid(), aid: z.uuid(), eid: z.uuid() });

export const slotsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: SCHEDULING_MESSAGES.from }).optional(),
  days: z.coerce
    .number({ error: SCHEDULING_MESSAGES.days })
    .int({ error: SCHEDULING_MESSAGES.days })
    .min(1, { error: SCHEDULING_MESSAGES.days })
    .max(14, { error: SCHEDULING_MESSAGES.days })
    .default(7),
  timeZone: timeZoneSchema.default("America/Los_Angeles"),
});

export const slotsResponseSchema = z.object({
  attorneyId: z.uuid(),
  /** The attorney's own booking page (with our purchase id), when the booking provider is in use; else null. */
  bookingUrl: z.string().nullable(),
  timeZone: z.string(),
  minutes: z.int(),
  slots: z.array(z.object({ startsAt: timestampSchema, endsAt: timestampSchema })),
});

export const bookBodySchema = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, error: SCHEDULING_MESSAGES.startsAt }),
  timeZone: timeZoneSchema,
  /** The number the attorney calls (default: the profile's). */
  phoneNumber: textSchema({
    max: 100,
    messages: { notText: "Enter a valid phone number", tooLong: "Enter a valid phone number" },
  })
    .refine((value) => validatePhoneNumber(value, { required: true }) === null, { error: "Enter a valid phone number" })
    .optional(),
  /** A reschedule: the user's booked call of this service that the new one replaces, cancelled only if the new one is booked. */
  replacesEventId: z.uuid().optional(),
});

export const eventResponseSchema = z.object({
  id: z.uuid(),
  purchaseItemId: z.uuid().nullable(),
  attorneyId: z.uuid(),
  attorneyName: z.string(),
  productType: z.enum(PRODUCT_TYPES).nullable(),
  eventStartAt: timestampSchema,
  eventEndAt: timestampSchema,
  eventStatus: z.enum(EVENT_STATUSES),
  serviceCompletedAt: timestampSchema.nullable(),
  cancelUrl: z.string().nullable(),
  rescheduleUrl: z.string().nullable(),
  locationType: z.enum(["OUTBOUND_CALL"]).nullable(),
  location: z.string().nullable(),
  timeZone: z.string().nullable(),
});
apiSchemaRegistry.add(eventResponseSchema, { id: "Event" });
export type EventResponse = z.infer<typeof eventResponseSchema>;

export const bookResponseSchema = z.object({ event: eventResponseSchema, bookingStatus: z.enum(BOOKING_STATUSES) });

export const listEventsQuerySchema = z.object({
  filter: z.enum(EVENT_FILTERS, { error: "filter must be all, past or future" }).default("all"),
  ...pageQueryFields({ maxPageSize: 50, defaultPageSize: 20 }),
});
export const listEventsResponseSchema = z.object({
  events: z.array(eventResponseSchema),
  ...pageResponseFields(),
});

/** queued: stored for the job that applies it; duplicate: received before, nothing more happens. */
export const webhookResponseSchema = z.object({ received: z.literal(true), outcome: z.enum(["queued", "duplicate"]) });

/** A call as the attorney's appointments list shows it: the call and the client. */
export const attorneyEventResponseSchema = eventResponseSchema.extend({
  client: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
});
export const listAttorneyEventsResponseSchema = z.object({
  events: z.array(attorneyEventResponseSchema),
  ...pageResponseFields(),
});
