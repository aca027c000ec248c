import type { BookingStatus, PaymentStatus, ProductType, RepresentationType, Respondent } from "./enums.ts";
import type { DocumentLike } from "./documents.ts";
import { isLive } from "./soft-delete.ts";

/**
 * Purchases, attorney representation and Q&A.
 * A purchase "counts" when it is not deleted and not fully refunded. Decision (the customer spec
 * says "SUCCESSFUL"; the money issue refines it): a partial refund — a goodwill credit on a service
 * still delivered — leaves the purchase in force; only a full refund takes it back, so a fully
 * refunded prenup is unpaid again and the gates close.
 */

export type PurchaseItemLike = {
  userId: string;
  paymentStatus: PaymentStatus;
  bookingStatus?: BookingStatus | null;
  deletedAt?: Date | string | null;
  product: { productType: ProductType };
};

/** True when the whole payment is refunded: the purchase is taken back (a partial refund leaves it in force). */
export function isFullyRefunded(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === "FULL_REFUNDED";
}

/** SUCCESSFUL or PARTIALLY_REFUNDED, and not deleted. */
export function isPurchaseActive(item: PurchaseItemLike): boolean {
  return !isFullyRefunded(item.paymentStatus) && isLive(item);
}

/** True when an active purchase of `productType` exists among `purchaseItems`. */
export function isProductPaid(purchaseItems: readonly PurchaseItemLike[], productType: ProductType): boolean {
  return purchaseItems.some((item) => item.product.productType === productType && isPurchaseActive(item));
}

/**
 * True when a product the couple shares (the agreement, NOTARIZATION) is paid for their agreement: an
 * active purchase of it by either partner, made for this document or for none in particular (bought
 * before the agreement existed). A purchase made for another document does not count. Without a
 * document, the user's own purchases made for no document count.
 * This is the one definition of "the prenup is paid"; the server computes it and the screens read it.
 */
export function isSharedProductPaid(input: SharedPurchaseQuery): boolean {
  return sharedProductPurchase(input) !== undefined;
}

export type SharedPurchaseQuery<
  I extends PurchaseItemLike & { documentId?: string | null } = PurchaseItemLike & { documentId?: string | null },
> = {
  /** The product, or products any of which counts (the agreement's: `AGREEMENT_PRODUCT_TYPES`). */
  productType: ProductType | readonly ProductType[];
  purchaseItems: readonly I[];
  document: { id: string; userAId: string; userBId?: string | null } | null;
  userId: string;
};

/** The first purchase that makes a shared product paid (see `isSharedProductPaid`), or undefined. */
export function sharedProductPurchase<I extends PurchaseItemLike & { documentId?: string | null }>(
  input: SharedPurchaseQuery<I>,
): I | undefined {
  const { document } = input;
  const buyers = document ? [document.userAId, document.userBId] : [input.userId];
  const types: readonly ProductType[] = typeof input.productType === "string" ? [input.productType] : input.productType;
  return input.purchaseItems.find(
    (item) =>
      types.includes(item.product.productType) &&
      isPurchaseActive(item) &&
      buyers.includes(item.userId) &&
      (item.documentId === null ||
        item.documentId === undefined ||
        (document !== null && item.documentId === document.id)),
  );
}

const BOOKING_PROGRESS: Readonly<Record<BookingStatus, number>> = { WAITING: 0, SCHEDULED: 1, BOOKED: 2 };

function bookingStatuses(
  items: readonly PurchaseItemLike[],
  userId: string,
  productType: ProductType,
): BookingStatus[] {
  return items
    .filter((item) => item.userId === userId && item.product.productType === productType && isPurchaseActive(item))
    .map((item) => item.bookingStatus)
    .filter((status): status is BookingStatus => status !== null && status !== undefined);
}

/**
 * The booking status of the user's active REPRESENTATION purchase, or null when there is none.
 * Decision: with several (a user may buy for themselves and for the partner), the least advanced
 * one wins (WAITING before SCHEDULED before BOOKED), so an unbooked service is never hidden.
 */
export function representationBookingStatus(
  purchaseItems: readonly PurchaseItemLike[],
  userId: string,
): BookingStatus | null {
  const statuses = bookingStatuses(purchaseItems, userId, "REPRESENTATION");
  if (statuses.length === 0) return null;
  return statuses.reduce((least, status) => (BOOKING_PROGRESS[status] < BOOKING_PROGRESS[least] ? status : least));
}

