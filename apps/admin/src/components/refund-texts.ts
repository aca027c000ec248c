import { formatCents } from "@prenup/domain";

/** Texts of the refund popup, shared by the purchases, payouts and user screens. */
export const REFUND_TEXTS = {
  title: "Refund",
  purchase: "Purchase",
  buyer: "Buyer",
  paid: "Paid",
  refunded: "Already refunded",
  refundable: "Refundable",
  paidOut: "Paid out to the attorney",
  limitedByPayout: (paidOut: number) =>
    `The attorney's law firm was paid ${formatCents(paidOut)} for this purchase: only what the platform kept can be refunded. Recover the payout from the firm before refunding more.`,
  amountLabel: "Amount to refund",
  amountDescription: (refundableCents: number) => `At most ${formatCents(refundableCents)}.`,
  reasonLabel: "Reason",
  complimentaryLabel: "Complimentary refund",
  complimentaryDescription:
    "Records the refund without sending money back through the payment provider (for example, a credit given another way).",
  complimentaryRequired:
    "Required for this purchase: it was not paid through the payment provider (for example, it was marked paid by an admin), so no money can be sent back. The refund is only recorded.",
  complimentaryMissing: "This purchase has no charge to refund, so it can only be a complimentary refund",
  amountRequired: "Enter the amount to refund",
  amountTooSmall: "The amount must be at least $0.01",
  amountTooLarge: (refundableCents: number) =>
    `The amount is more than the ${formatCents(refundableCents)} that can be refunded`,
  reasonRequired: "Give a reason for the refund",
  confirmTitle: "Confirm the refund",
  confirmCharged: (amount: string, buyer: string) =>
    `Refund ${amount} to ${buyer}? The money goes back through the payment provider.`,
  confirmComplimentary: (amount: string, buyer: string) =>
    `Record a complimentary refund of ${amount} for ${buyer}? No money is sent back through the payment provider.`,
  confirm: "Confirm refund",
  failed: "The refund was not made",
  done: (amount: string, buyer: string) => `Refunded ${amount} to ${buyer}.`,
} as const;
