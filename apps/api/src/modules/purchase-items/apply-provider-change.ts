import type { Executor, PurchaseItem } from "@prenup/db";
import { paymentStatusAfterRefund, formatCents } from "@prenup/domain";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import { MONEY_MESSAGES } from "./purchase-items.messages.ts";
import { enqueueRefundReceipt } from "./refund-receipt.ts";

/**
 * Records money that left through the provider without a refund of ours, spread over the items
 * oldest first (each up to what is left of it): a refund row with the provider's id, the item's
 * refunded total and status, an audit row. Answers the amount recorded.
 */
async function recordOutsideRefund(
  ctx: PurchaseItemsContext,
  tx: Executor,
  items: PurchaseItem[],
  amountInCents: number,
  how: { externalId: string; reason: string; action: string; now: Date },
): Promise<number> {
  let left = amountInCents;
  for (const item of items) {
    const share = Math.min(left, Math.max(0, item.pricePaidInCents - item.amountRefundedInCents));
    if (share <= 0) continue;
    left -= share;
    const refunded = item.amountRefundedInCents + share;
    const paymentStatus = paymentStatusAfterRefund(item.pricePaidInCents, refunded);
    await ctx.repository.insertRefund(tx, {
      purchaseItemId: item.id,
      amountInCents: share,
      reason: how.reason,
      isComplimentaryRefund: false,
      externalId: how.externalId,
      createdAt: how.now,
      updatedAt: how.now,
    });
    const notes = [item.refundNotes, `${how.now.toISOString().slice(0, 10)} ${formatCents(share)}: ${how.reason}`]
      .filter(Boolean)
      .join("\n");
    await ctx.repository.updateItem(tx, item.id, {
      amountRefundedInCents: refunded,
      paymentStatus,
      refundedAt: how.now,
      refundNotes: notes,
      updatedAt: how.now,
    });
    await ctx.audit.record(tx, {
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
  return amountInCents - left;
}

/**
 * Money the payment provider moved on a cart's charge without us, in the caller's transaction
 * (the carts module's event, under the cart's lock): a refund made in the provider's dashboard,
 * and disputes. `refundedTotalInCents` is the charge's running total, so what this product
 * refunded already (through its refunds, or the part of the charge the cart never kept) is not
 * counted twice. Each change is an audit row; the standing and the payout follow from the rows.
 */
export async function applyProviderChange(
  ctx: PurchaseItemsContext,
  tx: Executor,
  input: {
    cartId: string;
    eventId: string;
    /** Who paid the cart and what it bought (the titles), for the refund receipt of a dashboard refund. */
    payer?: { id: string; titles: readonly string[] };
    /** What the charge took, and what the cart kept of it (less when part was refunded at completion). */
    chargedInCents: number;
    keptInCents: number;
    change:
      | { kind: "refunded"; refundedTotalInCents: number }
      | { kind: "dispute"; dispute: { id: string; amountInCents: number; outcome: "open" | "won" | "lost" } };
  },
): Promise<"applied" | "ignored"> {
  const rows = await ctx.repository.lockItemsOfCart(tx, input.cartId);
  if (rows.length === 0) return "ignored";
  const now = ctx.clock.now();
  if (input.change.kind === "refunded") {
    const known =
      input.chargedInCents - input.keptInCents + rows.reduce((sum, row) => sum + row.providerRefundedInCents, 0);
    const outside = input.change.refundedTotalInCents - known;
    if (outside <= 0) return "ignored";
    const items = rows.map((row) => row.item);
    const recorded = await recordOutsideRefund(ctx, tx, items, outside, {
      externalId: input.eventId,
      reason: MONEY_MESSAGES.providerRefund,
      action: "purchase-item.provider-refund",
      now,
    });
    if (input.payer) {
      await enqueueRefundReceipt(ctx, tx, {
        payerId: input.payer.id,
        cartId: input.cartId,
        documentId: items[0]?.documentId ?? null,
        titles: input.payer.titles,
        refundedInCents: recorded,
        paidInCents: items.reduce((sum, item) => sum + item.pricePaidInCents, 0),
        refundedTotalInCents: items.reduce((sum, item) => sum + item.amountRefundedInCents, 0) + recorded,
        throughProvider: true,
        refundKey: input.eventId,
        at: now,
      });
    }
    return "applied";
  }
  const { dispute } = input.change;
  const status = dispute.outcome === "open" ? "OPEN" : dispute.outcome === "won" ? "WON" : "LOST";
  for (const { item } of rows) {
    await ctx.repository.updateItem(tx, item.id, { disputeStatus: status, updatedAt: now });
    await ctx.audit.record(tx, {
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
    await recordOutsideRefund(
      ctx,
      tx,
      rows.map((row) => ({ ...row.item, disputeStatus: status })),
      dispute.amountInCents,
      { externalId: dispute.id, reason: MONEY_MESSAGES.disputeLost, action: "purchase-item.dispute-refund", now },
    );
  }
  return "applied";
}
