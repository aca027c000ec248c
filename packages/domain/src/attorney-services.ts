import { z } from "zod";
import type { AttorneySupport, BookingStatus, EventStatus, PaymentStatus, ProductType } from "./enums.ts";
import { attorneyServicesOffered } from "./couple.ts";
import { isPurchaseActive } from "./purchases.ts";
import { averageRating, starCount } from "./ratings.ts";
import { formatCount, textSchema } from "./text.ts";

/**
 * Attorney services for a couple: who may buy representation and for whom, which attorneys a
 * partner may choose (never the other partner's attorney nor anyone of the other partner's law
 * firm: a conflict of interest), ratings as cards show them, the booking status as events move,
 * reviews and chat messages.
 */

/** An approved attorney licensed in the couple's state, with their law firm (null: none). */
export type AttorneyCandidate = { id: string; lawFirmId: string | null };

/** An attorney serving one partner (their side of the document, or one of their attorney services). */
export type AssignedAttorney = { attorneyId: string; lawFirmId: string | null };

/** A purchase of an attorney service, as the rules below read it. */
export type AttorneyServiceItemLike = {
  userId: string;
  attorneyId?: string | null;
  paymentStatus: PaymentStatus;
  deletedAt?: Date | string | null;
  product: { productType: ProductType };
};

const SERVICE_TYPES: readonly ProductType[] = ["REPRESENTATION", "Q_A"];

/**
 * The attorneys serving a person: the attorney on their side of the document plus the attorney of
 * each of their active attorney services (representation or Q&A), once each, with the firm looked
 * up in `lawFirmOf` (an attorney missing there counts without a firm).
 * Decision: a Q&A call counts as well as representation — an attorney who advised one partner
 * must not advise the other on the same agreement.
 */
export function attorneysServing(input: {
  personId: string | null;
  documentAttorneyId: string | null;
  purchaseItems: readonly AttorneyServiceItemLike[];
  lawFirmOf: ReadonlyMap<string, string | null>;
}): AssignedAttorney[] {
  if (input.personId === null) return [];
  const ids = new Set<string>();
  if (input.documentAttorneyId) ids.add(input.documentAttorneyId);
  for (const item of input.purchaseItems) {
    if (item.userId !== input.personId || !item.attorneyId || !isPurchaseActive(item)) continue;
    if (SERVICE_TYPES.includes(item.product.productType)) ids.add(item.attorneyId);
  }
  return [...ids].map((attorneyId) => ({ attorneyId, lawFirmId: input.lawFirmOf.get(attorneyId) ?? null }));
}

/** True when the candidate is one of the partner's attorneys or works at one of their law firms. */
export function isAttorneyInConflict(
  candidate: AttorneyCandidate,
  partnerAttorneys: readonly AssignedAttorney[],
): boolean {
  return partnerAttorneys.some(
    (assigned) =>
      assigned.attorneyId === candidate.id ||
      (candidate.lawFirmId !== null && assigned.lawFirmId === candidate.lawFirmId),
  );
}

/** The candidates a partner may choose: everyone without a conflict with the other partner's attorneys. */
export function attorneysWithoutConflict<C extends AttorneyCandidate>(
  candidates: readonly C[],
  partnerAttorneys: readonly AssignedAttorney[],
): C[] {
  return candidates.filter((candidate) => !isAttorneyInConflict(candidate, partnerAttorneys));
}

/** True when two different attorneys, not of one law firm, can serve the two partners. */
function canServeBoth(forUser: readonly AttorneyCandidate[], forPartner: readonly AttorneyCandidate[]): boolean {
  return forUser.some((a) =>
    forPartner.some((b) => a.id !== b.id && (a.lawFirmId === null || a.lawFirmId !== b.lawFirmId)),
  );
}

export type AttorneyServicesEligibility<C extends AttorneyCandidate = AttorneyCandidate> = {
  /** The attorneys this user may choose (no conflict with the partner's). */
  availableAttorneysForUser: C[];
  /** The user's own attorneys and their law firms (a Q&A with one's own attorney is always possible). */
  userAssignedAttorneyAndLawFirmIds: { attorneyIds: string[]; lawFirmIds: string[] };
  /** How many Representation services the user may put in the cart now (0, 1 or 2). */
  maxRepresentationProductsUserCanPurchase: number;
  /** The user may buy representation for themself. */
  userCanPurchase: boolean;
  /** The user may buy representation for the partner (a linked partner without one). */
  fianceCanPurchase: boolean;
};

/**
 * Who may buy representation now, and which attorneys this user may choose (how many
 * Representation services the cart allows rests on it). Services exist only where the state's
 * attorneySupport is PARTNER.
 * - userCanPurchase: the user has no active representation and at least one attorney without a
 *   conflict is licensed in the state; fianceCanPurchase likewise for a linked partner.
 * - maxRepresentationProductsUserCanPurchase: 2 when both can buy and two different attorneys of
 *   different law firms can serve them; 1 when only one can be served; 0 otherwise.
 */
