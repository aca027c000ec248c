import type { PaymentMethodChoice } from "@prenup/api-client";
import { AGREEMENT_KIND_SHORT_NAMES, PRENUP_ALREADY_PAID_MESSAGE, type AgreementKind } from "@prenup/domain";

/** The words of /payment and /payment/success. Refusals and declines are the server's own messages. */
export const PAYMENT_TEXTS = {
  title: "Payment",
  cartHeading: "Your cart",
  cartItemsLabel: "Items in your cart",
  payHeading: "Payment",
  nothingOffered: "There is nothing to buy here right now.",
  // The paywall: what the couple buys before the payment.
  paywallTitle: (price: string, kind: AgreementKind = "PRENUP") =>
    `Your ${AGREEMENT_KIND_SHORT_NAMES[kind]}, ${price} for both of you`,
  paywallWhy: (kind: AgreementKind = "PRENUP") =>
    `You have answered the first questions. To go on to the rest of the questionnaire, the financial disclosure and your agreement, your ${AGREEMENT_KIND_SHORT_NAMES[kind]} is paid once, for the two of you.`,
  paywallIncludesTitle: "What you get",
  paywallIncludes: (kind: AgreementKind = "PRENUP") => [
    "The rest of the questionnaire, for each of you, saved as you go.",
    "Alignment: see where your answers differ and settle them together.",
    "The financial disclosure, shared between you.",
    kind === "POSTNUP"
      ? "Your agreement, written for your state's rules for agreements made during the marriage, to review, edit and regenerate until you both sign it."
      : "Your agreement, written for your state, to review, edit and regenerate until your wedding.",
    "A record of each step, showing how your agreement was made.",
  ],
  paywallOnce: "One payment covers both of you: your partner never pays for it again.",
  continueToPayment: "Continue to payment",
  agreementPaid: (kind: AgreementKind = "PRENUP") =>
    kind === "POSTNUP" ? "Your postnup is already paid for — by you or your partner." : PRENUP_ALREADY_PAID_MESSAGE,
  remove: "Remove",
  quantity: "Quantity",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  quantityHint: "One for you, and one for your partner if they want their own attorney.",
  quantityClamped: (allowed: number) => `Only ${allowed} can be bought right now.`,
  promoLabel: "Promo code",
  apply: "Apply",
  promoApplied: (code: string) => `Promo code ${code} applied`,
  removePromo: "Remove",
  subtotal: "Subtotal",
  discount: "Discount",
  total: "Total",
  methodLabel: "How would you like to pay?",
  redirectNote: (method: string) => `You will approve the payment on ${method}'s page, then come back here.`,
  nothingToPay: "Nothing to pay: your promo code covers the whole order.",
  completeFree: "Complete your order",
  pay: (total: string) => `Pay ${total}`,
  payFailedTitle: "Payment not completed",
  canceled: "The payment was cancelled. Nothing was charged.",
  refunded:
    "Your payment completed after what you were buying could no longer be bought (for example, your partner had already paid for it). We refunded the whole payment; nothing was bought.",
  unsupportedStep:
    "This payment needs an extra step that could not be started here. Please try again, or choose another way to pay.",
  pendingApproval: "A payment for this cart is waiting for approval.",
  checkPending: "Check its status",
  configFailed: "The payment form could not load.",
  // Card form (local gateway)
  cardNumber: "Card number",
  expiry: "Expiry (MM/YY)",
  cvc: "Security code (CVC)",
  testCards:
    "Test payments only: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for an extra approval. No money moves.",
  // Card form (Stripe)
  stripeLoadFailed:
    "The card form could not load. Check your connection and reload the page, or choose another way to pay.",
  cardUnreadable: "Your card details could not be read. Please check them and try again.",
  cardNotConfirmed: "Your card could not be confirmed. Please try again or use another card.",
  // /payment/success
  successTitle: "Payment complete",
  successIntro: "Thank you — your payment went through.",
  failedTitle: "Payment not completed",
  finishingTitle: "Finishing your payment",
  finishing: "Finishing your payment...",
  processing: "Your payment is being processed. This page checks again in a moment.",
  stillProcessing:
    "Your payment is still being processed. You can check again, or come back later: nothing more will be charged.",
  checkAgain: "Check again",
  awaitingApproval: "Your payment is still waiting for your approval.",
  approve: "Approve the payment",
  noPayment: "There is no payment to show here.",
  notFinished: "The payment was cancelled or not approved. Nothing was charged.",
  boughtHeading: "What you bought",
  paidWith: "Paid with",
  paidOn: "Paid on",
  noPaymentNeeded: "No payment needed",
  totalPaid: "Total paid",
  nextHeading: "What next",
  attorneyServices: "Attorney services",
  backToPayment: "Back to payment",
} as const;

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodChoice, string>> = {
  CARD: "Card",
  KLARNA: "Klarna",
  AFTERPAY: "Afterpay",
  CASHAPP: "Cash App",
};

export const PAYMENT_METHOD_HINTS: Readonly<Record<PaymentMethodChoice, string>> = {
  CARD: "Credit or debit card",
  KLARNA: "Pay later with Klarna",
  AFTERPAY: "Pay in installments",
  CASHAPP: "Pay from Cash App",
};
