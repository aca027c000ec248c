import type { Executor } from "@prenup/db";

/** A bookable time of an attorney (UTC instants; `timeZone` renders them for the customer). */
export type Slot = { startsAt: Date; endsAt: Date };

/** What a booking provider told us about one call (a verified, normalized webhook). */
export type ProviderEventChange = {
  /** The provider's id of this delivery (replays carry the same one). */
  deliveryId: string;
  kind: "CREATED" | "CANCELED";
  /** The provider's id of the call (stable across deliveries about it). */
  externalEventId: string;
  /** On a cancellation that is part of a reschedule, the provider says so. */
  rescheduled: boolean;
  /** Our purchase item, from the signed value the booking link carried (utm_content); null when none was signed by us. */
  purchaseItemId: string | null;
  /** A tracking value that was present but not signed by us (the booker can edit the link): kept on record, never applied. */
  unverifiedTracking: string | null;
  startsAt: Date;
  endsAt: Date;
  timeZone: string | null;
  phoneNumber: string | null;
  cancelUrl: string | null;
  rescheduleUrl: string | null;
  /** When the provider says the change happened (orders out-of-order deliveries). */
  occurredAt: Date;
};

export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRejected";
  }
}

/**
 * The scheduling port: which times an attorney offers and how a customer books one.
 * - `built-in` (embedded default, no outside service): slots from the attorney's working hours in
 *   their time zone, minus the ones taken; booking one creates the event here.
 * - `booking-link`: the attorney's own booking page (AttorneyService.bookingLink, e.g. Calendly);
 *   the provider reports created, cancelled and rescheduled calls through signed webhooks.
 */
export interface SchedulingPort {
  readonly kind: "built-in" | "booking-link";
  /** Open slots in [from, to) for an attorney working in `attorneyTimeZone`, without the `taken` starts. */
  openSlots(input: { attorneyTimeZone: string; from: Date; to: Date; taken: readonly Date[]; minutes: number }): Slot[];
  /** The link a customer follows to book (carrying the purchase id signed by us), or null to book built-in slots. */
  bookingUrl(input: { bookingLink: string | null; purchaseItemId: string; email: string; name: string }): string | null;
  /** Verifies and normalizes a provider webhook; throws WebhookRejected for anything not provably genuine and fresh. */
  verifyWebhook(input: { rawBody: string; signatureHeader: string | undefined; now: Date }): ProviderEventChange;
}

export type { Executor };
