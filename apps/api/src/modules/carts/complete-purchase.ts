/**
 * The purchase completion step, in the caller's transaction under the cart's row lock: a paid cart
 * becomes purchase items (written by the purchase-items module) and the cart is marked PAID. Every
 * way a cart is paid goes through it: a checkout, a provider event, and a payment an admin records
 * outside the gateway (`outside-payment.ts`).
 */
import type { Executor, PurchaseItem } from "@prenup/db";
import {
  allocateCents,
  DomainError,
  processingFeeCents,
  REPRESENTATION_UNAVAILABLE_MESSAGE,
  representationBeneficiaries,
  representationBeneficiaryOf,
  splitLineIntoUnits,
  type ChargedCard,
  type PaymentMethod,
  timeZoneOfState,
} from "@prenup/domain";
import { paymentReceiptEmail, paymentRefundedNotAllowedEmail, type ReceiptLine } from "@prenup/emails";
import type { PaymentEvent } from "../../integrations/payments/payment-port.ts";
import type { AuditRecord } from "../audit/index.ts";
import { allowedNow, buyingContext, ownsActive } from "./buying-rules.ts";
import type { CartRequest, CartsContext } from "./carts.context.ts";
import { totalsOf } from "./cart-results.ts";
import type { LoadedCart } from "./carts.repository.ts";

/** What a completion created, for the audit row of a payment made outside the gateway. */
export type Completed = {
  cartId: string;
  documentId: string | null;
  totalPaidInCents: number;
  created: PurchaseItem[];
};

/**
 * Turns a cart into purchases, in the caller's transaction (the cart row locked): one purchase
 * item per unit bought, each with its share of the price paid and the fee; the cart PAID with its
 * totals. `amountPaid` is what the provider took (it normally equals the cart's total; if prices
 * moved while a redirect was open, the paid amount is what the items share).
 *
 * The purchase rules run again first. Units no longer allowed are not bought: their share of the
 * payment is refunded through the provider, their lines leave the cart, an audit row and an
 * e-mail to the buyer say so. When nothing is allowed, the whole payment is refunded and the
 * cart is closed as REFUNDED (with `refuseInstead`, for money that never went through the
 * provider, the step refuses with PRODUCT_NOT_AVAILABLE instead). The audit row is `cart.paid`
 * unless `recordAs` names another. Returns the purchase items created.
 */
