import { defineModule } from "../manifest.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import { registerPurchaseItemsRoutes } from "./purchase-items.routes.ts";

export const purchaseItemsModule = defineModule<PurchaseItemsContext>({
  name: "purchase-items",
  description: "what a user has bought: refunds, payouts, attorney assignment, provider refunds and disputes",
  owns: ["purchase_items", "refunds", "payouts"],
  needs: ["attorney-portal", "audit", "documents", "law-firms", "products", "states", "users"],
  routes: (app, context) => registerPurchaseItemsRoutes(app, { purchaseItems: context }),
});
