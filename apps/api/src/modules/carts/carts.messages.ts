import {
  AGREEMENT_KIND_NOUNS,
  type AgreementKind,
  PRENUP_ALREADY_PAID_MESSAGE,
  PURCHASE_ITEM_CHANGE_MESSAGES,
} from "@prenup/domain";

export const CART_MESSAGES = {
  cartNotFound: "Cart not found",
  itemNotFound: "This item is no longer in your cart.",
  notEditable: "This cart has been paid and can no longer be changed.",
  empty: "Your cart is empty.",
  productNotFound: "This product does not exist.",
  productInactive: "This product is no longer sold.",
  agreementPaid: (kind: AgreementKind) =>
    kind === "POSTNUP" ? "Your postnup is already paid for — by you or your partner." : PRENUP_ALREADY_PAID_MESSAGE,
  notarizationPaid: "Notarization is already paid for your agreement.",
  otherKind: (kind: AgreementKind) =>
    `Your agreement is a ${AGREEMENT_KIND_NOUNS[kind]}: add the ${kind === "POSTNUP" ? "Postnuptial" : "Prenuptial"} Agreement to your cart instead.`,
  alreadyBought: "You have already bought this.",
  needsDocument: "Choose your state first: this service depends on your agreement.",
  qaUnavailable: "Q&A calls with an attorney are not available in your state yet.",
  attorneyNotFound: PURCHASE_ITEM_CHANGE_MESSAGES.attorneyNotAvailable,
  attorneyNotLicensed: "This attorney is not licensed in your state.",
  attorneyNotForProduct: "Only attorney services take a chosen attorney.",
  chooseMethod: "Choose a payment method.",
  cardToken: "Enter your card details to pay by card.",
  providerDown: "We could not reach our payment provider. Nothing was charged; please try again in a moment.",
  declined: "Your payment was declined.",
  callerGone: "The payment was not started: the page that asked for it closed first.",
  changedWhilePaying:
    "Your cart changed while your payment was being made. Any amount taken has been refunded; please check your cart and pay again.",
} as const;
