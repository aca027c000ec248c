import { formatCents } from "@prenup/domain";

export const MONEY_MESSAGES = {
  itemNotFound: "Purchase item not found",
  refundTooLarge: (left: number) => `The refund is more than what is left to refund (${formatCents(left)}).`,
  nothingToRefund: "This purchase has been refunded in full already.",
  refundLimitedByPayout: (left: number, paidOut: number) =>
    `The attorney's law firm has been paid ${formatCents(paidOut)} for this purchase, so at most ${formatCents(left)} (what the platform kept) can be refunded. Recover the payout from the firm before refunding more.`,
  noCharge:
    "This purchase was not paid through the payment provider (for example, marked paid by an admin): record it as a complimentary refund.",
  payoutNoAttorney: "This purchase has no attorney to pay out.",
  payoutRefunded: "This purchase was refunded in full; there is nothing to pay out.",
  payoutDone: "This purchase has been paid out already.",
  payoutDisputed: "The buyer has disputed this payment with their bank: the payout waits until the dispute closes.",
  providerRefund: "Refunded at the payment provider",
  disputeLost: "Dispute lost: the bank returned the payment to the buyer",
  payoutTooLarge: (due: number) => `The payout is more than what is due (${formatCents(due)}).`,
  payoutNothingDue: "Nothing is due for this purchase.",
  partialReason: "Say why the payout is partial.",
  noPayoutAccount:
    "The attorney's law firm has no payment-provider account yet, so no money can be sent to it. Finish the firm's onboarding first; if the firm was paid another way, record the payout without a transfer.",
  noChargeForTransfer:
    "This purchase was not paid through the payment provider (for example, an admin marked it paid), so there is no card payment to send the firm's share from. To send it from the platform's own balance, allow a transfer without a charge and pay out again; if the firm was paid another way, record the payout without a transfer.",
  providerDown: "The payment provider could not be reached; nothing was changed. Try again in a moment.",
} as const;

export const PURCHASE_ITEM_ATTORNEY_MESSAGES = {
  sideTaken: "Your agreement already has another attorney representing you.",
} as const;
