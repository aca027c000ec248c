import type { Executor } from "@prenup/db";
import { fullName, type EVENT_STATUSES } from "@prenup/domain";
import type { AdminEventsRepository } from "./admin-events.repository.ts";
import type { AdminEventsQuery } from "./admin-events.schemas.ts";

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
 * GET /admin/events: every attorney call, searched by attorney and customer (name or e-mail, or a
 * whole id), status and a date range on the call's start; newest first, paged; one statement.
 */
export function createAdminEventsService(deps: { repository: AdminEventsRepository }) {
  const { repository } = deps;
  return {
    /**
     * A live call with its attorney's account (closed or not) and its customer's name, in one
     * statement; null when there is none. Read only.
     */
    async findEventForNotice(eventId: string, executor?: Executor): Promise<EventForNotice | null> {
      const row = await repository.findEventForNotice(eventId, executor);
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
          email: row.attorneyEmail,
          firstName: row.attorneyFirstName,
          lastName: row.attorneyLastName,
          accountClosed: row.attorneyDeletedAt !== null,
        },
        customer: { firstName: row.customerFirstName, lastName: row.customerLastName },
      };
    },

    async listEvents(query: AdminEventsQuery) {
      const rows = await repository.listEvents(query);
      return {
        items: rows.map((row) => ({
          id: row.event.id,
          attorney: {
            id: row.event.attorneyId,
            email: row.attorneyEmail,
            name: fullName({ firstName: row.attorneyFirstName, lastName: row.attorneyLastName }) || row.attorneyEmail,
          },
          customer: {
            id: row.event.userId,
            email: row.customerEmail,
            name: fullName({ firstName: row.customerFirstName, lastName: row.customerLastName }) || row.customerEmail,
          },
          documentId: row.event.documentId,
          eventStartAt: row.event.eventStartAt.toISOString(),
          eventEndAt: row.event.eventEndAt.toISOString(),
          eventStatus: row.event.eventStatus,
          serviceCompletedAt: row.event.serviceCompletedAt?.toISOString() ?? null,
          timeZone: row.event.timeZone,
        })),
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
export type AdminEventsService = ReturnType<typeof createAdminEventsService>;
