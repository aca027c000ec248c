import { formatCents } from "@prenup/domain";
import { renderEmail, type RenderedEmail } from "./layout.ts";
import { subjectLine } from "./safety.ts";

/**
 * A payment completed for something that could no longer be bought by then (template
 * `payment-refunded-not-allowed`): typically a pay-later or bank-approved payment that finished
 * after the partner had paid for the shared prenup. Says what was refunded, how much, and what
 * the buyer kept.
 */
export function paymentRefundedNotAllowedEmail(input: {
  /** The product titles refunded, each with the reason it could not be bought. */
  refunded: readonly { title: string; reason: string }[];
  refundedInCents: number;
  chargedInCents: number;
  /** The titles of what the buyer kept; empty when the whole payment was refunded. */
  kept: readonly string[];
  link: string;
}): Promise<RenderedEmail> {
  const whole = input.kept.length === 0;
  const amount = formatCents(input.refundedInCents);
  return renderEmail({
    template: "payment-refunded-not-allowed",
    subject: subjectLine(whole ? `We refunded your payment of ${amount}` : `We refunded ${amount} of your payment`),
    preview: "Part of what you paid for could no longer be bought when your payment completed.",
    paragraphs: [
      `Your payment of ${formatCents(input.chargedInCents)} completed after something in your cart could no longer be bought:`,
      ...input.refunded.map((line) => `${line.title}: ${line.reason}`),
      whole
        ? `We refunded the whole payment (${amount}). Nothing was bought.`
        : `We refunded ${amount}. You kept: ${input.kept.join(", ")}.`,
      "Refunds usually reach your account within 5 to 10 business days.",
    ],
    action: { label: "See your purchases", url: input.link },
    after: [],
    reason: "You received this e-mail because you made a payment.",
  });
}
