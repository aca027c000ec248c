import type { Executor } from "@prenup/db";
import type { PaymentEvent } from "../../integrations/payments/payment-port.ts";
import type { InboxClaim } from "../webhook-inbox/index.ts";
import type { CartsContext } from "./carts.context.ts";
import { completeCart, refundStray } from "./complete-purchase.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The payment provider's events: received into the webhook inbox, applied once under the cart's lock.

async function applyInTransaction(
  ctx: CartsContext,
  tx: Executor,
  event: PaymentEvent,
): Promise<"applied" | "duplicate" | "ignored"> {
  const fresh = await ctx.repository.recordPaymentEvent(tx, {
    provider: ctx.payments.name,
    externalId: event.id,
    type: event.providerType,
    payload: event.payload,
    now: ctx.clock.now(),
  });
  if (!fresh) return "duplicate";
  if (event.type === "ignored") return "ignored";
  // Metadata is anyone's to write on a shared provider account: a cart id that is not a UUID names none of ours.
  const cartId = event.cartId !== null && UUID.test(event.cartId) ? event.cartId : null;
  const cart = await ctx.repository.loadCartForEvent(tx, { cartId, paymentReference: event.paymentReference });
  // A payment that names none of our carts (by metadata or reference) was made by another
  // integration on the same provider account: recorded, never refunded or applied.
  if (cart === null) return "ignored";
  const current = cart.paymentReference === event.paymentReference;
  if (
    event.type === "payment.refunded" ||
    event.type === "payment.dispute-opened" ||
    event.type === "payment.dispute-closed"
  ) {
    // Money moved at the provider on the charge that paid this cart: its purchases follow.
    if (!current || cart.cartStatus !== "PAID" || event.amountInCents === null) return "ignored";
    const change =
      event.type === "payment.refunded"
        ? { kind: "refunded" as const, refundedTotalInCents: event.refundedTotalInCents ?? 0 }
        : event.dispute
          ? { kind: "dispute" as const, dispute: event.dispute }
          : null;
    if (change === null) return "ignored";
    return ctx.purchaseItems.applyProviderChange(tx, {
      cartId: cart.id,
      eventId: event.id,
      payer: { id: cart.userId, titles: cart.items.map((item) => item.product.title) },
      chargedInCents: event.amountInCents,
      keptInCents: cart.totalPaidInCents ?? event.amountInCents,
      change,
    });
  }
  if (event.type === "payment.succeeded") {
    if (current && cart.cartStatus === "UNPAID") {
      await completeCart(
        ctx,
        tx,
        cart,
        {
          method: cart.paymentMethod,
          reference: event.paymentReference,
          amountPaid: event.amountInCents,
          card: event.card,
        },
        { userId: null, request: null },
      );
    } else if (!(current && cart.cartStatus !== "UNPAID")) {
      // Paid another way, or changed since: not this cart's payment any more. (The cart's own
      // payment, PAID or REFUNDED by its completion, needs nothing more.)
      await refundStray(ctx, tx, event, cart);
    }
  } else if (current && cart.cartStatus === "UNPAID") {
    await ctx.repository.updateCart(tx, cart.id, {
      paymentReference: null,
      checkoutAttempt: cart.checkoutAttempt + 1,
      updatedAt: ctx.clock.now(),
    });
  }
  return "applied";
}

/**
 * POST /stripe/webhook, after its signature verified: the event goes to the webhook inbox (once
 * per event id) and its job applies it with `applyPaymentEvent`.
 */
export async function receivePaymentEvent(ctx: CartsContext, event: PaymentEvent): Promise<{ duplicate: boolean }> {
  if (!ctx.inbox) throw new Error("the carts context was built without the webhook inbox");
  return ctx.inbox.receive({
    provider: "payments",
    adapter: ctx.payments.name,
    eventId: event.id,
    type: event.providerType,
    event: { ...event },
  });
}

/**
 * Applies a provider event once (payment_events is unique on provider + event id): the local
 * gateway's decisions directly, webhook deliveries from the inbox's job (`claim`: the inbox row
 * is marked processed in this transaction).
 */
export async function applyPaymentEvent(
  ctx: CartsContext,
  event: PaymentEvent,
  claim?: InboxClaim,
): Promise<{ duplicate: boolean }> {
  return ctx.db.transaction(async (tx) => {
    if (claim && !(await claim.begin(tx))) return { duplicate: true };
    const outcome = await applyInTransaction(ctx, tx, event);
    await claim?.end(tx, outcome);
    return { duplicate: outcome === "duplicate" };
  });
}
