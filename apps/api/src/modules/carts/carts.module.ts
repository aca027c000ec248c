import type { PaymentEvent } from "../../integrations/payments/index.ts";
import { defineModule, type ModuleExports, type ModuleReads } from "../manifest.ts";
import { cartIdsOfBuyer, cartPaymentOf, paidRedemptionsOf } from "./carts.queries.ts";
import { cartsService, createCartsRepository } from "./index.ts";
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
  uses: ["attorney-services"],
  build: ({ db, clock, payments, mail, config }, modules) => ({
    db,
    clock,
    payments,
    repository: createCartsRepository(db),
    purchaseItems: modules["purchase-items"],
    attorneyChoice: modules["attorney-services"],
    customerAppUrl: config.customerAppUrl,
    audit: modules.audit,
    inbox: modules["webhook-inbox"],
    mail,
    people: modules.users,
  }),
  exports: (context): ModuleExports["carts"] => cartsService(context),
  // The reads of its rows that the purchase items and the discounts embed.
  reads: { cartPaymentOf, cartIdsOfBuyer, paidRedemptionsOf } satisfies ModuleReads["carts"],
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

declare module "../manifest.ts" {
  interface ModuleExports {
    carts: ReturnType<typeof cartsService>;
  }
  interface ModuleReads {
    carts: {
      cartPaymentOf: typeof cartPaymentOf;
      cartIdsOfBuyer: typeof cartIdsOfBuyer;
      paidRedemptionsOf: typeof paidRedemptionsOf;
    };
  }
}
