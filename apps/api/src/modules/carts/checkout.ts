import type { Executor } from "@prenup/db";
import { DomainError, promoCodeProblem, type PaymentMethod } from "@prenup/domain";
import type { PaymentAttempt } from "../../integrations/payments/payment-port.ts";
import { allowedQuantity, buyingContext } from "./buying-rules.ts";
import type { CartRequest, CartsContext } from "./carts.context.ts";
import { CART_MESSAGES } from "./carts.messages.ts";
import {
  canceledResult,
  paidOrRefused,
  paidResult,
  pendingResult,
  providerFailure,
  refundedResult,
  requireCart,
  totalsOf,
} from "./cart-results.ts";
import { completeCart, refundStray } from "./complete-purchase.ts";
import type { LoadedCart } from "./carts.repository.ts";
import type { CheckoutResponse } from "./carts.schemas.ts";

type CheckoutBody = {
  cartId: string;
  paymentMethod?: PaymentMethod | undefined;
  paymentMethodToken?: string | undefined;
};

/** Whose cart (the user in the path), the request's body, and the request itself (its audit fields, its abort signal). */
export type CheckoutInput = { userId: string; body: CheckoutBody; request: CartRequest };

type CheckoutStep =
  | { kind: "result"; result: CheckoutResponse }
  | { kind: "retrieve"; reference: string }
  | { kind: "create"; cartId: string; attempt: number; method: PaymentMethod; amountInCents: number };
type Settled =
  | { kind: "result"; result: CheckoutResponse }
  | { kind: "declined"; message: string }
  | { kind: "changed" };

function settled(outcome: Settled): CheckoutResponse {
  if (outcome.kind === "declined") throw new DomainError("PAYMENT_DECLINED", outcome.message);
  if (outcome.kind === "changed") throw new DomainError("CART_CHANGED", CART_MESSAGES.changedWhilePaying);
  return outcome.result;
}

/** Checkout's first step, under the cart's lock: what to ask the provider, or the answer already. */
async function planCheckout(
  ctx: CartsContext,
  tx: Executor,
  userId: string,
  body: CheckoutBody,
  request: CartRequest,
): Promise<CheckoutStep> {
  const cart = await requireCart(ctx, tx, userId, body.cartId, { lock: true });
  if (cart.cartStatus === "PAID") return { kind: "result", result: await paidResult(ctx, tx, userId, cart.id) };
  if (cart.cartStatus === "REFUNDED") return { kind: "result", result: await refundedResult(ctx, tx, cart) };
  if (cart.paymentReference !== null) return { kind: "retrieve", reference: cart.paymentReference };
  const now = ctx.clock.now();
  if (body.paymentMethod === undefined) throw DomainError.invalidField("paymentMethod", CART_MESSAGES.chooseMethod);
  if (cart.items.length === 0) throw new DomainError("CART_EMPTY", CART_MESSAGES.empty);
  // The rules again, at the moment of paying: the partner may have paid the prenup meanwhile,
  // a code may have expired.
  const context = await buyingContext(ctx, tx, userId);
  for (const item of cart.items) {
    const allowed = await allowedQuantity(ctx, tx, context, userId, item.product, item.quantity);
    if (allowed !== item.quantity)
      await ctx.repository.updateCartItem(tx, item.id, { quantity: allowed, updatedAt: now });
    item.quantity = allowed;
  }
  if (cart.discountCode) {
    const problem = promoCodeProblem({
      code: cart.discountCode,
      coupon: cart.discountCode.coupon,
      today: now.toISOString().slice(0, 10),
      timesUsed: await ctx.repository.countPaidRedemptions(tx, userId, cart.discountCode.id, cart.id),
      hasDiscountableLines: totalsOf(cart).hasDiscountableLines,
    });
    if (problem) throw new DomainError("PROMO_CODE_INVALID", problem);
  }
  const method = body.paymentMethod;
  const totals = totalsOf(cart, method);
  if (totals.totalInCents === 0) {
    await completeCart(ctx, tx, cart, { method: null, reference: null, amountPaid: 0 }, { userId, request });
    return { kind: "result", result: await paidResult(ctx, tx, userId, cart.id) };
  }
  if (method === "CARD" && body.paymentMethodToken === undefined) {
    throw DomainError.invalidField("paymentMethodToken", CART_MESSAGES.cardToken);
  }
  return {
    kind: "create",
    cartId: cart.id,
    attempt: cart.checkoutAttempt,
    method,
    amountInCents: totals.totalInCents,
  };
}

