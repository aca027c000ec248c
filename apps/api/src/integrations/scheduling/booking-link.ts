import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { workingHourSlots } from "./built-in.ts";
import { WebhookRejected, type ProviderEventChange, type SchedulingPort } from "./scheduling-port.ts";

/** Deliveries older (or further in the future) than this are refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * A Calendly-style payload (the fields we use). The booking link carries our signed purchase item
 * id as `utm_content` (`signedTracking`), so the provider hands it back with the call.
 */
const payloadSchema = z.object({
  event: z.enum(["invitee.created", "invitee.canceled"]),
  created_at: z.iso.datetime({ offset: true }),
  payload: z.object({
    uri: z.string().min(1),
    rescheduled: z.boolean().optional().default(false),
    cancel_url: z.string().url().nullish(),
    reschedule_url: z.string().url().nullish(),
    timezone: z.string().nullish(),
    text_reminder_number: z.string().nullish(),
    tracking: z.object({ utm_content: z.string().nullish() }).partial().nullish(),
    scheduled_event: z.object({
      uri: z.string().min(1),
      start_time: z.iso.datetime({ offset: true }),
      end_time: z.iso.datetime({ offset: true }),
    }),
  }),
});

/** Length of the tracking tag (base64url of the first 16 bytes of the HMAC). */
const TRACKING_TAG_LENGTH = 22;

/**
 * The key that signs the purchase id in booking links: derived from the webhook signing key with
 * HKDF under its own label, so the two signatures can never stand in for each other.
 */
function trackingKeyOf(signingKey: string): Buffer {
  return Buffer.from(hkdfSync("sha256", signingKey, "", "prenup booking-link tracking v1", 32));
}

function trackingTag(key: Buffer, purchaseItemId: string): string {
  return createHmac("sha256", key).update(purchaseItemId).digest("base64url").slice(0, TRACKING_TAG_LENGTH);
}

/** `<purchase item id>.<tag>`: the value a booking link carries as `utm_content`. */
export function signedTracking(signingKey: string, purchaseItemId: string): string {
  return `${purchaseItemId}.${trackingTag(trackingKeyOf(signingKey), purchaseItemId)}`;
}

/** The purchase item id of a tracking value this product signed, or null for anything else. */
function verifiedPurchaseItemId(key: Buffer, value: string | null | undefined): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]+)$/i.exec(value ?? "");
  if (!match || !z.uuid().safeParse(match[1]).success) return null;
  const expected = Buffer.from(trackingTag(key, match[1]!));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the signing key>`. */
export function signWebhook(signingKey: string, rawBody: string, timestampSeconds: number): string {
  const digest = createHmac("sha256", signingKey).update(`${timestampSeconds}.${rawBody}`).digest("hex");
  return `t=${timestampSeconds},v1=${digest}`;
}

function verifySignature(signingKey: string, rawBody: string, header: string | undefined, now: Date): void {
  if (!header) throw new WebhookRejected("Missing signature.");
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts["t"]);
  const given = parts["v1"] ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw new WebhookRejected("Malformed signature.");
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookRejected("Signature too old.");
  const expected = createHmac("sha256", signingKey).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new WebhookRejected("Bad signature.");
}

/**
 * The booking-link provider: customers book on the attorney's page; its webhooks (signed with the
 * shared key) tell us about created and cancelled calls (a reschedule is a cancellation marked
 * `rescheduled` plus a new creation). Attorneys without a link still get built-in slots.
 */
export function createBookingLinkScheduling(options: { signingKey: string }): SchedulingPort {
  const trackingKey = trackingKeyOf(options.signingKey);
  return {
    kind: "booking-link",
    openSlots: workingHourSlots,
    bookingUrl({ bookingLink, purchaseItemId, email, name }) {
      if (!bookingLink) return null;
      const url = new URL(bookingLink);
      url.searchParams.set("utm_content", `${purchaseItemId}.${trackingTag(trackingKey, purchaseItemId)}`);
      url.searchParams.set("email", email);
      if (name) url.searchParams.set("name", name);
      return url.toString();
    },
    verifyWebhook({ rawBody, signatureHeader, now }): ProviderEventChange {
      verifySignature(options.signingKey, rawBody, signatureHeader, now);
      let parsed: z.infer<typeof payloadSchema>;
      try {
        parsed = payloadSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejected("Unreadable payload.");
      }
      const { payload } = parsed;
      const tracking = payload.tracking?.utm_content ?? null;
      const purchaseItemId = verifiedPurchaseItemId(trackingKey, tracking);
      return {
        deliveryId: `${parsed.event}:${payload.uri}`,
        kind: parsed.event === "invitee.created" ? "CREATED" : "CANCELED",
        externalEventId: payload.scheduled_event.uri,
        rescheduled: payload.rescheduled,
        purchaseItemId,
        unverifiedTracking: purchaseItemId === null ? tracking : null,
        startsAt: new Date(payload.scheduled_event.start_time),
        endsAt: new Date(payload.scheduled_event.end_time),
        timeZone: payload.timezone ?? null,
        phoneNumber: payload.text_reminder_number ?? null,
        cancelUrl: payload.cancel_url ?? null,
        rescheduleUrl: payload.reschedule_url ?? null,
        occurredAt: new Date(parsed.created_at),
      };
    },
  };
}
