/**
 * Carts, promo codes, checkout and the payment provider's events. One use case per file, each a
 * function of the module's context and its input (`checkout(ctx, input)`); the routes call them
 * directly.
 */
import type { InboxClaim } from "../webhook-inbox/index.ts";
import type { PaymentEvent } from "../../integrations/payments/payment-port.ts";
import type { CartsContext } from "./carts.context.ts";
import { recordOutsidePayment } from "./outside-payment.ts";
import { applyPaymentEvent } from "./payment-events.ts";

export { CART_MESSAGES } from "./carts.messages.ts";
export type { CartsContext } from "./carts.context.ts";
export { createCartsRepository } from "./carts.repository.ts";

/**
 * What other modules call, on the context its manifest built: each name is the use case
 * of the same name (`outside-payment.ts`, `payment-events.ts`).
 */
export function cartsService(ctx: CartsContext) {
  return {
    /** The admin's mark-paid, in the caller's transaction. */
    recordOutsidePayment: (
      tx: Parameters<typeof recordOutsidePayment>[1],
      input: Parameters<typeof recordOutsidePayment>[2],
    ) => recordOutsidePayment(ctx, tx, input),
    /** A provider event from the webhook inbox's job. */
    applyPaymentEvent: (event: PaymentEvent, claim?: InboxClaim) => applyPaymentEvent(ctx, event, claim),
  };
}

export type CartsService = ReturnType<typeof cartsService>;
