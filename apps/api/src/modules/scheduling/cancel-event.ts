import { DomainError } from "@prenup/domain";
import { syncBookingStatus } from "./booking-steps.ts";
import { eventOf } from "./event-response.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import { SCHEDULING_MESSAGES } from "./scheduling.schemas.ts";

/** Whose call (the user in the path) and which one. */
export type CancelEventInput = { userId: string; eventId: string };

/** Cancels the user's booked call before it starts: the slot is free again, the service waits for a new booking. */
export async function cancelEvent(ctx: SchedulingContext, input: CancelEventInput) {
  const { userId, eventId } = input;
  const { clock, repository } = ctx;
  const id = await ctx.db.transaction(async (tx) => {
    const event = await repository.lockEvent(tx, { id: eventId, userId });
    if (!event) throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
    if (event.eventStatus !== "BOOKED" || event.eventStartAt <= clock.now())
      throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotCancel);
    await repository.updateEvent(tx, event.id, {
      eventStatus: "CANCELED",
      updatedAt: clock.now(),
      updatedById: userId,
    });
    await repository.releaseSlotOf(tx, event.id);
    if (event.purchaseItemId) {
      const context = await repository.lockItem(tx, event.purchaseItemId);
      if (context) await syncBookingStatus(ctx, tx, context, context.calls, userId);
    }
    return event.id;
  });
  return eventOf(ctx, userId, id);
}
