import { DomainError, SERVICE_CALL_MINUTES } from "@prenup/domain";
import { callBookedEmail } from "@prenup/emails";
import { DateTime } from "luxon";
import {
  openSlots,
  requireBookable,
  serviceName,
  syncBookingStatus,
  urlsFor,
  withoutOneBooked,
} from "./booking-steps.ts";
import { eventOf } from "./event-response.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import { SCHEDULING_MESSAGES } from "./scheduling.schemas.ts";
import { CALL_REMINDER_HOURS_BEFORE, CALL_REMINDER_JOB, type CallReminderData } from "./send-call-reminder.ts";

/** Whose purchase (the user in the path), which one, and the request's body. */
export type BookEventInput = {
  userId: string;
  itemId: string;
  body: {
    startsAt: string;
    timeZone: string;
    phoneNumber?: string | undefined;
    replacesEventId?: string | undefined;
  };
};

/**
 * Books a built-in slot: under the item's row lock, the slot must be offered and free (the
 * attorney's unique slot index settles a race), an Event (OUTBOUND_CALL to the user's number) is
 * created, the booking moves to SCHEDULED and the confirmation is mailed after commit.
 */
export async function bookEvent(ctx: SchedulingContext, input: BookEventInput) {
  const { userId, itemId, body } = input;
  const { clock, repository, port } = ctx;
  const result = await ctx.db.transaction(async (tx) => {
    // A reschedule: the call it replaces is locked first (in the order a cancellation locks) and
    // cancelled in this transaction, so a new time that cannot be booked leaves the old one booked.
    const replaced = body.replacesEventId ? await repository.lockEvent(tx, { id: body.replacesEventId, userId }) : null;
    if (body.replacesEventId && (!replaced || replaced.purchaseItemId !== itemId))
      throw new DomainError("EVENT_NOT_FOUND", SCHEDULING_MESSAGES.eventNotFound);
    if (replaced && (replaced.eventStatus !== "BOOKED" || replaced.eventStartAt <= clock.now()))
      throw new DomainError("EVENT_CHANGE_REFUSED", SCHEDULING_MESSAGES.cannotReplace);
    const found = requireBookable(await repository.findOwnItem(tx, userId, itemId, true));
    if (replaced) {
      await repository.updateEvent(tx, replaced.id, {
        eventStatus: "CANCELED",
        updatedAt: clock.now(),
        updatedById: userId,
      });
      await repository.releaseSlotOf(tx, replaced.id);
    }
    // The item's calls as they stand after the replaced one is cancelled (one booked call at most).
    const context = replaced ? { ...found, calls: withoutOneBooked(found.calls) } : found;
    if (context.bookingStatus === "BOOKED") throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.completed);
    if (context.calls.some((call) => call.eventStatus === "BOOKED"))
      throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.alreadyScheduled);
    if (
      port.bookingUrl({
        bookingLink: context.bookingLink,
        purchaseItemId: context.itemId,
        email: context.userEmail,
        name: "",
      })
    ) {
      throw new DomainError("BOOKING_NOT_ALLOWED", SCHEDULING_MESSAGES.useBookingLink);
    }
    // The number given, else the one the replaced call was to use, else the profile's.
    const phoneNumber =
      body.phoneNumber ??
      (replaced?.locationType === "OUTBOUND_CALL" ? replaced.location : null) ??
      context.userPhoneNumber;
    if (!phoneNumber) throw DomainError.invalidField("phoneNumber", "Enter the phone number the attorney should call");
    const startsAt = new Date(body.startsAt);
    const endsAt = new Date(startsAt.getTime() + SERVICE_CALL_MINUTES * 60_000);
    const offered = await openSlots(ctx, tx, context, startsAt, endsAt);
    if (!offered.some((slot) => slot.startsAt.getTime() === startsAt.getTime()))
      throw new DomainError("SLOT_NOT_AVAILABLE", SCHEDULING_MESSAGES.slotNotOffered);
    const now = clock.now();
    const event = await repository.insertEvent(tx, {
      purchaseItemId: context.itemId,
      attorneyId: context.attorneyId,
      userId,
      documentId: context.documentId,
      eventStartAt: startsAt,
      eventEndAt: endsAt,
      eventStatus: "BOOKED",
      locationType: "OUTBOUND_CALL",
      location: phoneNumber,
      timeZone: body.timeZone,
      createdById: userId,
      updatedById: userId,
      createdAt: now,
      updatedAt: now,
    });
    if (
      !(await repository.takeSlot(tx, {
        attorneyId: context.attorneyId,
        startsAt,
        endsAt,
        eventId: event.id,
        createdById: userId,
      }))
    ) {
      throw new DomainError("SLOT_NOT_AVAILABLE", SCHEDULING_MESSAGES.slotGone);
    }
    const urls = urlsFor(ctx, event.id);
    await repository.updateEvent(tx, event.id, urls);
    const bookingStatus = await syncBookingStatus(
      ctx,
      tx,
      context,
      [...context.calls, { eventStatus: "BOOKED", serviceCompletedAt: null }],
      userId,
    );
    const when = DateTime.fromJSDate(startsAt, { zone: body.timeZone }).toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
    const link = `${ctx.customerAppUrl.replace(/\/$/, "")}/attorney-services?serviceType=${context.productType}`;
    const email = await callBookedEmail({
      attorney: { firstName: context.attorneyFirstName, lastName: context.attorneyLastName },
      service: serviceName(context.productType),
      when,
      phoneNumber,
      link,
      cancelUrl: urls.cancelUrl,
    });
    // Recorded with the booking; the mail-delivery job sends it after commit.
    await ctx.mail.enqueue(
      {
        to: context.userEmail,
        subject: email.subject,
        text: email.text,
        html: email.html,
        template: email.template,
        userId,
      },
      tx,
    );
    // The day-before reminder, when the call is more than a day away.
    const remindAt = new Date(startsAt.getTime() - CALL_REMINDER_HOURS_BEFORE * 3_600_000);
    if (ctx.jobs && remindAt > now) {
      const reminder: CallReminderData = {
        eventId: event.id,
        userId,
        to: context.userEmail,
        attorney: { firstName: context.attorneyFirstName, lastName: context.attorneyLastName },
        service: serviceName(context.productType),
        when,
        phoneNumber,
        link,
        cancelUrl: urls.cancelUrl,
      };
      await ctx.jobs.enqueue(CALL_REMINDER_JOB, reminder, { executor: tx, startAfter: remindAt });
    }
    return { eventId: event.id, bookingStatus };
  });
  return { event: await eventOf(ctx, userId, result.eventId), bookingStatus: result.bookingStatus };
}
