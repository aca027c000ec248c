import type { AdminPurchaseItem } from "@prenup/api-client";
import { formatCents, formatDate } from "@prenup/domain";

type PaymentStatus = AdminPurchaseItem["paymentStatus"];
type PayoutStatus = NonNullable<AdminPurchaseItem["payoutStatus"]>;

/** Texts of the Attorney Payouts screen, in one place. */
export const PAYOUTS_TEXTS = {
  title: "Attorney Payouts",
  intro:
    "Pay attorneys' law firms for the services they delivered. Every purchase, to find and refund, is under Purchases & Refunds.",
  searchLabel: "Search",
  searchPlaceholder: "Buyer, e-mail, attorney, law firm or product",
  categoryLabel: "Product category",
  attorneyLabel: "Attorney",
  paymentStatusLabel: "Payment status",
  payoutStatusLabel: "Payout status",
  empty: "No purchases match these filters.",
  loadError: "The purchases could not be loaded",
  count: (from: number, to: number, total: number) => `${from}–${to} of ${total} purchases`,
  noAttorney: "No attorney",
  noPayoutAccount: "No payout account",
  payOut: "Pay out",
  payoutBadge: (status: string) => `Payout ${status.toLowerCase()}`,
  refund: "Refund",
} as const;

/** The purchases screen: the same list, starting with every purchase. */
export const PURCHASES_TEXTS = {
  title: "Purchases & Refunds",
  intro:
    "Every purchase: prenups, documents and attorney services. Search a buyer to find their payment and refund it.",
} as const;

export const CATEGORY_OPTIONS = [
  { value: "ATTORNEY_SERVICE", label: "Attorney services" },
  { value: "DOCUMENT", label: "Documents" },
  { value: "", label: "All categories" },
];

export const ATTORNEY_OPTIONS = [
  { value: "true", label: "With an attorney" },
  { value: "false", label: "Without an attorney" },
  { value: "", label: "With or without" },
];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  SUCCESSFUL: "Successful",
  PARTIALLY_REFUNDED: "Partially refunded",
  FULL_REFUNDED: "Fully refunded",
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  SUCCESSFUL: "green",
  PARTIALLY_REFUNDED: "yellow",
  FULL_REFUNDED: "red",
};

type DisputeStatus = NonNullable<AdminPurchaseItem["disputeStatus"]>;

/** The buyer disputed the charge with their bank (Stripe tells the API). */
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: "Disputed: payout waits",
  WON: "Dispute won",
  LOST: "Dispute lost",
};
export const DISPUTE_STATUS_COLORS: Record<DisputeStatus, string> = { OPEN: "red", WON: "teal", LOST: "red" };

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = { DUE: "Due", PAID: "Paid" };
export const PAYOUT_STATUS_COLORS: Record<PayoutStatus, string> = { DUE: "orange", PAID: "teal" };

export const PAYMENT_STATUS_OPTIONS = [
  { value: "", label: "All" },
  ...Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
export const PAYOUT_STATUS_OPTIONS = [
  { value: "", label: "All" },
  ...Object.entries(PAYOUT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** Why a purchase with an attorney cannot be paid out now, or null when it can. */
export function payoutBlockedReason(item: AdminPurchaseItem): string | null {
  if (item.payoutStatus === "PAID")
    return item.paidOutAt ? `Paid out on ${formatDate(item.paidOutAt)}` : "Paid out already";
  if (item.disputeStatus === "OPEN") return "Waits until the buyer's dispute with their bank closes";
  if (item.disputeStatus === "LOST") return "The buyer's bank returned the payment: nothing to pay out";
  if (item.payoutDueInCents <= 0)
    return item.paymentStatus === "FULL_REFUNDED" ? "Refunded in full: nothing to pay out" : "Nothing is due";
  return null;
}

/** Who a payout goes to: the attorney's law firm (naming the attorney), or the attorney alone. */
export function payoutRecipient(item: AdminPurchaseItem): string {
  const attorney = item.attorney?.name ?? PAYOUTS_TEXTS.noAttorney;
  return item.lawFirm ? `${item.lawFirm.name} (${attorney})` : attorney;
}

export const PAYOUT_TEXTS = {
  title: "Pay out",
  attorney: "Attorney",
  lawFirm: "Law firm",
  purchase: "Purchase",
  due: "Due",
  noLawFirm: "None on record",
  noFirmWarning:
    "The attorney has no law firm on record, so no transfer can be made. If the attorney was paid another way, skip the transfer.",
  noAccountWarning: (firm: string) =>
    `${firm} has no payout account with the payment provider yet, so a transfer will be refused. Finish the firm's onboarding first, or skip the transfer if it was paid another way.`,
  amountLabel: "Amount",
  amountDescription: (dueCents: number) => `Up to ${formatCents(dueCents)}, the amount due.`,
  reasonLabel: "Reason for the partial payout",
  reasonDescription: "Required when paying less than the amount due.",
  skipLabel: "Skip the transfer (paid another way)",
  skipDescription: "Records the payout without sending money through the payment provider.",
  noChargeWarning:
    "This purchase was not paid through the payment provider (for example, an admin marked it paid), so there is no card payment to send the firm's share from. Tick “Allow a transfer without a charge” to send it from the platform's own balance, or “Skip the transfer” if the firm was paid another way.",
  transferChoiceRequired: "Choose one: allow a transfer without a charge, or skip the transfer",
  allowLabel: "Allow a transfer without a charge",
  allowDescription:
    "This purchase was not paid through the payment provider (for example, it was marked paid by an admin), so there is no charge to transfer from. Tick this to send the transfer from the platform's balance anyway.",
  amountRequired: "Enter the amount to pay out",
  amountTooSmall: "The amount must be at least $0.01",
  amountTooLarge: (dueCents: number) => `The amount is more than the ${formatCents(dueCents)} due`,
  reasonRequired: "Give a reason for paying less than the amount due",
  confirmTitle: "Confirm the payout",
  confirmTransfer: (amount: string, recipient: string) => `Pay out ${amount} to ${recipient}?`,
  confirmSkipped: (amount: string, recipient: string) =>
    `Record a payout of ${amount} to ${recipient}, paid another way? No money is transferred.`,
  confirmWithoutCharge: "The transfer comes from the platform's balance: this purchase has no charge.",
  confirmPartial: (reason: string) => `Partial payout: ${reason}`,
  confirm: "Confirm payout",
  failed: "The payout was not made",
  done: (amount: string, recipient: string) => `Paid out ${amount} to ${recipient}.`,
} as const;
