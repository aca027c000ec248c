import type { Executor } from "@prenup/db";
import {
  bookingStatusFromEvents,
  DomainError,
  isFullyRefunded,
  SERVICE_CALL_MINUTES,
  timeZoneOfState,
  type BookingStatus,
} from "@prenup/domain";
import type { SchedulingContext } from "./scheduling.context.ts";
import type { BookingContext } from "./scheduling.repository.ts";
import { SCHEDULING_MESSAGES } from "./scheduling.schemas.ts";

/** Calls are booked at least this long ahead, so the attorney can prepare. */
export const BOOKING_LEAD_MINUTES = 120;

/** A purchase with the attorney who takes its calls. */
export type BookableItem = BookingContext & { attorneyId: string };

export const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

export function serviceName(productType: string): string {
  return productType === "Q_A" ? "Q&A call" : "representation call";
}

/** The purchase, when it is a call service that is paid and has its attorney; else the refusal. */
export function requireBookable(context: BookingContext | null): BookableItem {
  if (!context) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", "Purchase not found");
  if (context.productType !== "Q_A" && context.productType !== "REPRESENTATION")
    throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.notBookable);
  if (isFullyRefunded(context.paymentStatus))
    throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.refunded);
  if (!context.attorneyId) throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.noAttorney);
  return context as BookableItem;
}

/** The customer app's links that cancel or reschedule a call. */
export function urlsFor(ctx: SchedulingContext, eventId: string) {
  const base = ctx.customerAppUrl.replace(/\/$/, "");
  return {
    cancelUrl: `${base}/attorney-services/events/${eventId}?action=cancel`,
    rescheduleUrl: `${base}/attorney-services/events/${eventId}?action=reschedule`,
  };
}

/** The attorney's free slots between two times, from the booking lead onwards. */
export async function openSlots(
  ctx: SchedulingContext,
  executor: Executor,
  context: BookableItem,
  from: Date,
  to: Date,
) {
  const earliest = new Date(ctx.clock.now().getTime() + BOOKING_LEAD_MINUTES * 60_000);
  const start = from < earliest ? earliest : from;
  if (start >= to) return [];
  const taken = await ctx.repository.takenStarts(executor, context.attorneyId, start, to);
  return ctx.port.openSlots({
    attorneyTimeZone: timeZoneOfState(context.attorneyState),
    from: start,
    to,
    taken,
    minutes: SERVICE_CALL_MINUTES,
  });
}

/** The item's booking status from its calls, written when it changed. */
export async function syncBookingStatus(
  ctx: SchedulingContext,
  tx: Executor,
  context: BookingContext,
  calls: BookingContext["calls"],
  actorId: string | null,
): Promise<BookingStatus> {
  const current = context.bookingStatus ?? "WAITING";
  const next = bookingStatusFromEvents(current, calls);
  if (next !== context.bookingStatus)
    await ctx.purchaseItems.setBookingStatus(tx, context.itemId, next, actorId, ctx.clock.now());
  return next;
}

/** An item's calls with its one booked call counted as cancelled (the call a reschedule replaces). */
export function withoutOneBooked<T extends { eventStatus: string }>(calls: readonly T[]): T[] {
  const index = calls.findIndex((call) => call.eventStatus === "BOOKED");
  return calls.map((call, at) => (at === index ? { ...call, eventStatus: "CANCELED" } : call));
}
