import { DomainError, isFullyRefunded, paymentStatusAfterRefund, refundableCents, formatCents } from "@prenup/domain";
import { lockAdminItem, providerFailure, reloadAdminItem, toAdminItem } from "./admin-item.ts";
import type { PurchaseItemsContext, PurchaseRequest } from "./purchase-items.context.ts";
import { MONEY_MESSAGES } from "./purchase-items.messages.ts";
import { enqueueRefundReceipt } from "./refund-receipt.ts";

/**
 * POST /admin/purchase-items/{id}/refund: refunds part or all of what is left of an item. Under the
 * item's row lock: never more than price paid − refunded; the provider's idempotency key is derived
 * from the item's refunded total, so a retry after a crash reuses it. The same amount and reason
 * again within ten minutes is taken as a repeated click and answers the first refund (`replayed`).
 * A complimentary refund is recorded without a provider call. Audit row and the payer's refund
 * receipt in the same transaction.
 */
export async function refundPurchaseItem(
  ctx: PurchaseItemsContext,
  itemId: string,
  body: { refundAmount: number; refundReason: string; isComplimentaryRefund: boolean },
  admin: { id: string },
  request: PurchaseRequest,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockAdminItem(ctx, tx, itemId);
    const { item } = row;
    const now = ctx.clock.now();
    const repeated = await ctx.repository.findRecentRefund(
      tx,
      itemId,
      body.refundAmount,
      body.refundReason,
      new Date(now.getTime() - 10 * 60_000),
    );
    if (repeated) {
      return {
        purchaseItem: toAdminItem(row),
        refund: {
          id: repeated.id,
          amountInCents: repeated.amountInCents,
          externalId: repeated.externalId,
          isComplimentaryRefund: repeated.isComplimentaryRefund,
        },
        replayed: true,
      };
    }
    const left = refundableCents(item);
    const paidOut = item.pricePaidToAttorneyInCents ?? 0;
    if (left === 0)
      throw new DomainError(
        "REFUND_NOT_ALLOWED",
        paidOut > 0 && !isFullyRefunded(item.paymentStatus)
          ? MONEY_MESSAGES.refundLimitedByPayout(left, paidOut)
          : MONEY_MESSAGES.nothingToRefund,
      );
    if (body.refundAmount > left) {
      throw DomainError.invalidField(
        "refundAmount",
        paidOut > 0 ? MONEY_MESSAGES.refundLimitedByPayout(left, paidOut) : MONEY_MESSAGES.refundTooLarge(left),
      );
    }
    let externalId: string | null = null;
    if (!body.isComplimentaryRefund) {
      if (!row.paymentReference) throw new DomainError("REFUND_NOT_ALLOWED", MONEY_MESSAGES.noCharge);
      const result = await ctx.payments
        .refund(
          {
            idempotencyKey: `refund:${item.id}:${item.amountRefundedInCents}:${body.refundAmount}`,
            paymentReference: row.paymentReference,
            amountInCents: body.refundAmount,
            reason: body.refundReason,
          },
          { executor: tx },
        )
        .catch(providerFailure);
      externalId = result.refundId;
    }
    const refunded = item.amountRefundedInCents + body.refundAmount;
    const paymentStatus = paymentStatusAfterRefund(item.pricePaidInCents, refunded);
    const refund = await ctx.repository.insertRefund(tx, {
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
    const notes = [
      item.refundNotes,
      `${now.toISOString().slice(0, 10)} ${formatCents(body.refundAmount)}: ${body.refundReason}`,
    ]
      .filter(Boolean)
      .join("\n");
    await ctx.repository.updateItem(tx, item.id, {
      amountRefundedInCents: refunded,
      paymentStatus,
      refundedAt: now,
      refundNotes: notes,
      updatedAt: now,
      updatedById: admin.id,
    });
    await ctx.audit.record(tx, {
      actorId: admin.id,
      action: "purchase-item.refund",
      entityType: "purchase_item",
      entityId: item.id,
      documentId: item.documentId,
      subjectUserId: item.userId,
      before: { paymentStatus: item.paymentStatus, amountRefundedInCents: item.amountRefundedInCents },
      after: {
        paymentStatus,
        amountRefundedInCents: refunded,
        refundId: refund.id,
        externalId,
        isComplimentaryRefund: body.isComplimentaryRefund,
        reason: body.refundReason,
      },
      request,
      at: now,
    });
    await enqueueRefundReceipt(ctx, tx, {
      payerId: row.payerId ?? item.userId,
      cartId: item.cartId,
      documentId: item.documentId,
      titles: [row.product.title],
      refundedInCents: body.refundAmount,
      paidInCents: item.pricePaidInCents,
      refundedTotalInCents: refunded,
      throughProvider: !body.isComplimentaryRefund,
      refundKey: refund.id,
      at: now,
    });
    return {
      purchaseItem: await reloadAdminItem(ctx, tx, item.id),
      refund: {
        id: refund.id,
        amountInCents: refund.amountInCents,
        externalId,
        isComplimentaryRefund: refund.isComplimentaryRefund,
      },
      replayed: false,
    };
  });
}
