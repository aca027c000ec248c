import { fullName } from "@prenup/domain";
import type { AdminEventsQuery } from "./admin-events.schemas.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

/**
 * GET /admin/events: every attorney call, searched by attorney and customer (name or e-mail, or a
 * whole id), status and a date range on the call's start; newest first, paged; one statement.
 */
export async function adminListEvents(ctx: SchedulingContext, query: AdminEventsQuery) {
  const rows = await ctx.adminEventsRepository.listEvents(query);
  return {
    items: rows.map((row) => ({
      id: row.event.id,
      attorney: {
        id: row.event.attorneyId,
        email: row.attorney.email,
        name: fullName(row.attorney) || row.attorney.email,
      },
      customer: {
        id: row.event.userId,
        email: row.customer.email,
        name: fullName(row.customer) || row.customer.email,
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
}
