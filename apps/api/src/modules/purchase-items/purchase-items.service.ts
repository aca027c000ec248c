import type { Database, Executor, PurchaseItem } from "@prenup/db";
import {
  DomainError,
  paymentStatusAfterRefund,
  payoutAvailableCents,
  planPurchaseItemChange,
  refundableCents,
  type BookingStatus,
  type ProductCategory,
} from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import { PaymentProviderError, type PaymentPort } from "../../integrations/payments/payment-port.ts";
import { isoOrNull } from "../../http/schemas.ts";
import type { AdminPurchaseItemFilter, PurchaseItemsRepository } from "./purchase-items.repository.ts";
import type { AdminPurchaseItemResponse, PurchaseItemResponse } from "./purchase-items.schemas.ts";
import type { AuditRecorder } from "../audit/index.ts";

export const MONEY_MESSAGES = {
  itemNotFound: "Purchase item not found",
  refundTooLarge: (left: number) => `The refund is more than what is left to refund (${(left / 100).toFixed(2)} USD).`,
  nothingToRefund: "This purchase has been refunded in full already.",
  refundLimitedByPayout: (left: number, paidOut: number) =>
    `The attorney's law firm has been paid ${(paidOut / 100).toFixed(2)} USD for this purchase, so at most ${(left / 100).toFixed(2)} USD (what the platform kept) can be refunded. Recover the payout from the firm before refunding more.`,
  noCharge: "This purchase was not paid through the payment provider (for example, marked paid by an admin): record it as a complimentary refund.",
  payoutNoAttorney: "This purchase has no attorney to pay out.",
  payoutRefunded: "This purchase was refunded in full; there is nothing to pay out.",
  payoutDone: "This purchase has been paid out already.",
  payoutDisputed: "The buyer has disputed this payment with their bank: the payout waits until the dispute closes.",
  providerRefund: "Refunded at the payment provider",
  disputeLost: "Dispute lost: the bank returned the payment to the buyer",
  payoutTooLarge: (due: number) => `The payout is more than what is due (${(due / 100).toFixed(2)} USD).`,
  payoutNothingDue: "Nothing is due for this purchase.",
  partialReason: "Say why the payout is partial.",
  noPayoutAccount: "The attorney's law firm has no payment-provider account yet: finish its onboarding, or record the payout with skipStripeTransfer.",
  noChargeForTransfer: "This purchase has no charge to transfer from: confirm with allowTransferWithoutCharge, or skip the transfer.",
  providerDown: "The payment provider could not be reached; nothing was changed. Try again in a moment.",
} as const;

type Request = { id: string; ip: string };

export const PURCHASE_ITEM_ATTORNEY_MESSAGES = {
  sideTaken: "Your agreement already has another attorney representing you.",
} as const;

/** What choosing an attorney for a service needs from other modules (the composition root provides it). */
export type AttorneyAssignmentHooks = {
  /** The refusal message when the attorney may not serve this purchase's owner, or null. */
  attorneyChoiceProblem(executor: Executor, input: { beneficiaryId: string; attorneyId: string; serviceType: "REPRESENTATION" | "Q_A" }): Promise<string | null>;
  /** Sets the representing attorney on the user's side of the agreement; false when another holds it. */
  assignRepresentingAttorney(input: { documentId: string; userId: string; attorneyId: string; actorId: string; now: Date }, executor: Executor): Promise<boolean>;
};
type AdminRow = NonNullable<Awaited<ReturnType<PurchaseItemsRepository["findForAdmin"]>>>;

function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ");
}

function toAdminItem(row: AdminRow): AdminPurchaseItemResponse {
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
    lawFirm: row.lawFirm?.id ? { id: row.lawFirm.id, name: row.lawFirm.name, hasPayoutAccount: row.lawFirm.stripeAccountId !== null } : null,
  };
}

