import type { PaymentEvent } from "../../integrations/payments/index.ts";
import { defineModule } from "../manifest.ts";
import type { CartsContext } from "./carts.context.ts";
import { registerCartsRoutes } from "./carts.routes.ts";
import { applyPaymentEvent } from "./payment-events.ts";

export const cartsModule = defineModule<CartsContext>({
  name: "carts",
  description: "carts, promo codes, checkout, the payment provider's events",
  owns: ["carts", "cart_items", "payment_events", "local_gateway_records"],
  needs: [
    "attorney-portal",
    "audit",
    "discounts",
    "documents",
    "products",
    "purchase-items",
    "states",
    "users",
    "webhook-inbox",
  ],
  routes: (app, context, platform) =>
    registerCartsRoutes(app, {
      carts: context,
      payments: platform.payments,
      localGateway: platform.localGateway,
      customerAppUrl: platform.config.customerAppUrl,
    }),
  inbox: {
    provider: "payments",
    apply: (context, event, claim) => applyPaymentEvent(context, event as PaymentEvent, claim),
  },
});