/**
 * WAITING or SCHEDULED for the user's active Q&A purchase (WAITING first when both exist); null
 * when there is none or it is already BOOKED (done).
 */
export function qaBookingStatus(
  purchaseItems: readonly PurchaseItemLike[],
  userId: string,
): "WAITING" | "SCHEDULED" | null {
  const statuses = bookingStatuses(purchaseItems, userId, "Q_A");
  if (statuses.includes("WAITING")) return "WAITING";
  if (statuses.includes("SCHEDULED")) return "SCHEDULED";
  return null;
}

/**
 * Q&A can be bought when no Q&A is waiting or scheduled, and there is at least one available
 * attorney or the user already has an assigned attorney or law firm.
 */
export function isQaAvailable(input: {
  qaStatus: "WAITING" | "SCHEDULED" | null;
  availableAttorneyCount: number;
  hasAssignedAttorneyOrLawFirm: boolean;
}): boolean {
  return input.qaStatus === null && (input.availableAttorneyCount > 0 || input.hasAssignedAttorneyOrLawFirm);
}

/**
 * A partner requires an attorney when their will-hire flag is set, or an active REPRESENTATION
 * purchase exists for them. Purchase items carry the buyer's id, so "for them" means an item whose
 * userId is that partner's user id (partner B without a linked user has only the flag).
 */
export function partnerRequiresAttorney(
  document: DocumentLike,
  purchaseItems: readonly PurchaseItemLike[],
  respondent: Respondent,
): boolean {
  const willHire = respondent === "A" ? document.userAWillHireAttorney : document.userBWillHireAttorney;
  if (willHire === true) return true;
  const userId = respondent === "A" ? document.userAId : document.userBId;
  if (userId === null || userId === undefined) return false;
  return purchaseItems.some(
    (item) => item.userId === userId && item.product.productType === "REPRESENTATION" && isPurchaseActive(item),
  );
}

/** NO_REPRESENTATION, PARTIAL_REPRESENTATION (one partner requires an attorney) or FULL_REPRESENTATION (both). */
export function representationType(
  document: DocumentLike,
  purchaseItems: readonly PurchaseItemLike[],
): RepresentationType {
  const count = (["A", "B"] as const).filter((respondent) =>
    partnerRequiresAttorney(document, purchaseItems, respondent),
  ).length;
  return count === 2 ? "FULL_REPRESENTATION" : count === 1 ? "PARTIAL_REPRESENTATION" : "NO_REPRESENTATION";
}

/** The refusal of a second prenup purchase for the couple (the cart and the payment screen). */
export const PRENUP_ALREADY_PAID_MESSAGE = "Your prenup is already paid for — by you or your partner.";

/** The message shown when no representation quantity can be sold. */
export const REPRESENTATION_UNAVAILABLE_MESSAGE =
  "Representation services are currently unavailable. We don't have enough attorneys in your state to provide this service at the moment. Please try again later or contact our support team for assistance.";

/**
 * How many Representation services can be put in the cart:
 * - nobody can buy, or the maximum is 0 (or less) → unavailable;
 * - both partners can buy → the requested count, at least 1 and at most the maximum;
 * - only one can buy → 1.
 * Decision: a fractional request is rounded down, then clamped.
 */
export function representationQuantity(input: {
  userCanPurchase: boolean;
  fianceCanPurchase: boolean;
  maxPurchasable: number;
  requested: number;
}): { available: true; quantity: number } | { available: false } {
  const max = Math.floor(input.maxPurchasable);
  if (!(max > 0) || (!input.userCanPurchase && !input.fianceCanPurchase)) return { available: false };
  if (!(input.userCanPurchase && input.fianceCanPurchase)) return { available: true, quantity: 1 };
  const requested = Number.isFinite(input.requested) ? Math.floor(input.requested) : 1;
  return { available: true, quantity: Math.min(max, Math.max(1, requested)) };
}

/** Q&A is always sold one at a time. */
export function qaQuantity(): 1 {
  return 1;
}

/** The price shown for a service: quantity × unit price, in cents. */
export function servicePriceCents(quantity: number, priceInCents: number): number {
  return Math.round(quantity * priceInCents);
}

const BOOKING_ORDER: readonly BookingStatus[] = ["WAITING", "SCHEDULED", "BOOKED"];