export async function completeCart(
  ctx: CartsContext,
  tx: Executor,
  cart: LoadedCart,
  payment: {
    method: PaymentMethod | null;
    reference: string | null;
    amountPaid: number | null;
    card?: ChargedCard | undefined;
  },
  actor: { userId: string | null; request: CartRequest | null },
  options: { recordAs?: (outcome: Completed) => AuditRecord; refuseInstead?: boolean } = {},
): Promise<PurchaseItem[]> {
  const now = ctx.clock.now();
  const context = await buyingContext(ctx, tx, cart.userId);
  const totals = totalsOf(cart, payment.method);
  let lineTotals = totals.lines.map((line) => line.totalInCents);
  let charged = totals.totalInCents;
  if (payment.amountPaid !== null && payment.amountPaid !== totals.totalInCents) {
    charged = payment.amountPaid;
    lineTotals = allocateCents(charged, lineTotals);
  }
  const fee = payment.method ? processingFeeCents(payment.method, charged) : 0;
  const lineFees = allocateCents(fee, lineTotals);
  const allowed = await allowedNow(ctx, tx, cart, context);
  const refused: { title: string; reason: string; itemId: string; units: number; cents: number }[] = [];
  const receiptLines: ReceiptLine[] = [];
  const rows = cart.items.flatMap((item, index) => {
    const units = splitLineIntoUnits({
      quantity: item.quantity,
      totalInCents: lineTotals[index] ?? 0,
      feeInCents: lineFees[index] ?? 0,
    });
    const { allowed: keep, reason } = allowed[index]!;
    if (keep > 0)
      receiptLines.push({
        title: item.product.title,
        quantity: Math.min(keep, units.length),
        amountInCents: units.slice(0, keep).reduce((sum, unit) => sum + unit.pricePaidInCents, 0),
      });
    if (keep < units.length) {
      refused.push({
        title: item.product.title,
        reason: reason ?? REPRESENTATION_UNAVAILABLE_MESSAGE,
        itemId: item.id,
        units: units.length - keep,
        cents: units.slice(keep).reduce((sum, unit) => sum + unit.pricePaidInCents, 0),
      });
    }
    const isService = item.product.productCategory === "ATTORNEY_SERVICE";
    const beneficiaries = representationBeneficiaries({
      isRepresentation: item.product.productType === "REPRESENTATION",
      buyerId: cart.userId,
      partnerId: context.partnerId,
      buyerHasRepresentation: ownsActive(context, cart.userId, item.productId, "REPRESENTATION"),
    });
    return units.slice(0, keep).map((unit, unitIndex) => ({
      userId: representationBeneficiaryOf(beneficiaries, unitIndex),
      productId: item.productId,
      cartId: cart.id,
      documentId: context.document?.id ?? null,
      attorneyId: unitIndex === 0 ? item.chosenAttorneyId : null,
      category: item.product.productCategory,
      payoutStatus: isService ? ("DUE" as const) : null,
      bookingStatus: isService ? ("WAITING" as const) : null,
      paymentStatus: "SUCCESSFUL" as const,
      pricePaidInCents: unit.pricePaidInCents,
      feePaidInCents: unit.feePaidInCents,
      createdById: actor.userId,
      updatedById: actor.userId,
      createdAt: now,
      updatedAt: now,
    }));
  });
  const refundedInCents = refused.reduce((sum, line) => sum + line.cents, 0);
  if (refused.length > 0 && options.refuseInstead) throw new DomainError("PRODUCT_NOT_AVAILABLE", refused[0]!.reason);
  if (refused.length > 0) {
    await refundNotAllowed(
      ctx,
      tx,
      cart,
      {
        reference: payment.reference,
        charged,
        refundedInCents,
        refused,
        kept:
          rows.length > 0
            ? cart.items.filter((_, index) => allowed[index]!.allowed > 0).map((item) => item.product.title)
            : [],
      },
      actor,
    );
    if (rows.length === 0) return [];
  }
  const created = await ctx.purchaseItems.createPurchaseItems(tx, rows);
  await ctx.repository.markCartPaid(tx, cart.id, {
    totalPaidInCents: charged - refundedInCents,
    totalFeeInCents: fee,
    paymentMethod: payment.method,
    paymentReference: payment.reference,
    documentId: context.document?.id ?? cart.documentId,
    now,
  });
  const documentId = context.document?.id ?? null;
  const totalPaidInCents = charged - refundedInCents;
  await enqueueReceipt(ctx, tx, cart, {
    ...payment,
    totalPaidInCents,
    lines: receiptLines,
    paidAt: now,
    timeZone: timeZoneOfState(context.document?.stateAbbreviation),
  });
  await ctx.audit.record(
    tx,
    options.recordAs
      ? options.recordAs({ cartId: cart.id, documentId, totalPaidInCents, created })
      : {
          actorId: actor.userId,
          action: "cart.paid",
          entityType: "cart",
          entityId: cart.id,
          documentId,
          subjectUserId: cart.userId,
          after: {
            totalPaidInCents,
            refundedNotAllowedInCents: refundedInCents,
            totalFeeInCents: fee,
            paymentMethod: payment.method,
            paymentReference: payment.reference,
            purchaseItemIds: created.map((item) => item.id),
          },
          request: actor.request ?? null,
          at: now,
        },
  );
  return created;
}

/**
 * The buyer's receipt, in the completion's transaction: what they paid, for what, how, when, and
 * a link to the purchase. Transactional (never suppressed), and once per cart whatever happens
 * (the outbox's once-key), though the completion itself runs once under the cart's lock.
 */
async function enqueueReceipt(
  ctx: CartsContext,
  tx: Executor,
  cart: LoadedCart,
  receipt: {
    method: PaymentMethod | null;
    reference: string | null;
    card?: ChargedCard | undefined;
    totalPaidInCents: number;
    lines: ReceiptLine[];
    paidAt: Date;
    timeZone: string;
  },
) {
  const [buyer] = await ctx.people.findPeople([cart.userId], tx);
  if (!buyer?.email) return;
  const email = await paymentReceiptEmail({
    amountInCents: receipt.totalPaidInCents,
    lines: receipt.lines,
    method: receipt.method,
    card: receipt.card ?? null,
    paidAt: receipt.paidAt,
    timeZone: receipt.timeZone,
    link: `${ctx.customerAppUrl.replace(/\/$/, "")}/payment/success?cartId=${encodeURIComponent(cart.id)}`,
  });
  await ctx.mail.enqueueOnce(
    {
      ...email,
      to: buyer.email,
      userId: buyer.id,
      category: "transactional",
      templateData: {
        cartId: cart.id,
        amountInCents: receipt.totalPaidInCents,
        paymentReference: receipt.reference,
        paymentMethod: receipt.method,
        card: receipt.card ?? null,
      },
    },
    `payment-receipt:${cart.id}`,
    tx,
  );
}

