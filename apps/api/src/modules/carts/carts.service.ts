import { createBuyingRules } from "./buying-rules.ts";
import type { CartsDeps } from "./carts.deps.ts";
import { createCartReads } from "./carts.reads.ts";
import { createCheckout } from "./checkout.ts";
import { createPurchaseCompletion } from "./complete-purchase.ts";
import { createCartEdits } from "./edit-cart.ts";
import { createOutsidePayment } from "./outside-payment.ts";
import { createPaymentEvents } from "./payment-events.ts";

export { CART_MESSAGES } from "./carts.messages.ts";

/**
 * Carts and payments, one use case per file: the user's carts and their edits (`edit-cart.ts`),
 * checkout through the payment port (`checkout.ts`), the provider's events (`payment-events.ts`) and
 * a payment an admin records outside the gateway (`outside-payment.ts`). Every way of paying ends
 * in one completion step (`complete-purchase.ts`), under the purchase rules (`buying-rules.ts`).
 */
export function createCartsService(deps: CartsDeps) {
  const reads = createCartReads(deps);
  const rules = createBuyingRules(deps);
  const completion = createPurchaseCompletion(deps, { rules });
  const edits = createCartEdits(deps, { reads, rules });
  const events = createPaymentEvents(deps, { completion });

  return {
    ...edits,
    /** POST /users/{id}/checkout. */
    checkout: createCheckout(deps, { reads, rules, completion }),
    receivePaymentEvent: events.receivePaymentEvent,
    applyPaymentEvent: events.applyPaymentEvent,
    /** The admin's mark-paid, in the caller's transaction. */
    recordOutsidePayment: createOutsidePayment(deps, { reads, completion }),
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