export const PURCHASE_ITEM_CHANGE_MESSAGES = {
  bookingBackwards: "A booking can only move forward (waiting, then scheduled, then booked).",
  bookingNotBookable: "This purchase has no booking to update.",
  attorneyAlreadySet: "This purchase already has an attorney.",
  attorneyNotAvailable: "This attorney is not available.",
  documentAlreadySet: "This purchase is already linked to an agreement.",
  documentNotYours: "You can only link a purchase to your own active agreement.",
  refunded: "This purchase was refunded and can no longer be changed.",
} as const;

/**
 * The changes a customer may make to their own purchase item: move its booking forward, choose an
 * attorney once (an available one), link it once to their own active agreement. Everything else is
 * an admin's or an attorney's to change. Returns the fields to write, or the message of the first
 * refused change with its field.
 */
export function planPurchaseItemChange(input: {
  item: {
    bookingStatus: BookingStatus | null;
    attorneyId: string | null;
    documentId: string | null;
    paymentStatus: PaymentStatus;
  };
  change: {
    bookingStatus?: BookingStatus | undefined;
    attorneyId?: string | undefined;
    documentId?: string | undefined;
  };
  attorneyAvailable: boolean;
  activeDocumentId: string | null;
}):
  | { ok: true; update: { bookingStatus?: BookingStatus; attorneyId?: string; documentId?: string } }
  | { ok: false; field: "bookingStatus" | "attorneyId" | "documentId" | "paymentStatus"; message: string } {
  const { item, change } = input;
  const update: { bookingStatus?: BookingStatus; attorneyId?: string; documentId?: string } = {};
  if (isFullyRefunded(item.paymentStatus))
    return { ok: false, field: "paymentStatus", message: PURCHASE_ITEM_CHANGE_MESSAGES.refunded };
  if (change.bookingStatus !== undefined && change.bookingStatus !== item.bookingStatus) {
    if (item.bookingStatus === null)
      return { ok: false, field: "bookingStatus", message: PURCHASE_ITEM_CHANGE_MESSAGES.bookingNotBookable };
    if (BOOKING_ORDER.indexOf(change.bookingStatus) < BOOKING_ORDER.indexOf(item.bookingStatus)) {
      return { ok: false, field: "bookingStatus", message: PURCHASE_ITEM_CHANGE_MESSAGES.bookingBackwards };
    }
    update.bookingStatus = change.bookingStatus;
  }
  if (change.attorneyId !== undefined && change.attorneyId !== item.attorneyId) {
    if (item.attorneyId !== null)
      return { ok: false, field: "attorneyId", message: PURCHASE_ITEM_CHANGE_MESSAGES.attorneyAlreadySet };
    if (!input.attorneyAvailable)
      return { ok: false, field: "attorneyId", message: PURCHASE_ITEM_CHANGE_MESSAGES.attorneyNotAvailable };
    update.attorneyId = change.attorneyId;
  }
  if (change.documentId !== undefined && change.documentId !== item.documentId) {
    if (item.documentId !== null)
      return { ok: false, field: "documentId", message: PURCHASE_ITEM_CHANGE_MESSAGES.documentAlreadySet };
    if (change.documentId !== input.activeDocumentId)
      return { ok: false, field: "documentId", message: PURCHASE_ITEM_CHANGE_MESSAGES.documentNotYours };
    update.documentId = change.documentId;
  }
  return { ok: true, update };
}

/**
 * True when the couple's agreement has an attorney review pending: an active REPRESENTATION
 * purchase for one of the partners (made for this document or for none in particular) whose side's
 * attorney has not approved the document yet. Notarization cannot start before that review, so a
 * cart that gains Representation while a review is pending drops its Notarization line.
 * Without a document no review can be pending.
 */
export function representationReviewPending(input: {
  purchaseItems: readonly (PurchaseItemLike & { documentId?: string | null })[];
  document: {
    id: string;
    userAId: string;
    userBId?: string | null;
    attorneyAApprovedAt?: Date | string | null;
    attorneyBApprovedAt?: Date | string | null;
  } | null;
}): boolean {
  const { document } = input;
  if (!document) return false;
  return input.purchaseItems.some((item) => {
    if (item.product.productType !== "REPRESENTATION" || !isPurchaseActive(item)) return false;
    if (item.documentId !== null && item.documentId !== undefined && item.documentId !== document.id) return false;
    if (item.userId === document.userAId) return !document.attorneyAApprovedAt;
    if (item.userId === document.userBId) return !document.attorneyBApprovedAt;
    return false;
  });
}