/**
 * Refunds the part of a completed payment that bought what was no longer allowed: the provider
 * refund (keyed by the payment, so a rerun refunds once), the refused lines out of the cart (the
 * cart closed as REFUNDED when nothing was kept), the audit row and the buyer's e-mail.
 */
async function refundNotAllowed(
  ctx: CartsContext,
  tx: Executor,
  cart: LoadedCart,
  outcome: {
    reference: string | null;
    charged: number;
    refundedInCents: number;
    refused: { title: string; reason: string; itemId: string; units: number; cents: number }[];
    kept: string[];
  },
  actor: { userId: string | null; request: CartRequest | null },
) {
  const now = ctx.clock.now();
  let refundId: string | null = null;
  if (outcome.reference && outcome.refundedInCents > 0) {
    ({ refundId } = await ctx.payments.refund(
      {
        idempotencyKey: `not-allowed:${outcome.reference}`,
        paymentReference: outcome.reference,
        amountInCents: outcome.refundedInCents,
        reason: "Bought when it could no longer be bought (for example, the partner had paid meanwhile)",
      },
      { executor: tx },
    ));
  }
  if (outcome.kept.length === 0) {
    // Nothing bought: the cart is closed as REFUNDED with its lines (the buyer's next cart is a new one).
    await ctx.repository.updateCart(tx, cart.id, {
      cartStatus: "REFUNDED",
      paymentReference: outcome.reference,
      totalPaidInCents: 0,
      transactionCompletedAt: now,
      updatedAt: now,
    });
  } else {
    const removed = outcome.refused
      .filter((line) => cart.items.find((item) => item.id === line.itemId)!.quantity === line.units)
      .map((line) => line.itemId);
    await ctx.repository.removeCartItems(tx, removed, now, actor.userId ?? cart.userId);
    for (const line of outcome.refused) {
      if (removed.includes(line.itemId)) continue;
      const item = cart.items.find((candidate) => candidate.id === line.itemId)!;
      await ctx.repository.updateCartItem(tx, item.id, { quantity: item.quantity - line.units, updatedAt: now });
    }
  }
  await ctx.audit.record(tx, {
    actorId: actor.userId,
    action: "payment.refund-not-allowed",
    entityType: "cart",
    entityId: cart.id,
    subjectUserId: cart.userId,
    after: {
      paymentReference: outcome.reference,
      chargedInCents: outcome.charged,
      refundedInCents: outcome.refundedInCents,
      refundId,
      refused: outcome.refused.map(({ title, reason, units, cents }) => ({ title, reason, units, cents })),
    },
    request: actor.request ?? null,
    at: now,
  });
  const [buyer] = await ctx.people.findPeople([cart.userId], tx);
  if (buyer?.email) {
    const email = await paymentRefundedNotAllowedEmail({
      refunded: outcome.refused.map(({ title, reason }) => ({ title, reason })),
      refundedInCents: outcome.refundedInCents,
      chargedInCents: outcome.charged,
      kept: outcome.kept,
      link: `${ctx.customerAppUrl}/payment`,
    });
    await ctx.mail.enqueue(
      {
        ...email,
        to: buyer.email,
        userId: buyer.id,
        templateData: { cartId: cart.id, refundedInCents: outcome.refundedInCents },
      },
      tx,
    );
  }
}

/** Refunds a payment that arrived for a cart that no longer expects it (paid another way, or edited). */
export async function refundStray(ctx: CartsContext, tx: Executor, event: PaymentEvent, cart: LoadedCart) {
  if (!event.paymentReference || !event.amountInCents) return;
  const { refundId } = await ctx.payments.refund(
    {
      idempotencyKey: `stray:${event.paymentReference}`,
      paymentReference: event.paymentReference,
      amountInCents: event.amountInCents,
      reason: "A payment for a cart that was already paid or had changed",
    },
    { executor: tx },
  );
  await ctx.audit.record(tx, {
    actorId: null,
    action: "payment.stray-refund",
    entityType: "cart",
    entityId: cart.id,
    subjectUserId: cart.userId,
    after: { paymentReference: event.paymentReference, amountInCents: event.amountInCents, refundId },
    at: ctx.clock.now(),
  });
}
