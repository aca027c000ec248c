import type { AttorneyCard, AttorneyServicesEligibility, PurchaseItem, UserAttorney } from "@prenup/api-client";
import { fullName, isPurchaseActive, priceLabel } from "@prenup/domain";
import { ATTORNEY_SERVICES_TEXTS as T, SERVICE_NAMES, type ServiceType } from "../attorney-services-texts.ts";

/**
 * What the attorney-services screens show, read off the server's answers (eligibility, purchase
 * items, products). Nothing here decides a rule again: quantities, availability and booking
 * statuses are the server's; these helpers only pick labels and items to show.
 */

/** A price as the offers show it (the domain's `priceLabel`: whole dollars without Intl). */
export { priceLabel };

export function parseServiceType(value: string | null): ServiceType {
  return value === "Q_A" ? "Q_A" : "REPRESENTATION";
}

export function attorneyName(attorney: { firstName: string | null; lastName: string | null }): string {
  return fullName(attorney) || "Your attorney";
}

/** The user's own purchases of one attorney service that are in force (`isPurchaseActive`: refunded or deleted ones are gone). */
export function ownServiceItems(
  items: readonly PurchaseItem[] | undefined,
  userId: string,
  service: ServiceType,
): PurchaseItem[] {
  return (items ?? []).filter(
    (item) => item.userId === userId && item.product.productType === service && isPurchaseActive(item),
  );
}

export type QuantityOption = { quantity: 1 | 2; label: string };

/**
 * The quantities offered for representation, within the server's maximum. The server gives the
 * first unit to the buyer (unless they have representation already) and the second to the partner,
 * so the options name who each quantity is for.
 */
export function representationQuantityOptions(
  eligibility: Pick<
    AttorneyServicesEligibility,
    "maxRepresentationProductsUserCanPurchase" | "userCanPurchase" | "fianceCanPurchase"
  >,
): QuantityOption[] {
  const max = eligibility.maxRepresentationProductsUserCanPurchase;
  if (max <= 0) return [];
  if (eligibility.userCanPurchase) {
    const options: QuantityOption[] = [{ quantity: 1, label: T.forMe }];
    if (max >= 2 && eligibility.fianceCanPurchase) options.push({ quantity: 2, label: T.forBoth });
    return options;
  }
  return eligibility.fianceCanPurchase ? [{ quantity: 1, label: T.forPartner }] : [];
}

export type AttorneyOfferItem = {
  service: ServiceType;
  /** BOOK: a bought service waits for its call; PURCHASE: one for the user, into the cart; CHOOSE: the attorney is chosen first (Q&A). */
  action: "BOOK" | "PURCHASE" | "CHOOSE";
  label: string;
  /** What the service is, at the price `label` charges (null for a bought service). */
  blurb: string | null;
  productId: string | null;
};

/**
 * The dashboard offer's lines, for the services that still apply (the standing's `attorneyServices`):
 * BOOK when a bought service waits for its booking; Representation for the user alone (one, at the
 * price shown) when it can be bought; Q&A by choosing its attorney first, never paid from here.
 */
export function attorneyOfferItems(
  eligibility: AttorneyServicesEligibility,
  products: readonly { id: string; productType: string; priceInCents: number; isActive: boolean }[] | undefined,
  applying: readonly ServiceType[],
): AttorneyOfferItem[] {
  const items: AttorneyOfferItem[] = [];
  const productOf = (service: ServiceType) =>
    (products ?? []).find((product) => product.productType === service && product.isActive) ?? null;
  const add = (service: ServiceType, waiting: boolean, purchasable: boolean) => {
    if (!applying.includes(service)) return;
    const product = productOf(service);
    const name = SERVICE_NAMES[service];
    if (waiting)
      items.push({ service, action: "BOOK", label: T.bookYour(name), blurb: null, productId: product?.id ?? null });
    else if (purchasable && product) {
      const price = priceLabel(product.priceInCents);
      const label = service === "Q_A" ? T.chooseAttorneyFor(name, price) : T.bookWithPrice(name, price);
      items.push({
        service,
        action: service === "Q_A" ? "CHOOSE" : "PURCHASE",
        label,
        blurb: T.serviceBlurb(service, price),
        productId: product.id,
      });
    }
  };
  // Representation for the user: only when they can have it themselves (the card buys one, for them).
  add(
    "REPRESENTATION",
    eligibility.representationBookingStatus === "WAITING",
    eligibility.userCanPurchase && eligibility.maxRepresentationProductsUserCanPurchase > 0,
  );
  add("Q_A", eligibility.qaBookingStatus === "WAITING", eligibility.qaAvailable);
  return items;
}

/** Cards sorted as the server answered, the featured one (the user's own, else the best rated) first. */
export function withFeaturedFirst(
  cards: readonly AttorneyCard[],
  featured: AttorneyCard | null | undefined,
): AttorneyCard[] {
  if (!featured || !cards.some((card) => card.id === featured.id)) return [...cards];
  return [cards.find((card) => card.id === featured.id)!, ...cards.filter((card) => card.id !== featured.id)];
}

/**
 * The attorneys the user has a conversation with, as the server pairs them: the representing
 * attorney first, then each attorney serving the user's Q&A (once each).
 */
export function chatAttorneysOf(attorneys: readonly UserAttorney[] | undefined): UserAttorney[] {
  const all = attorneys ?? [];
  const representing = all.filter((attorney) => attorney.representsUser);
  const answering = all.filter(
    (attorney) => !attorney.representsUser && attorney.purchases.some((purchase) => purchase.productType === "Q_A"),
  );
  return [...representing, ...answering];
}
