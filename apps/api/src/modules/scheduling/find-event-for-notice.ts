import type { Executor } from "@prenup/db";
import type { EVENT_STATUSES } from "@prenup/domain";
import type { SchedulingContext } from "./scheduling.context.ts";

/** One call as an admin's notice to its attorney needs it (`findEventForNotice`). */
export type EventForNotice = {
  id: string;
  userId: string;
  documentId: string | null;
  eventStartAt: Date;
  eventStatus: (typeof EVENT_STATUSES)[number];
  serviceCompletedAt: Date | null;
  timeZone: string | null;
  locationType: string | null;
  location: string | null;
  attorney: { id: string; email: string; firstName: string | null; lastName: string | null; accountClosed: boolean };
  customer: { firstName: string | null; lastName: string | null };
};

/**
 * A live call with its attorney's account (closed or not) and its customer's name, in one
 * statement; null when there is none. Read only.
 */
export async function findEventForNotice(
  ctx: SchedulingContext,
  eventId: string,
  executor?: Executor,
): Promise<EventForNotice | null> {
  const row = await ctx.adminEventsRepository.findEventForNotice(eventId, executor);
  if (!row) return null;
  return {
    id: row.event.id,
    userId: row.event.userId,
    documentId: row.event.documentId,
    eventStartAt: row.event.eventStartAt,
    eventStatus: row.event.eventStatus,
    serviceCompletedAt: row.event.serviceCompletedAt,
    timeZone: row.event.timeZone,
    locationType: row.event.locationType,
    location: row.event.location,
    attorney: {
      id: row.event.attorneyId,
      email: row.attorney.email,
      firstName: row.attorney.firstName,
      lastName: row.attorney.lastName,
      accountClosed: row.attorneyClosed === true,
    },
    customer: { firstName: row.customer.firstName, lastName: row.customer.lastName },
  };
}
