import { defineModule, type ModuleExports } from "../manifest.ts";
import { createPurchaseItemsRepository, purchaseItemsService } from "./index.ts";
import type { PurchaseItemsContext } from "./purchase-items.context.ts";
import { registerPurchaseItemsRoutes } from "./purchase-items.routes.ts";

export const purchaseItemsModule = defineModule<PurchaseItemsContext>({
  name: "purchase-items",
  description: "what a user has bought: refunds, payouts, attorney assignment, provider refunds and disputes",
  owns: ["purchase_items", "refunds", "payouts"],
  needs: ["attorney-portal", "audit", "documents", "law-firms", "products", "states", "users"],
  uses: ["attorney-services"],
  callsBack: ["carts"],
  build: ({ db, clock, payments, mail, config }, modules) => {
    const { documents } = modules;
    const attorneyServices = modules["attorney-services"];
    return {
      db,
      clock,
      payments,
      repository: createPurchaseItemsRepository(db, modules.reads.carts),
      users: modules.users,
      audit: modules.audit,
      mail,
      customerAppUrl: config.customerAppUrl,
      // Choosing an attorney for a purchase: the attorney-services rules check it, the document's row
      // records a representing attorney on the user's side of the agreement.
      attorneyAssignment: {
        attorneyChoiceProblem: (executor, input) => attorneyServices.attorneyChoiceProblem(executor, input),
        assignRepresentingAttorney: (input, executor) => documents.records.assignRepresentingAttorney(input, executor),
      },
    };
  },
  exports: (context): ModuleExports["purchase-items"] => purchaseItemsService(context),
  routes: (app, context) => registerPurchaseItemsRoutes(app, { purchaseItems: context }),
});

declare module "../manifest.ts" {
  interface ModuleExports {
    "purchase-items": ReturnType<typeof purchaseItemsService>;
  }
}
