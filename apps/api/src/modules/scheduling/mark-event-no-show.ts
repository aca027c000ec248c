import { DomainError, type BookingStatus } from "@prenup/domain";
import { syncBookingStatus } from "./booking-steps.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import { SCHEDULING_MESSAGES } from "./scheduling.schemas.ts";

/** Whose call (the attorney's user id) and which one. */
export type MarkEventNoShowInput = { attorneyId: string; eventId: string };

/**
 * The attorney marks a call that has started, and is not completed, as a no-show: the service
 * waits for a new booking again (the domain's bookingStatusFromEvents).
 */
export async function markEventNoShow(ctx: SchedulingContext, input: MarkEventNoShowInput) {
  const { attorneyId, eventId } = input;
  const { clock, repository } = ctx;
  return ctx.db.transaction(async (tx) => {
    const event = await repository.lockEvent(tx, { id: eventId, attorneyId });
    if (!event) throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
    const now = clock.now();
    if (event.eventStatus !== "BOOKED" || event.eventStartAt > now || event.serviceCompletedAt) {
      throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotMarkNoShow);
    }
    await repository.updateEvent(tx, event.id, { eventStatus: "NO_SHOW", updatedAt: now, updatedById: attorneyId });
    let bookingStatus: BookingStatus | null = null;
    if (event.purchaseItemId) {
      const context = await repository.lockItem(tx, event.purchaseItemId);
      if (context) bookingStatus = await syncBookingStatus(ctx, tx, context, context.calls, attorneyId);
    }
    return { id: event.id, eventStatus: "NO_SHOW" as const, bookingStatus };
  });
}
