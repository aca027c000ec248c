/**
 * Products. Prices in cents.
 * - PRENUP: one per couple, bought once and shared by both partners.
 * - POSTNUP: the same for a married couple's agreement made during the marriage; its own product
 *   so that it carries its own name and price (an admin sets both).
 * - REPRESENTATION: flat $699, no retainer; each partner needs their own attorney, so one per user.
 * - Q_A: a 20-minute call with a licensed attorney in the couple's state. $149 is about half an
 *   hour of a typical family lawyer's time, and well under the cost of an initial paid consult.
 *   Bookable again once a call has happened, so not one per user.
 * - NOTARIZATION: one remote (or in-person acknowledgement) session for both partners.
 */
export const products = [
  {
    key: "prenup",
    title: "Prenuptial Agreement",
    description:
      "Your complete, state-specific agreement for both of you: guided questionnaire, financial disclosure, alignment and a ready-to-sign document.",
    priceInCents: 59_900,
    productType: "PRENUP",
    productCategory: "DOCUMENT",
    productIcon: "IconFileText",
    isSharedProduct: true,
    discountsAllowed: true,
    onePerUser: true,
    stripePriceId: null,
  },
  {
    key: "postnup",
    title: "Postnuptial Agreement",
    description:
      "Your complete agreement as a married couple, under your state's rules for agreements made during the marriage: guided questionnaire, financial disclosure, alignment and a ready-to-sign document.",
    priceInCents: 59_900,
    productType: "POSTNUP",
    productCategory: "DOCUMENT",
    productIcon: "IconFileText",
    isSharedProduct: true,
    discountsAllowed: true,
    onePerUser: true,
    stripePriceId: null,
  },
  {
    key: "representation",
    title: "Attorney Representation",
    description:
      "A licensed attorney in your state reviews, edits and signs off your agreement for you. Flat fee, no retainer.",
    priceInCents: 69_900,
    productType: "REPRESENTATION",
    productCategory: "ATTORNEY_SERVICE",
    productIcon: "IconGavel",
    isSharedProduct: false,
    discountsAllowed: false,
    onePerUser: true,
    stripePriceId: null,
  },
  {
    key: "q_a",
    title: "Ask an Attorney",
    description:
      "A 20-minute phone call with a licensed attorney in your state to answer your questions about your agreement.",
    priceInCents: 14_900,
    productType: "Q_A",
    productCategory: "ATTORNEY_SERVICE",
    productIcon: "IconMessageQuestion",
    isSharedProduct: false,
    discountsAllowed: false,
    onePerUser: false,
    stripePriceId: null,
  },
  {
    key: "notarization",
    title: "Notarization",
    description: "Notarize your signatures, online where your state allows it, so your agreement is ready to rely on.",
    priceInCents: 9_900,
    productType: "NOTARIZATION",
    productCategory: "DOCUMENT",
    productIcon: "IconSignature",
    isSharedProduct: true,
    discountsAllowed: true,
    onePerUser: true,
    stripePriceId: null,
  },
];
