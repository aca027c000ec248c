import { DomainError, type BookingStatus } from "@prenup/domain";
import { syncBookingStatus } from "./booking-steps.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import { SCHEDULING_MESSAGES } from "./scheduling.schemas.ts";

/** Whose call (the attorney's user id) and which one. */
export type CompleteEventInput = { attorneyId: string; eventId: string };

/** The attorney completes a call that has started: serviceCompletedAt is set and the service is BOOKED (done). */
export async function completeEvent(ctx: SchedulingContext, input: CompleteEventInput) {
  const { attorneyId, eventId } = input;
  const { clock, repository } = ctx;
  return ctx.db.transaction(async (tx) => {
    const event = await repository.lockEvent(tx, { id: eventId, attorneyId });
    if (!event) throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
    const now = clock.now();
    if (event.eventStatus !== "BOOKED" || event.eventStartAt > now)
      throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotComplete);
    const completedAt = event.serviceCompletedAt ?? now;
    await repository.updateEvent(tx, event.id, {
      serviceCompletedAt: completedAt,
      updatedAt: now,
      updatedById: attorneyId,
    });
    let bookingStatus: BookingStatus | null = null;
    let representation = false;
    if (event.purchaseItemId) {
      const context = await repository.lockItem(tx, event.purchaseItemId);
      if (context) bookingStatus = await syncBookingStatus(ctx, tx, context, context.calls, attorneyId);
      representation = context?.productType === "REPRESENTATION";
    }
    if (representation && bookingStatus === "BOOKED" && event.documentId)
      await ctx.notarizationReady?.noticeIfReady(tx, event.userId, event.documentId);
    return { id: event.id, serviceCompletedAt: completedAt.toISOString(), bookingStatus };
  });
}
