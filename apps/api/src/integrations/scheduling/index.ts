export { createBuiltInScheduling, isTimeZone, workingHourSlots, WORKING_HOURS } from "./built-in.ts";
export { createBookingLinkScheduling, signedTracking, signWebhook, WEBHOOK_TOLERANCE_SECONDS } from "./booking-link.ts";
export { WebhookRejected, type ProviderEventChange, type SchedulingPort, type Slot } from "./scheduling-port.ts";
