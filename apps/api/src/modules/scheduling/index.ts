/**
 * Booking calls with attorneys (the scheduling port): slots, booking, cancelling, completing,
 * the user's events, and the booking provider's webhooks. Owns events, availability slots and
 * webhook deliveries; the purchase's booking status is written through the purchase-items module.
 * One use case per file, each a function of the module's context and its input
 * (`bookEvent(ctx, input)`); the routes call them directly.
 */
import type { Executor } from "@prenup/db";
import type { InboxClaim } from "../webhook-inbox/index.ts";
import { applyInboxEvent } from "./apply-inbox-event.ts";
import { findEventForNotice } from "./find-event-for-notice.ts";
import type { SchedulingContext } from "./scheduling.context.ts";
import { callReminderJob } from "./send-call-reminder.ts";

export type { SchedulingContext } from "./scheduling.context.ts";
export { BOOKING_LEAD_MINUTES } from "./booking-steps.ts";
export { createSchedulingRepository } from "./scheduling.repository.ts";
// Admin search of calls.
export type { EventForNotice } from "./find-event-for-notice.ts";
export { createAdminEventsRepository } from "./admin-events.repository.ts";

/**
 * What the composition root's jobs and the admin's users module call, on the context it built: each
 * name is the use case of the same name (`apply-inbox-event.ts`, `send-call-reminder.ts`,
 * `find-event-for-notice.ts`).
 */
export function schedulingService(ctx: SchedulingContext) {
  return {
    /** A provider change from the webhook inbox's job. */
    applyInboxEvent: (event: Record<string, unknown>, claim: InboxClaim) => applyInboxEvent(ctx, event, claim),
    /** The call-reminder job's definition. */
    callReminderJob: () => callReminderJob(ctx),
    /** A call as the admin's notice to its attorney needs it. */
    findEventForNotice: (eventId: string, executor?: Executor) => findEventForNotice(ctx, eventId, executor),
  };
}

export type SchedulingService = ReturnType<typeof schedulingService>;
