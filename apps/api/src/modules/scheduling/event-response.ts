import { isoTimestamp } from "@prenup/db";
import { nameOf } from "./booking-steps.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import type { EventListRow } from "./scheduling.repository.ts";
import type { EventResponse } from "./scheduling.schemas.ts";

/** One row of a call list as the API answers it. */
export function toEvent(row: EventListRow): EventResponse {
  return {
    id: row.id,
    purchaseItemId: row.purchase_item_id,
    attorneyId: row.attorney_id,
    attorneyName: nameOf(row.attorney_first_name, row.attorney_last_name),
    productType: row.product_type,
    eventStartAt: isoTimestamp(row.event_start_at),
    eventEndAt: isoTimestamp(row.event_end_at),
    eventStatus: row.event_status,
    serviceCompletedAt: isoTimestamp(row.service_completed_at),
    cancelUrl: row.cancel_url,
    rescheduleUrl: row.reschedule_url,
    locationType: row.location_type === "OUTBOUND_CALL" ? "OUTBOUND_CALL" : null,
    location: row.location,
    timeZone: row.time_zone,
  };
}

/** One of the user's calls, read after the write that changed it. */
export async function eventOf(ctx: SchedulingContext, userId: string, id: string): Promise<EventResponse> {
  const rows = await ctx.repository.listEvents(userId, "all", ctx.clock.now(), { limit: 200, offset: 0 });
  return toEvent(rows.find((row) => row.id === id)!);
}
