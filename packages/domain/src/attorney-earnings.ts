import { payoutAvailableCents } from "./cart.ts";
import type { PaymentStatus, PayoutStatus } from "./enums.ts";

/**
 * Where one sale stands for the attorney: paid out to their firm, fully refunded to the buyer, held
 * while the buyer disputes the charge, due (after a partial refund) or due in full, or nothing to pay
 * (the platform's fee took the whole price).
 */
export const EARNING_STATUSES = ["DUE", "PARTIALLY_REFUNDED", "PAID", "REFUNDED", "ON_HOLD", "NOTHING_DUE"] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

export const EARNING_STATUS_LABELS: Readonly<Record<EarningStatus, string>> = {
  DUE: "Due",
  PARTIALLY_REFUNDED: "Partially refunded",
  PAID: "Paid",
  REFUNDED: "Refunded",
  ON_HOLD: "On hold",
  NOTHING_DUE: "Nothing due",
};

/** One service the attorney sold, as stored. */
export type AttorneySale = {
  pricePaidInCents: number;
  feePaidInCents: number;
  amountRefundedInCents: number;
  paymentStatus: PaymentStatus;
  /** DUE or PAID for services bought at checkout; null on rows written before the status existed. */
  payoutStatus: PayoutStatus | null;
  /** What the firm was paid, read only once the payout is PAID. */
  pricePaidToAttorneyInCents: number | null;
  disputeStatus: "OPEN" | "WON" | "LOST" | null;
};

/** The attorney's money on one sale. */
export type AttorneyEarning = {
  status: EarningStatus;
  /** Price paid − platform fee − refunds, never below zero. */
  earnedInCents: number;
  /** Refunded to the buyer (the attorney's share shrinks by as much). */
  refundedInCents: number;
  /** Still to be paid to the attorney's firm. */
  dueInCents: number;
  /** Paid to the attorney's firm. */
  paidInCents: number;
  /** Earned but held while the buyer disputes the charge. */
  onHoldInCents: number;
  /** Earned but not paid by a payout that paid less (with the admin's reason). */
  withheldInCents: number;
};

export type AttorneyEarningTotals = Omit<AttorneyEarning, "status">;

/** One sale's status and amounts: the single definition of earned, due, paid and refunded. */
export function attorneyEarning(sale: AttorneySale): AttorneyEarning {
  const earnedInCents = payoutAvailableCents(sale);
  const refundedInCents = sale.amountRefundedInCents;
  const none = { dueInCents: 0, paidInCents: 0, onHoldInCents: 0, withheldInCents: 0 };
  if (sale.payoutStatus === "PAID") {
    const paidInCents = Math.max(0, sale.pricePaidToAttorneyInCents ?? 0);
    return {
      status: "PAID",
      earnedInCents,
      refundedInCents,
      ...none,
      paidInCents,
      withheldInCents: Math.max(0, earnedInCents - paidInCents),
    };
  }
  if (sale.paymentStatus === "FULL_REFUNDED") return { status: "REFUNDED", earnedInCents, refundedInCents, ...none };
  if (sale.disputeStatus === "OPEN")
    return { status: "ON_HOLD", earnedInCents, refundedInCents, ...none, onHoldInCents: earnedInCents };
  if (earnedInCents === 0)
    return { status: refundedInCents > 0 ? "REFUNDED" : "NOTHING_DUE", earnedInCents, refundedInCents, ...none };
  return {
    status: refundedInCents > 0 ? "PARTIALLY_REFUNDED" : "DUE",
    earnedInCents,
    refundedInCents,
    ...none,
    dueInCents: earnedInCents,
  };
}

/** The sum of every sale's amounts: the totals a screen shows above the rows it lists. */
export function attorneyEarningTotals(earnings: readonly AttorneyEarning[]): AttorneyEarningTotals {
  const totals: AttorneyEarningTotals = {
    earnedInCents: 0,
    refundedInCents: 0,
    dueInCents: 0,
    paidInCents: 0,
    onHoldInCents: 0,
    withheldInCents: 0,
  };
  for (const earning of earnings) {
    totals.earnedInCents += earning.earnedInCents;
    totals.refundedInCents += earning.refundedInCents;
    totals.dueInCents += earning.dueInCents;
    totals.paidInCents += earning.paidInCents;
    totals.onHoldInCents += earning.onHoldInCents;
    totals.withheldInCents += earning.withheldInCents;
  }
  return totals;
}
