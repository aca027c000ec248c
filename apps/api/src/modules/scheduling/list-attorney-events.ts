import { toEvent } from "./event-response.ts";
import type { EventsQuery } from "./list-user-events.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

/** The attorney's calls with their clients. */
export async function listAttorneyEvents(ctx: SchedulingContext, input: { attorneyId: string; query: EventsQuery }) {
  const { attorneyId, query } = input;
  const rows = await ctx.repository.listAttorneyEvents(attorneyId, query.filter, ctx.clock.now(), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    events: rows.map((row) => ({
      ...toEvent(row),
      client: {
        id: row.client_id!,
        firstName: row.client_first_name ?? null,
        lastName: row.client_last_name ?? null,
      },
    })),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