/** Checkout's last step for a new payment, under the lock: applies the provider's answer if the cart is still the one priced. */
async function applyAttempt(
  ctx: CartsContext,
  tx: Executor,
  userId: string,
  request: CartRequest,
  step: Extract<CheckoutStep, { kind: "create" }>,
  attempt: PaymentAttempt,
): Promise<Settled> {
  const cart = await requireCart(ctx, tx, userId, step.cartId, { lock: true });
  if (cart.cartStatus !== "UNPAID") {
    // A parallel request (the same key: the same payment) or the provider's event completed it.
    if (attempt.status === "succeeded" && cart.paymentReference !== attempt.reference)
      await refundChangedCart(ctx, tx, cart, attempt);
    return { kind: "result", result: await paidOrRefused(ctx, tx, userId, cart.id) };
  }
  const unchanged =
    cart.checkoutAttempt === step.attempt &&
    (cart.paymentReference === null || cart.paymentReference === attempt.reference) &&
    totalsOf(cart, step.method).totalInCents === step.amountInCents;
  if (!unchanged) {
    // Edited, or paid another way, while the provider answered: this payment no longer fits.
    if (attempt.status === "succeeded") await refundChangedCart(ctx, tx, cart, attempt);
    return { kind: "changed" };
  }
  const now = ctx.clock.now();
  if (attempt.status === "succeeded") {
    await completeCart(
      ctx,
      tx,
      cart,
      { method: step.method, reference: attempt.reference, amountPaid: attempt.amountInCents, card: attempt.card },
      { userId, request },
    );
    return { kind: "result", result: await paidOrRefused(ctx, tx, userId, cart.id) };
  }
  if (attempt.status === "requires_action" || attempt.status === "processing") {
    await ctx.repository.updateCart(tx, cart.id, {
      paymentReference: attempt.reference,
      paymentMethod: step.method,
      updatedAt: now,
    });
    return {
      kind: "result",
      result: await pendingResult(
        ctx,
        tx,
        { ...cart, paymentReference: attempt.reference, paymentMethod: step.method },
        attempt,
      ),
    };
  }
  await ctx.repository.updateCart(tx, cart.id, { checkoutAttempt: cart.checkoutAttempt + 1, updatedAt: now });
  return { kind: "declined", message: attempt.failureMessage ?? CART_MESSAGES.declined };
}

/** Checkout's last step for a payment already under way, under the lock. `again`: start a new payment. */
async function applyRetrieved(
  ctx: CartsContext,
  tx: Executor,
  userId: string,
  body: CheckoutBody,
  request: CartRequest,
  reference: string,
  current: PaymentAttempt,
): Promise<Settled | { kind: "again" }> {
  const cart = await requireCart(ctx, tx, userId, body.cartId, { lock: true });
  if (cart.cartStatus !== "UNPAID") return { kind: "result", result: await paidOrRefused(ctx, tx, userId, cart.id) };
  // Another request moved the cart on meanwhile: look again.
  if (cart.paymentReference !== reference) return { kind: "again" };
  if (current.status === "succeeded") {
    await completeCart(
      ctx,
      tx,
      cart,
      {
        method: cart.paymentMethod,
        reference: current.reference,
        amountPaid: current.amountInCents,
        card: current.card,
      },
      { userId, request },
    );
    return { kind: "result", result: await paidOrRefused(ctx, tx, userId, cart.id) };
  }
  const sameWay =
    body.paymentMethod === undefined ||
    (body.paymentMethod === cart.paymentMethod && body.paymentMethodToken === undefined);
  if ((current.status === "requires_action" || current.status === "processing") && sameWay) {
    return { kind: "result", result: await pendingResult(ctx, tx, cart, current) };
  }
  // Declined, cancelled, or the buyer chose another way to pay: the next attempt starts.
  const next = { ...cart, paymentReference: null, checkoutAttempt: cart.checkoutAttempt + 1 };
  await ctx.repository.updateCart(tx, cart.id, {
    paymentReference: null,
    checkoutAttempt: next.checkoutAttempt,
    updatedAt: ctx.clock.now(),
  });
  if (body.paymentMethod !== undefined) return { kind: "again" };
  return current.status === "failed"
    ? { kind: "declined", message: current.failureMessage ?? CART_MESSAGES.declined }
    : { kind: "result", result: await canceledResult(ctx, tx, next) };
}

