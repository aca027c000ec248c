import type { PaymentMethod } from "./enums.ts";

/** Each payment method as a buyer reads it. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  CARD: "Card",
  KLARNA: "Klarna",
  AFTERPAY: "Afterpay",
  CASHAPP: "Cash App",
};

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
};

/** The card the provider charged, as it reports it (Stripe's `payment_method_details.card`). */
export type ChargedCard = { brand: string; last4: string };

/**
 * How a payment was made, in a receipt's words: the card's brand and last four digits when the
 * provider gave them ("Visa ending in 4242"), else the method's name ("Klarna"); a payment with no
 * method is one recorded by our staff, or nothing to pay.
 */
export function paymentMethodDescription(input: {
  method: PaymentMethod | null;
  card?: ChargedCard | null | undefined;
  amountInCents: number;
}): string {
  const { card } = input;
  if (card && /^\d{4}$/.test(card.last4)) {
    const brand =
      CARD_BRANDS[card.brand.toLowerCase()] ??
      (card.brand.trim() === "" || card.brand === "unknown"
        ? "Card"
        : card.brand.charAt(0).toUpperCase() + card.brand.slice(1));
    return `${brand} ending in ${card.last4}`;
  }
  if (input.method) return PAYMENT_METHOD_NAMES[input.method];
  return input.amountInCents === 0 ? "Nothing to pay" : "Recorded by our team";
}