export function attorneyServicesEligibility<C extends AttorneyCandidate>(input: {
  attorneySupport: AttorneySupport | null;
  candidates: readonly C[];
  userAttorneys: readonly AssignedAttorney[];
  partnerAttorneys: readonly AssignedAttorney[];
  userHasRepresentation: boolean;
  hasPartner: boolean;
  partnerHasRepresentation: boolean;
}): AttorneyServicesEligibility<C> {
  const userAssignedAttorneyAndLawFirmIds = {
    attorneyIds: input.userAttorneys.map((a) => a.attorneyId),
    lawFirmIds: [...new Set(input.userAttorneys.map((a) => a.lawFirmId).filter((id): id is string => id !== null))],
  };
  if (!attorneyServicesOffered(input.attorneySupport)) {
    return {
      availableAttorneysForUser: [],
      userAssignedAttorneyAndLawFirmIds,
      maxRepresentationProductsUserCanPurchase: 0,
      userCanPurchase: false,
      fianceCanPurchase: false,
    };
  }
  const forUser = attorneysWithoutConflict(input.candidates, input.partnerAttorneys);
  const forPartner = attorneysWithoutConflict(input.candidates, input.userAttorneys);
  const userCanPurchase = !input.userHasRepresentation && forUser.length > 0;
  const fianceCanPurchase = input.hasPartner && !input.partnerHasRepresentation && forPartner.length > 0;
  const max =
    userCanPurchase && fianceCanPurchase
      ? canServeBoth(forUser, forPartner)
        ? 2
        : 1
      : userCanPurchase || fianceCanPurchase
        ? 1
        : 0;
  return {
    availableAttorneysForUser: forUser,
    userAssignedAttorneyAndLawFirmIds,
    maxRepresentationProductsUserCanPurchase: max,
    userCanPurchase,
    fianceCanPurchase,
  };
}

/** The rating shown on an attorney card: average of approved ratings (0..10, one decimal), stars, count. */
export function attorneyRatingSummary(approvedRatings: readonly number[]): {
  averageRating: number | null;
  stars: 1 | 2 | 3 | 4 | 5 | null;
  reviewCount: number;
} {
  const average = averageRating(approvedRatings);
  const reviewCount = approvedRatings.filter(
    (rating) => Number.isFinite(rating) && rating >= 0 && rating <= 100,
  ).length;
  // Stars by the spec's rule (rating / 10, floored, clamped 1..5) on the mean's 0..100 scale.
  return { averageRating: average, stars: average === null ? null : starCount(Math.round(average * 10)), reviewCount };
}

// --- booking ------------------------------------------------------------------------------------

/** What happened to a service's call. */
export type BookingChange = "BOOKED" | "RESCHEDULED" | "CANCELED" | "COMPLETED" | "NO_SHOW";

/**
 * The purchase item's bookingStatus after a change to its call. WAITING: bought, no call booked;
 * SCHEDULED: a call is booked; BOOKED: the service took place (the attorney completed the call),
 * so a Q&A stops counting as waiting or scheduled and representation counts as booked.
 * A cancelled call (or a no-show) returns a SCHEDULED service to WAITING, so it can be booked
 * again; BOOKED never moves back.
 */
export function bookingStatusAfter(current: BookingStatus, change: BookingChange): BookingStatus {
  if (current === "BOOKED") return "BOOKED";
  switch (change) {
    case "BOOKED":
    case "RESCHEDULED":
      return "SCHEDULED";
    case "COMPLETED":
      return "BOOKED";
    case "CANCELED":
    case "NO_SHOW":
      return "WAITING";
  }
}

/**
 * The purchase item's bookingStatus from its calls, whatever order their changes arrived in:
 * BOOKED once a call was completed (never moves back), SCHEDULED while a call is booked, else WAITING.
 */
export function bookingStatusFromEvents(
  current: BookingStatus,
  events: readonly { eventStatus: EventStatus; serviceCompletedAt: Date | string | null }[],
): BookingStatus {
  if (current === "BOOKED" || events.some((e) => e.eventStatus === "BOOKED" && e.serviceCompletedAt !== null))
    return "BOOKED";
  return events.some((e) => e.eventStatus === "BOOKED") ? "SCHEDULED" : "WAITING";
}

export const EVENT_FILTERS = ["all", "past", "future"] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** past: the call has ended; future: it has not (an ongoing call is upcoming). */
export function eventMatchesFilter(event: { eventEndAt: Date | string }, filter: EventFilter, now: Date): boolean {
  if (filter === "all") return true;
  const ended = new Date(event.eventEndAt).getTime() <= now.getTime();
  return filter === "past" ? ended : !ended;
}