/** A payment that succeeded for a cart changed (or paid another way) while the provider answered. */
async function refundChangedCart(ctx: CartsContext, tx: Executor, cart: LoadedCart, attempt: PaymentAttempt) {
  await refundStray(
    ctx,
    tx,
    {
      id: attempt.reference,
      type: "payment.succeeded",
      providerType: "checkout",
      paymentReference: attempt.reference,
      amountInCents: attempt.amountInCents,
      cartId: cart.id,
      payload: {},
    },
    cart,
  );
}

function returnUrl(ctx: CartsContext, cartId: string) {
  return `${ctx.customerAppUrl}/payment/success?cartId=${cartId}`;
}

/**
 * Pays for the cart, in three steps so that no row lock or connection is held while the
 * provider answers: (1) under the cart's lock, the rules and the amount are settled and the
 * provider call is planned; (2) the provider is called, outside any transaction; (3) under the
 * lock again, its answer is applied if the cart is still the one that was priced. Idempotent:
 * the provider sees one key per attempt (cart, attempt, method, amount), so doubled or retried
 * requests reach the same payment, and a paid cart answers its purchases. A decline moves the
 * cart to its next attempt, creates nothing and answers 402 with the provider's message; a
 * payment that succeeded for a cart changed meanwhile is refunded and answers 409.
 */
export async function checkout(ctx: CartsContext, input: CheckoutInput): Promise<CheckoutResponse> {
  const { userId, body, request } = input;
  // Two rounds at most: a payment under way found declined or abandoned, then a new one.
  for (let round = 0; round < 2; round += 1) {
    const step = await ctx.db.transaction((tx) => planCheckout(ctx, tx, userId, body, request));
    if (step.kind === "result") return step.result;
    // The page that pressed Pay is gone (it waited for the cart's lock): nothing is charged for nobody.
    if (request.signal?.aborted) throw new DomainError("CART_CHANGED", CART_MESSAGES.callerGone);
    if (step.kind === "retrieve") {
      const current = await ctx.payments.retrievePayment(step.reference).catch(providerFailure);
      const next = await ctx.db.transaction((tx) =>
        applyRetrieved(ctx, tx, userId, body, request, step.reference, current),
      );
      if (next.kind === "again") continue;
      return settled(next);
    }
    const attempt = await ctx.payments
      .createPayment({
        idempotencyKey: `checkout:${step.cartId}:${step.attempt}:${step.method}:${step.amountInCents}`,
        amountInCents: step.amountInCents,
        method: step.method,
        paymentMethodToken: body.paymentMethodToken,
        returnUrl: returnUrl(ctx, step.cartId),
        metadata: { cartId: step.cartId, userId },
      })
      .catch(providerFailure);
    return settled(await ctx.db.transaction((tx) => applyAttempt(ctx, tx, userId, request, step, attempt)));
  }
  throw new DomainError("CART_CHANGED", CART_MESSAGES.changedWhilePaying);
}
