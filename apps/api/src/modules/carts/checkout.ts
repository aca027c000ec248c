import type { Executor } from "@prenup/db";
import { DomainError, promoCodeProblem, type PaymentMethod } from "@prenup/domain";
import type { PaymentAttempt } from "../../integrations/payments/payment-port.ts";
import type { BuyingRules } from "./buying-rules.ts";
import type { PurchaseCompletion } from "./complete-purchase.ts";
import type { CartRequest, CartsDeps } from "./carts.deps.ts";
import { CART_MESSAGES } from "./carts.messages.ts";
import { providerFailure, totalsOf, type CartReads } from "./carts.reads.ts";
import type { LoadedCart } from "./carts.repository.ts";
import type { CheckoutResponse } from "./carts.schemas.ts";

type CheckoutBody = {
  cartId: string;
  paymentMethod?: PaymentMethod | undefined;
  paymentMethodToken?: string | undefined;
};

/** POST /users/{id}/checkout: paying for a cart through the payment port. */
export function createCheckout(
  deps: Pick<CartsDeps, "db" | "clock" | "payments" | "repository" | "customerAppUrl">,
  shared: { reads: CartReads; rules: BuyingRules; completion: PurchaseCompletion },
) {
  const { db, clock, payments, repository } = deps;
  const { requireCart, paidResult, pendingResult, refundedResult, canceledResult, paidOrRefused } = shared.reads;
  const { buyingContext, allowedQuantity } = shared.rules;
  const { completeCart, refundStray } = shared.completion;

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
    tx: Executor,
    userId: string,
    body: CheckoutBody,
    request: CartRequest,
  ): Promise<CheckoutStep> {
    const cart = await requireCart(tx, userId, body.cartId, { lock: true });
    if (cart.cartStatus === "PAID") return { kind: "result", result: await paidResult(tx, userId, cart.id) };
    if (cart.cartStatus === "REFUNDED") return { kind: "result", result: await refundedResult(tx, cart) };
    if (cart.paymentReference !== null) return { kind: "retrieve", reference: cart.paymentReference };
    const now = clock.now();
    if (body.paymentMethod === undefined) throw DomainError.invalidField("paymentMethod", CART_MESSAGES.chooseMethod);
    if (cart.items.length === 0) throw new DomainError("CART_EMPTY", CART_MESSAGES.empty);
    // The rules again, at the moment of paying: the partner may have paid the prenup meanwhile,
    // a code may have expired.
    const context = await buyingContext(tx, userId);
    for (const item of cart.items) {
      const allowed = await allowedQuantity(tx, context, userId, item.product, item.quantity);
      if (allowed !== item.quantity)
        await repository.updateCartItem(tx, item.id, { quantity: allowed, updatedAt: now });
      item.quantity = allowed;
    }
    if (cart.discountCode) {
      const problem = promoCodeProblem({
        code: { ...cart.discountCode, deleted: cart.discountCode.deletedAt !== null },
        coupon: { ...cart.discountCode.coupon, deleted: cart.discountCode.coupon.deletedAt !== null },
        today: now.toISOString().slice(0, 10),
        timesUsed: await repository.countPaidRedemptions(tx, userId, cart.discountCode.id, cart.id),
        hasDiscountableLines: totalsOf(cart).hasDiscountableLines,
      });
      if (problem) throw new DomainError("PROMO_CODE_INVALID", problem);
    }
    const method = body.paymentMethod;
    const totals = totalsOf(cart, method);
    if (totals.totalInCents === 0) {
      await completeCart(tx, cart, { method: null, reference: null, amountPaid: 0 }, { userId, request });
      return { kind: "result", result: await paidResult(tx, userId, cart.id) };
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
    tx: Executor,
    userId: string,
    request: CartRequest,
    step: Extract<CheckoutStep, { kind: "create" }>,
    attempt: PaymentAttempt,
  ): Promise<Settled> {
    const cart = await requireCart(tx, userId, step.cartId, { lock: true });
    if (cart.cartStatus !== "UNPAID") {
      // A parallel request (the same key: the same payment) or the provider's event completed it.
      if (attempt.status === "succeeded" && cart.paymentReference !== attempt.reference)
        await refundChangedCart(tx, cart, attempt);
      return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    }
    const unchanged =
      cart.checkoutAttempt === step.attempt &&
      (cart.paymentReference === null || cart.paymentReference === attempt.reference) &&
      totalsOf(cart, step.method).totalInCents === step.amountInCents;
    if (!unchanged) {
      // Edited, or paid another way, while the provider answered: this payment no longer fits.
      if (attempt.status === "succeeded") await refundChangedCart(tx, cart, attempt);
      return { kind: "changed" };
    }
    const now = clock.now();
    if (attempt.status === "succeeded") {
      await completeCart(
        tx,
        cart,
        { method: step.method, reference: attempt.reference, amountPaid: attempt.amountInCents, card: attempt.card },
        { userId, request },
      );
      return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    }
    if (attempt.status === "requires_action" || attempt.status === "processing") {
      await repository.updateCart(tx, cart.id, {
        paymentReference: attempt.reference,
        paymentMethod: step.method,
        updatedAt: now,
      });
      return {
        kind: "result",
        result: await pendingResult(
          tx,
          { ...cart, paymentReference: attempt.reference, paymentMethod: step.method },
          attempt,
        ),
      };
    }
    await repository.updateCart(tx, cart.id, { checkoutAttempt: cart.checkoutAttempt + 1, updatedAt: now });
    return { kind: "declined", message: attempt.failureMessage ?? CART_MESSAGES.declined };
  }

  /** Checkout's last step for a payment already under way, under the lock. `again`: start a new payment. */
  async function applyRetrieved(
    tx: Executor,
    userId: string,
    body: CheckoutBody,
    request: CartRequest,
    reference: string,
    current: PaymentAttempt,
  ): Promise<Settled | { kind: "again" }> {
    const cart = await requireCart(tx, userId, body.cartId, { lock: true });
    if (cart.cartStatus !== "UNPAID") return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    // Another request moved the cart on meanwhile: look again.
    if (cart.paymentReference !== reference) return { kind: "again" };
    if (current.status === "succeeded") {
      await completeCart(
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
      return { kind: "result", result: await paidOrRefused(tx, userId, cart.id) };
    }
    const sameWay =
      body.paymentMethod === undefined ||
      (body.paymentMethod === cart.paymentMethod && body.paymentMethodToken === undefined);
    if ((current.status === "requires_action" || current.status === "processing") && sameWay) {
      return { kind: "result", result: await pendingResult(tx, cart, current) };
    }
    // Declined, cancelled, or the buyer chose another way to pay: the next attempt starts.
    const next = { ...cart, paymentReference: null, checkoutAttempt: cart.checkoutAttempt + 1 };
    await repository.updateCart(tx, cart.id, {
      paymentReference: null,
      checkoutAttempt: next.checkoutAttempt,
      updatedAt: clock.now(),
    });
    if (body.paymentMethod !== undefined) return { kind: "again" };
    return current.status === "failed"
      ? { kind: "declined", message: current.failureMessage ?? CART_MESSAGES.declined }
      : { kind: "result", result: await canceledResult(tx, next) };
  }

  /** A payment that succeeded for a cart changed (or paid another way) while the provider answered. */
  async function refundChangedCart(tx: Executor, cart: LoadedCart, attempt: PaymentAttempt) {
    await refundStray(
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

  function returnUrl(cartId: string) {
    return `${deps.customerAppUrl}/payment/success?cartId=${cartId}`;
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
  async function checkout(userId: string, body: CheckoutBody, request: CartRequest): Promise<CheckoutResponse> {
    // Two rounds at most: a payment under way found declined or abandoned, then a new one.
    for (let round = 0; round < 2; round += 1) {
      const step = await db.transaction((tx) => planCheckout(tx, userId, body, request));
      if (step.kind === "result") return step.result;
      // The page that pressed Pay is gone (it waited for the cart's lock): nothing is charged for nobody.
      if (request.signal?.aborted) throw new DomainError("CART_CHANGED", CART_MESSAGES.callerGone);
      if (step.kind === "retrieve") {
        const current = await payments.retrievePayment(step.reference).catch(providerFailure);
        const next = await db.transaction((tx) => applyRetrieved(tx, userId, body, request, step.reference, current));
        if (next.kind === "again") continue;
        return settled(next);
      }
      const attempt = await payments
        .createPayment({
          idempotencyKey: `checkout:${step.cartId}:${step.attempt}:${step.method}:${step.amountInCents}`,
          amountInCents: step.amountInCents,
          method: step.method,
          paymentMethodToken: body.paymentMethodToken,
          returnUrl: returnUrl(step.cartId),
          metadata: { cartId: step.cartId, userId },
        })
        .catch(providerFailure);
      return settled(await db.transaction((tx) => applyAttempt(tx, userId, request, step, attempt)));
    }
    throw new DomainError("CART_CHANGED", CART_MESSAGES.changedWhilePaying);
  }

  return checkout;
}
