import type { Database, Executor } from "@prenup/db";
import { DomainError, payoutAvailableCents, refundableCents } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import type { MailPort } from "../../integrations/mail/index.ts";
import { PaymentProviderError, type PaymentPort } from "../../integrations/payments/payment-port.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { PurchaseItemsRepository } from "./purchase-items.repository.ts";
import type { AdminPurchaseItemResponse } from "./purchase-items.schemas.ts";

export const MONEY_MESSAGES = {
  itemNotFound: "Purchase item not found",
  refundTooLarge: (left: number) => `The refund is more than what is left to refund (${(left / 100).toFixed(2)} USD).`,
  nothingToRefund: "This purchase has been refunded in full already.",
  refundLimitedByPayout: (left: number, paidOut: number) =>
    `The attorney's law firm has been paid ${(paidOut / 100).toFixed(2)} USD for this purchase, so at most ${(left / 100).toFixed(2)} USD (what the platform kept) can be refunded. Recover the payout from the firm before refunding more.`,
  noCharge:
    "This purchase was not paid through the payment provider (for example, marked paid by an admin): record it as a complimentary refund.",
  payoutNoAttorney: "This purchase has no attorney to pay out.",
  payoutRefunded: "This purchase was refunded in full; there is nothing to pay out.",
  payoutDone: "This purchase has been paid out already.",
  payoutDisputed: "The buyer has disputed this payment with their bank: the payout waits until the dispute closes.",
  providerRefund: "Refunded at the payment provider",
  disputeLost: "Dispute lost: the bank returned the payment to the buyer",
  payoutTooLarge: (due: number) => `The payout is more than what is due (${(due / 100).toFixed(2)} USD).`,
  payoutNothingDue: "Nothing is due for this purchase.",
  partialReason: "Say why the payout is partial.",
  noPayoutAccount:
    "The attorney's law firm has no payment-provider account yet: finish its onboarding, or record the payout with skipStripeTransfer.",
  noChargeForTransfer:
    "This purchase has no charge to transfer from: confirm with allowTransferWithoutCharge, or skip the transfer.",
  providerDown: "The payment provider could not be reached; nothing was changed. Try again in a moment.",
} as const;

/** The request behind an admin's change, for the audit row. */
export type PurchaseRequest = { id: string; ip: string };

export const PURCHASE_ITEM_ATTORNEY_MESSAGES = {
  sideTaken: "Your agreement already has another attorney representing you.",
} as const;

/** What choosing an attorney for a service needs from other modules (the composition root provides it). */
export type AttorneyAssignmentHooks = {
  /** The refusal message when the attorney may not serve this purchase's owner, or null. */
  attorneyChoiceProblem(
    executor: Executor,
    input: { beneficiaryId: string; attorneyId: string; serviceType: "REPRESENTATION" | "Q_A" },
  ): Promise<string | null>;
  /** Sets the representing attorney on the user's side of the agreement; false when another holds it. */
  assignRepresentingAttorney(
    input: { documentId: string; userId: string; attorneyId: string; actorId: string; now: Date },
    executor: Executor,
  ): Promise<boolean>;
};

/** What the purchase items' use cases are built from (the composition root provides it). */
export type PurchaseItemsDeps = {
  db: Database;
  clock: Clock;
  payments: PaymentPort;
  repository: PurchaseItemsRepository;
  users: {
    findPeople(userIds: readonly string[], executor?: Executor): Promise<{ id: string; email: string | null }[]>;
  };
  /** The payer's refund receipt (the outbox, in the refund's transaction); none without it. */
  mail?: Pick<MailPort, "enqueueOnce">;
  /** The customer app's address, for the receipt's link to the purchase. */
  customerAppUrl?: string;
  audit: AuditRecorder;
  /** The attorney-services rules on the attorney chosen, and the documents module's assignment of a representing attorney. */
  attorneyAssignment: AttorneyAssignmentHooks;
};

export type AdminRow = NonNullable<Awaited<ReturnType<PurchaseItemsRepository["findForAdmin"]>>>;

function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

export function toAdminItem(row: AdminRow): AdminPurchaseItemResponse {
  const { item } = row;
  return {
    id: item.id,
    createdAt: item.createdAt.toISOString(),
    userId: item.userId,
    cartId: item.cartId,
    documentId: item.documentId,
    category: item.category,
    paymentStatus: item.paymentStatus,
    payoutStatus: item.payoutStatus,
    bookingStatus: item.bookingStatus,
    pricePaidInCents: item.pricePaidInCents,
    feePaidInCents: item.feePaidInCents,
    amountRefundedInCents: item.amountRefundedInCents,
    refundableInCents: refundableCents(item),
    payoutDueInCents: item.payoutStatus === "PAID" ? 0 : payoutAvailableCents(item),
    pricePaidToAttorneyInCents: item.pricePaidToAttorneyInCents,
    partialPayoutReason: item.partialPayoutReason,
    paidOutAt: isoOrNull(item.paidOutAt),
    refundNotes: item.refundNotes,
    refundedAt: isoOrNull(item.refundedAt),
    disputeStatus: item.disputeStatus,
    paymentMethod: row.paymentMethod ?? null,
    hasCharge: row.paymentReference !== null && row.paymentReference !== undefined,
    product: row.product,
    buyer: { id: row.buyer.id, email: row.buyer.email, name: fullName(row.buyer) },
    attorney: row.attorney?.id ? { id: row.attorney.id, name: fullName(row.attorney) } : null,
    lawFirm: row.lawFirm?.id
      ? { id: row.lawFirm.id, name: row.lawFirm.name, hasPayoutAccount: row.lawFirm.stripeAccountId !== null }
      : null,
  };
}

/** A payment-provider failure as the admin reads it (nothing was changed). */
export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError)
    throw new DomainError("PAYMENT_UNAVAILABLE", MONEY_MESSAGES.providerDown, { cause: error });
  throw error;
}

/** An item as the admin's money screens read it: locked for a change, and read again after it. */
export function createAdminItemReads(repository: PurchaseItemsRepository) {
  async function lockAdminItem(tx: Executor, itemId: string): Promise<AdminRow> {
    const row = await repository.findForAdmin(tx, itemId, { lock: true });
    if (!row) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", MONEY_MESSAGES.itemNotFound);
    return row;
  }

  async function reload(tx: Executor, itemId: string): Promise<AdminPurchaseItemResponse> {
    return toAdminItem((await repository.findForAdmin(tx, itemId))!);
  }

  return { lockAdminItem, reload };
}

export type AdminItemReads = ReturnType<typeof createAdminItemReads>;
