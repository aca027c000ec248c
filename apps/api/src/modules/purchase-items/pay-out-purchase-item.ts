import { DomainError, isFullyRefunded, payoutAvailableCents } from "@prenup/domain";
import { lockAdminItem, providerFailure, reloadAdminItem } from "./admin-item.ts";
import type { PurchaseItemsContext, PurchaseRequest } from "./purchase-items.context.ts";
import { MONEY_MESSAGES } from "./purchase-items.messages.ts";

/**
 * POST /admin/payouts: pays an attorney's law firm for an item, once (a unique index backs the row
 * lock). The amount defaults to what is due (price paid − fee paid − refunded); less needs a reason.
 * The transfer goes to the firm's payment-provider account unless skipped (paid another way); an
 * item without a charge (marked paid, complimentary) transfers only with allowTransferWithoutCharge.
 */
export async function payOutPurchaseItem(
  ctx: PurchaseItemsContext,
  body: {
    purchaseItemId: string;
    amountCents?: number | undefined;
    partialPayoutReason?: string | undefined;
    skipStripeTransfer: boolean;
    allowTransferWithoutCharge: boolean;
  },
  admin: { id: string },
  request: PurchaseRequest,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockAdminItem(ctx, tx, body.purchaseItemId);
    const { item } = row;
    if (!item.attorneyId) throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutNoAttorney);
    if (isFullyRefunded(item.paymentStatus)) throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutRefunded);
    if (item.payoutStatus === "PAID" || (await ctx.repository.findPayout(tx, item.id)))
      throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutDone);
    if (item.disputeStatus === "OPEN" || item.disputeStatus === "LOST")
      throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.payoutDisputed);
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
      if (!row.paymentReference && !body.allowTransferWithoutCharge)
        throw new DomainError("PAYOUT_NOT_ALLOWED", MONEY_MESSAGES.noChargeForTransfer);
      const result = await ctx.payments
        .transfer(
          {
            idempotencyKey: `payout:${item.id}`,
            destinationAccount: account,
            amountInCents: amount,
            sourcePaymentReference: row.paymentReference ?? undefined,
            metadata: { purchaseItemId: item.id },
          },
          { executor: tx },
        )
        .catch(providerFailure);
      externalTransferId = result.transferId;
    }
    const now = ctx.clock.now();
    const payout = await ctx.repository.insertPayout(tx, {
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
    await ctx.repository.updateItem(tx, item.id, {
      payoutStatus: "PAID",
      pricePaidToAttorneyInCents: amount,
      partialPayoutReason: amount < due ? reason : null,
      paidOutAt: now,
      updatedAt: now,
      updatedById: admin.id,
    });
    await ctx.audit.record(tx, {
      actorId: admin.id,
      action: "purchase-item.payout",
      entityType: "purchase_item",
      entityId: item.id,
      documentId: item.documentId,
      subjectUserId: item.userId,
      before: { payoutStatus: item.payoutStatus },
      after: {
        payoutStatus: "PAID",
        amountInCents: amount,
        due,
        payoutId: payout.id,
        externalTransferId,
        skippedTransfer: body.skipStripeTransfer,
        partialPayoutReason: payout.partialPayoutReason,
      },
      request,
      at: now,
    });
    return {
      purchaseItem: await reloadAdminItem(ctx, tx, item.id),
      payout: {
        id: payout.id,
        amountInCents: amount,
        externalTransferId,
        skippedTransfer: body.skipStripeTransfer,
        partialPayoutReason: payout.partialPayoutReason,
      },
    };
  });
}