/** A Q&A call lasts 20 minutes; representation meetings are booked in slots of the same length. */
export const SERVICE_CALL_MINUTES = 20;

// --- reviews ------------------------------------------------------------------------------------

export const ATTORNEY_REVIEW_MESSAGES = {
  ratingRange: "Choose a rating from 0 to 100.",
  noCompletedService: "You can review an attorney after a completed service with them.",
  alreadyReviewed: "You have already reviewed this service.",
} as const;

export const REVIEW_MESSAGE_MAX_LENGTH = 2000;

/** POST /users/{id}/attorneys/{aid}/attorney-reviews: a whole rating 0..100 and an optional message. */
export const attorneyReviewBodySchema = z.strictObject({
  rating: z
    .int({ error: ATTORNEY_REVIEW_MESSAGES.ratingRange })
    .min(0, { error: ATTORNEY_REVIEW_MESSAGES.ratingRange })
    .max(100, { error: ATTORNEY_REVIEW_MESSAGES.ratingRange }),
  message: textSchema({ max: REVIEW_MESSAGE_MAX_LENGTH })
    .transform((value) => value.trim())
    .nullish(),
  /** Which service is reviewed; default: the oldest completed one with that attorney not yet reviewed. */
  purchaseItemId: z.uuid().optional(),
});

/** A service of the customer, as reviews read it. */
export type ReviewableService = {
  purchaseItemId: string;
  attorneyId: string;
  /** When the attorney completed the service's call; null while it has not taken place. */
  serviceCompletedAt: Date | string | null;
  eventStatus?: EventStatus | null;
};

/** Completed services not yet reviewed (one review per service), oldest completion first. */
export function servicesNeedingReview<S extends ReviewableService>(
  services: readonly S[],
  reviewedPurchaseItemIds: ReadonlySet<string>,
): S[] {
  return services
    .filter(
      (s) =>
        s.serviceCompletedAt !== null &&
        s.eventStatus !== "CANCELED" &&
        s.eventStatus !== "NO_SHOW" &&
        !reviewedPurchaseItemIds.has(s.purchaseItemId),
    )
    .sort((a, b) => new Date(a.serviceCompletedAt!).getTime() - new Date(b.serviceCompletedAt!).getTime());
}

/**
 * Which service a new review of `attorneyId` is for, or why none: only a completed service with
 * that attorney, one review per service.
 */
export function planAttorneyReview(input: {
  attorneyId: string;
  purchaseItemId?: string | undefined;
  services: readonly ReviewableService[];
  reviewedPurchaseItemIds: ReadonlySet<string>;
}):
  | { ok: true; purchaseItemId: string }
  | { ok: false; reason: "NO_COMPLETED_SERVICE" | "ALREADY_REVIEWED"; message: string } {
  const withAttorney = input.services.filter(
    (s) =>
      s.attorneyId === input.attorneyId &&
      (input.purchaseItemId === undefined || s.purchaseItemId === input.purchaseItemId),
  );
  const completed = servicesNeedingReview(withAttorney, new Set());
  if (completed.length === 0)
    return { ok: false, reason: "NO_COMPLETED_SERVICE", message: ATTORNEY_REVIEW_MESSAGES.noCompletedService };
  const open = completed.find((s) => !input.reviewedPurchaseItemIds.has(s.purchaseItemId));
  if (!open) return { ok: false, reason: "ALREADY_REVIEWED", message: ATTORNEY_REVIEW_MESSAGES.alreadyReviewed };
  return { ok: true, purchaseItemId: open.purchaseItemId };
}

/** Said of an attorney service whose call has taken place: nothing is left to book (API and screens). */
export const SERVICE_COMPLETE_MESSAGE = "This service is complete.";

// --- chat ---------------------------------------------------------------------------------------

export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const CHAT_MESSAGES = {
  empty: "Write a message first.",
  tooLong: `Messages can be at most ${formatCount(CHAT_MESSAGE_MAX_LENGTH)} characters.`,
  noAttorney: "You can chat once an attorney is assigned to your agreement.",
  notYourCounterpart: "You can only chat with your own attorney, or your own client, on this agreement.",
} as const;

/**
 * What the other side reads in place of a message whose sender deleted their account (the
 * retention table's ANONYMISED chat messages): the API answers it for an erased message's text.
 */
export const ERASED_CHAT_MESSAGE = "This message was deleted.";

/** A chat message as sent: text (stored and shown as text, never HTML), trimmed, 1..2000 characters. */
export const chatMessageSchema = textSchema({
  max: CHAT_MESSAGE_MAX_LENGTH,
  messages: { tooLong: CHAT_MESSAGES.tooLong },
})
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, { error: CHAT_MESSAGES.empty });
