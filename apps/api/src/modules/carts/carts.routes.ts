import { DomainError, formatCents, PAYMENT_METHODS } from "@prenup/domain";
import escapeHtml from "escape-html";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { clientGoneSignal } from "../../http/client-gone.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import { sendStandInPage } from "../../http/stand-in-page.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { LocalPaymentGateway } from "../../integrations/payments/local.ts";
import { PaymentSignatureError, type PaymentPort } from "../../integrations/payments/payment-port.ts";
import {
  addCartItemBodySchema,
  cartItemParamsSchema,
  cartParamsSchema,
  cartResponseSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  createCartBodySchema,
  listCartsQuerySchema,
  listCartsResponseSchema,
  paymentsConfigResponseSchema,
  promoCodeBodySchema,
  updateCartItemBodySchema,
  webhookResponseSchema,
} from "./carts.schemas.ts";
import type { CartsContext } from "./carts.context.ts";
import { checkout } from "./checkout.ts";
import {
  addItem,
  applyPromoCode,
  getCart,
  listCarts,
  openCart,
  removeItem,
  removePromoCode,
  updateItem,
} from "./edit-cart.ts";
import { applyPaymentEvent, receivePaymentEvent } from "./payment-events.ts";

const security = [{ bearerAuth: [] }];
const tags = ["carts"];
const EDIT_RULES =
  "Only the cart's owner edits it, and only while it is UNPAID (409 CART_NOT_EDITABLE). Prices come from the server. " +
  "A change abandons a payment under way (its amount may change).";

