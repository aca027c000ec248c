import { toEvent } from "./event-response.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

/** Which calls (all, past or future) and which page. */
export type EventsQuery = { filter: "all" | "past" | "future"; page: number; pageSize: number };

/** GET /users/{id}/purchase-items/events: the user's calls (all, past or future), paginated. */
export async function listUserEvents(ctx: SchedulingContext, input: { userId: string; query: EventsQuery }) {
  const { userId, query } = input;
  const rows = await ctx.repository.listEvents(userId, query.filter, ctx.clock.now(), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    events: rows.map(toEvent),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
