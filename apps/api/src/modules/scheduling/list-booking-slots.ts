import { SERVICE_CALL_MINUTES } from "@prenup/domain";
import { DateTime } from "luxon";
import { nameOf, openSlots, requireBookable } from "./booking-steps.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

/** Whose purchase (the user in the path), which one, and the window asked for. */
export type ListBookingSlotsInput = {
  userId: string;
  itemId: string;
  query: { from?: string | undefined; days: number; timeZone: string };
};

/** The times the user can book for a purchase (or the attorney's booking link). */
export async function listBookingSlots(ctx: SchedulingContext, input: ListBookingSlotsInput) {
  const { userId, itemId, query } = input;
  const context = requireBookable(await ctx.repository.findOwnItem(ctx.db, userId, itemId, false));
  const bookingUrl = ctx.port.bookingUrl({
    bookingLink: context.bookingLink,
    purchaseItemId: context.itemId,
    email: context.userEmail,
    name: nameOf(context.userFirstName, context.userLastName),
  });
  const from = query.from ? new Date(query.from) : ctx.clock.now();
  const to = DateTime.fromJSDate(from, { zone: query.timeZone }).plus({ days: query.days }).toJSDate();
  const slots = bookingUrl ? [] : await openSlots(ctx, ctx.db, context, from, to);
  return {
    attorneyId: context.attorneyId,
    bookingUrl,
    timeZone: query.timeZone,
    minutes: SERVICE_CALL_MINUTES,
    slots: slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
  };
}
