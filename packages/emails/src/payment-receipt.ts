import {
  formatCents,
  formatDateTime,
  paymentMethodDescription,
  type ChargedCard,
  type PaymentMethod,
} from "@prenup/domain";
import { renderEmail, type RenderedEmail } from "./layout.ts";
import { subjectLine } from "./safety.ts";

/** One line of a receipt: the product's name, how many, and what they cost together. */
export type ReceiptLine = { title: string; quantity: number; amountInCents: number };

/** "Prenuptial agreement", or "Attorney Q&A call × 2", with its amount. */
function lineText(line: ReceiptLine): string {
  return `${line.title}${line.quantity > 1 ? ` × ${line.quantity}` : ""}: ${formatCents(line.amountInCents)}`;
}

/**
 * When a payment or refund happened, as its payer reads it: the day in words and the time in the
 * couple's state's zone, named ("November 25, 2026 at 9:56 PM Central Time"), so a late-evening
 * payment shows the evening's date rather than the next day's in UTC.
 */
export function receiptDay(at: Date, timeZone: string): string {
  return formatDateTime(at, timeZone);
}

/**
 * The receipt of a completed payment (template `payment-receipt`): the amount in dollars, each
 * product bought, how it was paid (the card's brand and last four digits when the provider gave
 * them, else the method's name), the day, and a link to the purchase. Transactional: it goes
 * whatever the buyer's e-mail settings.
 */
export function paymentReceiptEmail(input: {
  amountInCents: number;
  lines: readonly ReceiptLine[];
  method: PaymentMethod | null;
  card?: ChargedCard | null | undefined;
  paidAt: Date;
  /** The zone the payer reads the time in (the couple's state's, `timeZoneOfState`). */
  timeZone: string;
  link: string;
}): Promise<RenderedEmail> {
  const amount = formatCents(input.amountInCents);
  const titles = input.lines.map((line) => line.title);
  return renderEmail({
    template: "payment-receipt",
    subject: subjectLine(`Your receipt: ${amount} for ${titles.join(", ")}`),
    preview: `We received your payment of ${amount}. Thank you.`,
    paragraphs: [`Thank you. We received your payment of ${amount}. This is your receipt; keep it for your records.`],
    details: [
      { label: "Amount paid", value: amount },
      ...input.lines.map((line) => ({ label: "Bought", value: lineText(line) })),
      {
        label: "Paid with",
        value: paymentMethodDescription({ method: input.method, card: input.card, amountInCents: input.amountInCents }),
      },
      { label: "Date", value: receiptDay(input.paidAt, input.timeZone) },
    ],
    action: { label: "See your purchase", url: input.link },
    after: ["Questions about this payment? Write to us from the Help page in the app."],
    reason: "You received this receipt because you made a payment. Receipts are sent whatever your e-mail settings.",
  });
}

/**
 * The receipt of a refund, in full or in part (template `refund-receipt`): the amount refunded,
 * what it was for, the day, and a link to the purchase. Transactional, like the payment's receipt.
 */
export function refundReceiptEmail(input: {
  refundedInCents: number;
  /** The product titles the refund was for. */
  titles: readonly string[];
  /** What was paid for them, and what of it is refunded now in all (this refund included). */
  paidInCents: number;
  refundedTotalInCents: number;
  /** Money that went back through the payment provider (false: a refund recorded by our team, e.g. a goodwill credit). */
  throughProvider: boolean;
  refundedAt: Date;
  /** The zone the payer reads the time in (the couple's state's, `timeZoneOfState`). */
  timeZone: string;
  link: string;
}): Promise<RenderedEmail> {
  const amount = formatCents(input.refundedInCents);
  const full = input.refundedTotalInCents >= input.paidInCents;
  return renderEmail({
    template: "refund-receipt",
    subject: subjectLine(`Refund receipt: ${amount} for ${input.titles.join(", ")}`),
    preview: full
      ? `We refunded ${amount}: the purchase is refunded in full.`
      : `We refunded ${amount} of your purchase.`,
    paragraphs: [
      full
        ? `We refunded ${amount}. The purchase below is refunded in full.`
        : `We refunded ${amount}, part of what you paid for the purchase below.`,
      ...(input.throughProvider
        ? ["Refunds usually reach your account within 5 to 10 business days, on the payment method you paid with."]
        : []),
    ],
    details: [
      { label: "Amount refunded", value: amount },
      { label: "For", value: input.titles.join(", ") },
      { label: "Paid", value: formatCents(input.paidInCents) },
      ...(full ? [] : [{ label: "Refunded so far", value: formatCents(input.refundedTotalInCents) }]),
      { label: "Date", value: receiptDay(input.refundedAt, input.timeZone) },
    ],
    action: { label: "See your purchase", url: input.link },
    after: ["Questions about this refund? Write to us from the Help page in the app."],
    reason:
      "You received this receipt because part or all of a payment of yours was refunded. Receipts are sent whatever your e-mail settings.",
  });
}
