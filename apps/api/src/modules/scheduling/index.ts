/**
 * Booking calls with attorneys (the scheduling port): slots, booking, cancelling, completing,
 * the user's events, and the booking provider's webhooks. Owns events, availability slots and
 * webhook deliveries; the purchase's booking status is written through the purchase-items module.
 */
export { registerSchedulingRoutes } from "./scheduling.routes.ts";
export { createSchedulingService, BOOKING_LEAD_MINUTES, type SchedulingService } from "./scheduling.service.ts";
export { createSchedulingRepository } from "./scheduling.repository.ts";
// Admin search of calls.
export { registerAdminEventsRoutes } from "./admin-events.routes.ts";
export { createAdminEventsService, type AdminEventsService, type EventForNotice } from "./admin-events.service.ts";
export { createAdminEventsRepository } from "./admin-events.repository.ts";