export function registerCartsRoutes(
  app: ApiInstance,
  deps: {
    /** The module's context: each handler calls its use case with it. */
    carts: CartsContext;
    payments: PaymentPort;
    localGateway: LocalPaymentGateway | null;
    customerAppUrl: string;
  },
): void {
  const ctx = deps.carts;

  app.get(
    "/users/:id/carts",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "listCarts",
        tags,
        summary: "The user's carts, newest first; transactionStatus=pending gives the open one",
        security,
        params: idParamsSchema,
        querystring: listCartsQuerySchema,
        response: { 200: listCartsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listCarts(ctx, { userId: request.params.id, status: request.query.transactionStatus }),
  );

  app.post(
    "/users/:id/carts",
    {
      config: { access: access.self() },
      schema: {
        operationId: "createCart",
        tags,
        summary: "Open a cart (UNPAID); answers the open cart when there is one (200) instead of a second (201)",
        security,
        params: idParamsSchema,
        body: createCartBodySchema,
        response: { 200: cartResponseSchema, 201: cartResponseSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const { created, cart } = await openCart(ctx, request.params.id);
      return reply.code(created ? 201 : 200).send(cart);
    },
  );

  app.get(
    "/users/:id/carts/:cartId",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "getCart",
        tags,
        summary: "A cart with its items and totals (paid carts: what was paid)",
        security,
        params: cartParamsSchema,
        response: { 200: cartResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getCart(ctx, { userId: request.params.id, cartId: request.params.cartId }),
  );

  app.post(
    "/users/:id/carts/:cartId/cart-items",
    {
      config: { access: access.self() },
      schema: {
        operationId: "addCartItem",
        tags,
        summary: "Put a product in the cart (or set its quantity when it is there already)",
        description:
          `${EDIT_RULES} Quantities follow the rules (shared products once per couple, Representation up to one per partner ` +
          "and no more than the attorneys available, Q&A one at a time); a product that cannot be bought → 409 PRODUCT_NOT_AVAILABLE " +
          "with the reason. Adding Representation removes Notarization from the cart (it comes after the attorney's review).",
        security,
        params: cartParamsSchema,
        body: addCartItemBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) => addItem(ctx, { userId: request.params.id, cartId: request.params.cartId, body: request.body }),
  );

  app.patch(
    "/users/:id/carts/:cartId/cart-items/:itemId",
    {
      config: { access: access.self() },
      schema: {
        operationId: "updateCartItem",
        tags,
        summary: "Change an item's quantity or chosen attorney",
        description: EDIT_RULES,
        security,
        params: cartItemParamsSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses(401, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      updateItem(ctx, {
        userId: request.params.id,
        cartId: request.params.cartId,
        itemId: request.params.itemId,
        body: request.body,
      }),
  );

  app.delete(
    "/users/:id/carts/:cartId/cart-items/:itemId",
    {
      config: { access: access.self() },
      schema: {
        operationId: "removeCartItem",
        tags,
        summary: "Take an item out of the cart",
        description: EDIT_RULES,
        security,
        params: cartItemParamsSchema,
        response: { 200: cartResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      removeItem(ctx, { userId: request.params.id, cartId: request.params.cartId, itemId: request.params.itemId }),
  );

  app.post(
    "/users/:id/carts/:cartId/promo-codes",
    {
      config: { access: access.self() },
      schema: {
        operationId: "applyPromoCode",
        tags,
        summary: "Apply a promo code (case and spaces ignored)",
        description: `${EDIT_RULES} An unknown, inactive, expired or used-up code, or one that applies to nothing in the cart → 422 PROMO_CODE_INVALID with the reason.`,
        security,
        params: cartParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses(401, 403, 404, 409, 415, 422) },
      },
    },
    async (request) =>
      applyPromoCode(ctx, {
        userId: request.params.id,
        cartId: request.params.cartId,
        promoCode: request.body.promoCode,
      }),
  );

  app.delete(
    "/users/:id/carts/:cartId/promo-codes",
    {
      config: { access: access.self() },
      schema: {
        operationId: "removePromoCode",
        tags,
        summary: "Remove the cart's promo code",
        description: EDIT_RULES,
        security,
        params: cartParamsSchema,
        response: { 200: cartResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => removePromoCode(ctx, { userId: request.params.id, cartId: request.params.cartId }),
  );

  app.post(
    "/users/:id/checkout",
    {
      config: { access: access.self() },
      schema: {
        operationId: "checkout",
        tags,
        summary: "Pay for a cart",
        description:
          "Idempotent: a cart is charged at most once whatever the retries or concurrent requests; a paid cart answers its " +
          "purchases. Its purchase items are created in the transaction that marks it PAID. A decline → 402 PAYMENT_DECLINED " +
          "with the provider's message (nothing created); the provider unreachable → 503 PAYMENT_UNAVAILABLE. requires_action: " +
          "send the buyer to redirectUrl, then call again without paymentMethod to finish. A promo code that stopped being " +
          "valid → 422 PROMO_CODE_INVALID; a product that can no longer be bought → 409 PRODUCT_NOT_AVAILABLE.",
        security,
        params: idParamsSchema,
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema, ...errorResponses(401, 402, 403, 404, 409, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      requireCurrentUser(request);
      return checkout(ctx, {
        userId: request.params.id,
        body: request.body,
        request: { id: request.id, ip: request.ip, signal: clientGoneSignal(reply) },
      });
    },
  );

  app.get(
    "/payments/config",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "getPaymentsConfig",
        tags,
        summary: "Which payment provider the payment screen talks to, and its public key",
        response: { 200: paymentsConfigResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ ...deps.payments.publicConfig, methods: [...PAYMENT_METHODS] }),
  );

  // Provider webhooks are verified over the exact bytes received, so this scope keeps bodies raw.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      "/stripe/webhook",
      {
        config: { access: access.anonymous() },
        schema: {
          operationId: "receivePaymentWebhook",
          tags,
          summary:
            "Payment provider events (signed; each stored once and applied once, in any order, by a background job)",
          description:
            "A verified event is stored in the webhook inbox with the job that applies it, and the answer comes at once; `duplicate` is true when the event was received before (nothing more happens). A failed application is retried by the job with backoff. A missing, wrong or stale (over 300 s) signature → 400 PAYMENT_SIGNATURE_INVALID and nothing is stored.",
          response: { 200: webhookResponseSchema, ...errorResponses() },
        },
      },
      async (request) => {
        const body = request.body;
        const signature = request.headers["stripe-signature"];
        let event;
        try {
          event = deps.payments.parseEvent(
            Buffer.isBuffer(body) ? body : Buffer.alloc(0),
            typeof signature === "string" ? signature : undefined,
          );
        } catch (error) {
          if (error instanceof PaymentSignatureError)
            throw new DomainError("PAYMENT_SIGNATURE_INVALID", "The event's signature does not verify.", {
              cause: error,
            });
          throw error;
        }
        const { duplicate } = await receivePaymentEvent(ctx, event);
        return { received: true as const, duplicate };
      },
    );

    const gateway = deps.localGateway;
    if (!gateway) return;
    const referenceParams = z.object({
      reference: z.string().regex(/^lpi_[0-9a-f]{24}$/, { error: "Unknown payment" }),
    });

    scope.get(
      "/payments/local/:reference",
      { config: { access: access.anonymous() }, schema: { hide: true, params: referenceParams } },
      async (request, reply) => {
        const payment = await gateway.describe(request.params.reference);
        if (!payment) throw new DomainError("NOT_FOUND", "Unknown payment");
        const amount = formatCents(payment.amountInCents);
        const pending = payment.status === "requires_action";
        const action = (decision: string, label: string) =>
          `<form method="post" action="/payments/local/${escapeHtml(request.params.reference)}/${decision}"><button type="submit" class="${decision}">${label}</button></form>`;
        // Approve and Cancel answer with a redirect back to the customer app (another origin):
        // the page's form-action allows it, as a bank's page would.
        return sendStandInPage(reply, {
          title: "Local payment gateway",
          returnTo: deps.customerAppUrl,
          extraStyle:
            "form{display:inline-block;margin-right:.5rem}button.cancel{background:#fff;color:#1b1f24;border-color:#8c959f}",
          main:
            `<h1>Local payment gateway</h1><p>${escapeHtml(payment.method === "CARD" ? "Confirm this card payment" : `Pay with ${payment.method}`)}: <strong>${escapeHtml(amount)}</strong></p>` +
            (pending
              ? action("approve", "Approve payment") + action("cancel", "Cancel")
              : `<p>This payment is ${escapeHtml(payment.status)}.</p><p><a href="${escapeHtml(payment.returnUrl)}">Back to the shop</a></p>`) +
            `<p class="note">This page stands in for the bank's or the pay-later provider's own page while the API runs with its embedded payment gateway. No money moves.</p>`,
        });
      },
    );

    scope.post(
      "/payments/local/:reference/:decision",
      {
        config: { access: access.anonymous() },
        schema: { hide: true, params: referenceParams.extend({ decision: z.enum(["approve", "cancel"]) }) },
      },
      async (request, reply) => {
        const decided = await gateway.decide(request.params.reference, request.params.decision);
        if (!decided) throw new DomainError("NOT_FOUND", "Unknown payment");
        await applyPaymentEvent(ctx, decided.event);
        return reply.redirect(decided.returnUrl, 303);
      },
    );
  });
}