export function createPurchaseItemsService(deps: {
  db: Database;
  clock: Clock;
  payments: PaymentPort;
  repository: PurchaseItemsRepository;
  users: { findPeople(userIds: readonly string[]): Promise<{ id: string }[]> };
  audit: AuditRecorder;
  /** The attorney-services rules on the attorney chosen, and the documents module's assignment of a representing attorney. */
  attorneyAssignment: AttorneyAssignmentHooks;
}) {
  const { db, clock, payments, repository, audit, attorneyAssignment } = deps;

  /**
   * Records money that left through the provider without a refund of ours, spread over the items
   * oldest first (each up to what is left of it): a refund row with the provider's id, the item's
   * refunded total and status, an audit row.
   */
  async function recordOutsideRefund(
    tx: Executor,
    items: PurchaseItem[],
    amountInCents: number,
    how: { externalId: string; reason: string; action: string; now: Date },
  ) {
    let left = amountInCents;
    for (const item of items) {
      const share = Math.min(left, Math.max(0, item.pricePaidInCents - item.amountRefundedInCents));
      if (share <= 0) continue;
      left -= share;
      const refunded = item.amountRefundedInCents + share;
      const paymentStatus = paymentStatusAfterRefund(item.pricePaidInCents, refunded);
      await repository.insertRefund(tx, {
        purchaseItemId: item.id,
        amountInCents: share,
        reason: how.reason,
        isComplimentaryRefund: false,
        externalId: how.externalId,
        createdAt: how.now,
        updatedAt: how.now,
      });
      const notes = [item.refundNotes, `${how.now.toISOString().slice(0, 10)} ${(share / 100).toFixed(2)} USD: ${how.reason}`].filter(Boolean).join("\n");
      await repository.updateItem(tx, item.id, { amountRefundedInCents: refunded, paymentStatus, refundedAt: how.now, refundNotes: notes, updatedAt: how.now });
      await audit.record(tx, {
        actorId: null,
        action: how.action,
        entityType: "purchase_item",
        entityId: item.id,
        documentId: item.documentId,
        subjectUserId: item.userId,
        before: { paymentStatus: item.paymentStatus, amountRefundedInCents: item.amountRefundedInCents },
        after: { paymentStatus, amountRefundedInCents: refunded, externalId: how.externalId, reason: how.reason },
        at: how.now,
      });
      if (left === 0) break;
    }
  }

  async function lockAdminItem(tx: Executor, itemId: string): Promise<AdminRow> {
    const row = await repository.findForAdmin(tx, itemId, { lock: true });
    if (!row) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", MONEY_MESSAGES.itemNotFound);
    return row;
  }

  async function reload(tx: Executor, itemId: string): Promise<AdminPurchaseItemResponse> {
    return toAdminItem((await repository.findForAdmin(tx, itemId))!);
  }

  function providerFailure(error: unknown): never {
    if (error instanceof PaymentProviderError) throw new DomainError("PAYMENT_UNAVAILABLE", MONEY_MESSAGES.providerDown, { cause: error });
    throw error;
  }

  function refused(field: string, message: string): DomainError {
    return new DomainError("PURCHASE_ITEM_CHANGE_REFUSED", message, { issues: [{ path: [field], message }] });
  }

  return {
    /** The scheduling module's booking status changes (as its calls are booked, cancelled, completed), in its transaction. */
    async setBookingStatus(executor: Executor, itemId: string, bookingStatus: BookingStatus, actorId: string | null, now: Date) {
      await repository.updateItem(executor, itemId, { bookingStatus, updatedAt: now, updatedById: actorId });
    },

    /** The live purchases of these buyers (the couple), for the domain's paid rules. */
    listItemsOfBuyers: (userIds: readonly string[], executor?: Executor) => deps.repository.listItemsOfBuyers(userIds, executor),

    async listUserPurchaseItems(
      userId: string,
      filter: { category?: ProductCategory | undefined },
    ): Promise<PurchaseItemResponse[]> {
      if ((await deps.users.findPeople([userId])).length === 0) throw new DomainError("USER_NOT_FOUND", "User not found");
      const rows = await deps.repository.listPurchaseItemsOfUser(userId, filter);
      return rows.map(({ item, product }) => ({
        id: item.id,
        userId: item.userId,
        productId: item.productId,
        documentId: item.documentId,
        attorneyId: item.attorneyId,
        paymentStatus: item.paymentStatus,
        bookingStatus: item.bookingStatus,
        pricePaidInCents: item.pricePaidInCents,
        amountRefundedInCents: item.amountRefundedInCents,
        refundedAt: isoOrNull(item.refundedAt),
        createdAt: item.createdAt.toISOString(),
        deletedAt: isoOrNull(item.deletedAt),
        product: {
          id: product.id,
          title: product.title,
          productType: product.productType,
          productCategory: product.productCategory,
          isSharedProduct: product.isSharedProduct,
        },
      }));
    },

    /** The user's own purchase: move the booking forward, choose an attorney once, link it to their agreement once. */
    async updateUserPurchaseItem(
      userId: string,
      itemId: string,
      change: { bookingStatus?: BookingStatus | undefined; attorneyId?: string | undefined; documentId?: string | undefined },
    ): Promise<PurchaseItemResponse> {
      await db.transaction(async (tx) => {
        const item = await repository.lockOwnItem(tx, userId, itemId);
        if (!item) throw new DomainError("PURCHASE_ITEM_NOT_FOUND", MONEY_MESSAGES.itemNotFound);
        const isService = item.productType === "REPRESENTATION" || item.productType === "Q_A";
        const choosing = change.attorneyId !== undefined && change.attorneyId !== item.attorneyId && item.attorneyId === null;
        const plan = planPurchaseItemChange({
          item,
          change,
          attorneyAvailable: change.attorneyId !== undefined && (await repository.isApprovedAttorney(tx, change.attorneyId)),
          activeDocumentId: change.documentId !== undefined ? await repository.findActiveDocumentId(tx, userId) : null,
        });
        if (!plan.ok) throw refused(plan.field, plan.message);
        // An attorney service's attorney must be licensed in the agreement's state, offer the
        // service and not work for the partner (nor at the partner's attorney's law firm).
        if (choosing && isService) {
          const problem = await attorneyAssignment.attorneyChoiceProblem(tx, {
            beneficiaryId: item.userId,
            attorneyId: change.attorneyId!,
            serviceType: item.productType as "REPRESENTATION" | "Q_A",
          });
          if (problem) throw refused("attorneyId", problem);
        }
        const now = clock.now();
        if (Object.keys(plan.update).length > 0) await repository.updateItem(tx, itemId, { ...plan.update, updatedAt: now, updatedById: userId });
        // Representation with its attorney and agreement: the attorney represents the user on the
        // agreement (attorneyAId/attorneyBId) and the user's will-hire flag is set.
        const attorneyId = plan.update.attorneyId ?? item.attorneyId;
        const documentId = plan.update.documentId ?? item.documentId;
        if (item.productType === "REPRESENTATION" && attorneyId && documentId) {
          const assigned = await attorneyAssignment.assignRepresentingAttorney({ documentId, userId: item.userId, attorneyId, actorId: userId, now }, tx);
          if (!assigned) throw refused("attorneyId", PURCHASE_ITEM_ATTORNEY_MESSAGES.sideTaken);
        }
      });
      const items = await this.listUserPurchaseItems(userId, {});
      return items.find((candidate) => candidate.id === itemId)!;
    },

    async listForAdmin(filter: AdminPurchaseItemFilter) {
      const { rows, total } = await repository.listForAdmin(filter);
      return { items: rows.map(toAdminItem), total, page: filter.page, pageSize: filter.pageSize };
    },

    /**
     * Refunds part or all of what is left of an item. Under the item's row lock: never more than
     * price paid − refunded; the provider's idempotency key is derived from the item's refunded
     * total, so a retry after a crash reuses it. The same amount and reason again within ten
     * minutes is taken as a repeated click and answers the first refund (`replayed`). A complimentary
     * refund is recorded without a provider call. Audit row in the same transaction.
     */
    async refund(
      itemId: string,
      body: { refundAmount: number; refundReason: string; isComplimentaryRefund: boolean },
      admin: { id: string },
      request: Request,
    ) {
      return db.transaction(async (tx) => {
        const row = await lockAdminItem(tx, itemId);
        const { item } = row;
        const now = clock.now();
        const repeated = await repository.findRecentRefund(tx, itemId, body.refundAmount, body.refundReason, new Date(now.getTime() - 10 * 60_000));
        if (repeated) {
          return { purchaseItem: toAdminItem(row), refund: { id: repeated.id, amountInCents: repeated.amountInCents, externalId: repeated.externalId, isComplimentaryRefund: repeated.isComplimentaryRefund }, replayed: true };
        }
        const left = refundableCents(item);
        const paidOut = item.pricePaidToAttorneyInCents ?? 0;
        if (left === 0) throw new DomainError("REFUND_NOT_ALLOWED", paidOut > 0 && item.paymentStatus !== "FULL_REFUNDED" ? MONEY_MESSAGES.refundLimitedByPayout(left, paidOut) : MONEY_MESSAGES.nothingToRefund);
        if (body.refundAmount > left) {
          throw DomainError.invalidField("refundAmount", paidOut > 0 ? MONEY_MESSAGES.refundLimitedByPayout(left, paidOut) : MONEY_MESSAGES.refundTooLarge(left));
        }
        let externalId: string | null = null;
        if (!body.isComplimentaryRefund) {
          if (!row.paymentReference) throw new DomainError("REFUND_NOT_ALLOWED", MONEY_MESSAGES.noCharge);
          const result = await payments
            .refund({
              idempotencyKey: `refund:${item.id}:${item.amountRefundedInCents}:${body.refundAmount}`,
              paymentReference: row.paymentReference,
              amountInCents: body.refundAmount,
              reason: body.refundReason,
            }, { executor: tx })
            .catch(providerFailure);
          externalId = result.refundId;
        }
        const refunded = item.amountRefundedInCents + body.refundAmount;
        const paymentStatus = paymentStatusAfterRefund(item.pricePaidInCents, refunded);
        const refund = await repository.insertRefund(tx, {
          purchaseItemId: item.id,
          amountInCents: body.refundAmount,
          reason: body.refundReason,
          isComplimentaryRefund: body.isComplimentaryRefund,
          externalId,
          createdById: admin.id,
          updatedById: admin.id,
          createdAt: now,
          updatedAt: now,
        });
        const notes = [item.refundNotes, `${now.toISOString().slice(0, 10)} ${(body.refundAmount / 100).toFixed(2)} USD: ${body.refundReason}`].filter(Boolean).join("\n");
        await repository.updateItem(tx, item.id, { amountRefundedInCents: refunded, paymentStatus, refundedAt: now, refundNotes: notes, updatedAt: now, updatedById: admin.id });
        await audit.record(tx, {
          actorId: admin.id,
          action: "purchase-item.refund",
          entityType: "purchase_item",
          entityId: item.id,
          documentId: item.documentId,
          subjectUserId: item.userId,
          before: { paymentStatus: item.paymentStatus, amountRefundedInCents: item.amountRefundedInCents },
          after: { paymentStatus, amountRefundedInCents: refunded, refundId: refund.id, externalId, isComplimentaryRefund: body.isComplimentaryRefund, reason: body.refundReason },
          request,
          at: now,
        });
        return {
          purchaseItem: await reload(tx, item.id),
          refund: { id: refund.id, amountInCents: refund.amountInCents, externalId, isComplimentaryRefund: refund.isComplimentaryRefund },
          replayed: false,
        };
      });
    },

    /**
     * Money the payment provider moved on a cart's charge without us, in the caller's transaction
     * (the carts module's event, under the cart's lock): a refund made in the provider's dashboard,
     * and disputes. `refundedTotalInCents` is the charge's running total, so what this product
     * refunded already (through its refunds, or the part of the charge the cart never kept) is not
     * counted twice. Each change is an audit row; the standing and the payout follow from the rows.
     */
    async applyProviderChange(
      tx: Executor,
      input: {
        cartId: string;
        eventId: string;
        /** What the charge took, and what the cart kept of it (less when part was refunded at completion). */
        chargedInCents: number;
        keptInCents: number;
        change:
          | { kind: "refunded"; refundedTotalInCents: number }
          | { kind: "dispute"; dispute: { id: string; amountInCents: number; outcome: "open" | "won" | "lost" } };
      },
    ): Promise<"applied" | "ignored"> {
      const rows = await repository.lockItemsOfCart(tx, input.cartId);
      if (rows.length === 0) return "ignored";
      const now = clock.now();
      if (input.change.kind === "refunded") {
        const known = input.chargedInCents - input.keptInCents + rows.reduce((sum, row) => sum + row.providerRefundedInCents, 0);
        const outside = input.change.refundedTotalInCents - known;
        if (outside <= 0) return "ignored";
        await recordOutsideRefund(tx, rows.map((row) => row.item), outside, { externalId: input.eventId, reason: MONEY_MESSAGES.providerRefund, action: "purchase-item.provider-refund", now });
        return "applied";
      }
      const { dispute } = input.change;
      const status = dispute.outcome === "open" ? "OPEN" : dispute.outcome === "won" ? "WON" : "LOST";
      for (const { item } of rows) {
        await repository.updateItem(tx, item.id, { disputeStatus: status, updatedAt: now });
        await audit.record(tx, {
          actorId: null,
          action: `purchase-item.dispute-${dispute.outcome}`,
          entityType: "purchase_item",
          entityId: item.id,
          documentId: item.documentId,
          subjectUserId: item.userId,
          before: { disputeStatus: item.disputeStatus },
          after: { disputeStatus: status, disputeId: dispute.id, amountInCents: dispute.amountInCents },
          at: now,
        });
      }
      if (dispute.outcome === "lost") {
        await recordOutsideRefund(tx, rows.map((row) => ({ ...row.item, disputeStatus: status })), dispute.amountInCents, { externalId: dispute.id, reason: MONEY_MESSAGES.disputeLost, action: "purchase-item.dispute-refund", now });
      }
      return "applied";
    },

    /**
     * Pays an attorney's law firm for an item, once (a unique index backs the row lock). The amount
     * defaults to what is due (price paid − fee paid − refunded); less needs a reason. The transfer
     * goes to the firm's payment-provider account unless skipped (paid another way); an item without
     * a charge (marked paid, complimentary) transfers only with allowTransferWithoutCharge.
     */
    async payout(
      body: { purchaseItemId: string; amountCents?: number | undefined; partialPayoutReason?: string | undefined; skipStripeTransfer: boolean; allowTransferWithoutCharge: boolean },
      admin: { id: string },
      request: Request,
    ) {
      return db.transaction(async (tx) => {
        const row = await lockAdminItem(tx, body.purchaseItemId);
        const { item } = row;
        if (!item.attorneyId) throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutNoAttorney);
        if (item.paymentStatus === "FULL_REFUNDED") throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutRefunded);
        if (item.payoutStatus === "PAID" || (await repository.findPayout(tx, item.id))) throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutDone);
        if (item.disputeStatus === "OPEN" || item.disputeStatus === "LOST") throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutDisputed);
        const due = payoutAvailableCents(item);
        if (due === 0) throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutNothingDue);
        const amount = body.amountCents ?? due;
        if (amount > due) throw DomainError.invalidField("amountCents", MONEY_MESSAGES.payoutTooLarge(due));
        const reason = body.partialPayoutReason?.trim() || null;
        if (amount < due && !reason) throw DomainError.invalidField("partialPayoutReason", MONEY_MESSAGES.partialReason);
        let externalTransferId: string | null = null;
        if (!body.skipStripeTransfer) {
          const account = row.lawFirm?.stripeAccountId;
          if (!account) throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.noPayoutAccount);
          if (!row.paymentReference && !body.allowTransferWithoutCharge) throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.noChargeForTransfer);
          const result = await payments
            .transfer({
              idempotencyKey: `payout:${item.id}`,
              destinationAccount: account,
              amountInCents: amount,
              sourcePaymentReference: row.paymentReference ?? undefined,
              metadata: { purchaseItemId: item.id },
            }, { executor: tx })
            .catch(providerFailure);
          externalTransferId = result.transferId;
        }
        const now = clock.now();
        const payout = await repository.insertPayout(tx, {
          purchaseItemId: item.id,
          lawFirmId: row.lawFirm?.id ?? null,
          amountInCents: amount,
          partialPayoutReason: amount < due ? reason : null,
          skippedTransfer: body.skipStripeTransfer,
          externalTransferId,
          createdById: admin.id,
          updatedById: admin.id,
          createdAt: now,
          updatedAt: now,
        });
        await repository.updateItem(tx, item.id, {
          payoutStatus: "PAID",
          pricePaidToAttorneyInCents: amount,
          partialPayoutReason: amount < due ? reason : null,
          paidOutAt: now,
          updatedAt: now,
          updatedById: admin.id,
        });
        await audit.record(tx, {
          actorId: admin.id,
          action: "purchase-item.payout",
          entityType: "purchase_item",
          entityId: item.id,
          documentId: item.documentId,
          subjectUserId: item.userId,
          before: { payoutStatus: item.payoutStatus },
          after: { payoutStatus: "PAID", amountInCents: amount, due, payoutId: payout.id, externalTransferId, skippedTransfer: body.skipStripeTransfer, partialPayoutReason: payout.partialPayoutReason },
          request,
          at: now,
        });
        return {
          purchaseItem: await reload(tx, item.id),
          payout: { id: payout.id, amountInCents: amount, externalTransferId, skippedTransfer: body.skipStripeTransfer, partialPayoutReason: payout.partialPayoutReason },
        };
      });
    },
  };
}

export type PurchaseItemsService = ReturnType<typeof createPurchaseItemsService>;
