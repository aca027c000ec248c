import { defineModule } from "../manifest.ts";
import { createDiscountsRepository } from "./index.ts";
import type { DiscountsContext } from "./discounts.context.ts";
import { registerDiscountsRoutes } from "./discounts.routes.ts";

export const discountsModule = defineModule<DiscountsContext>({
  name: "discounts",
  description: "the admin's coupons, promo codes and which products take discounts",
  owns: ["coupons", "discount_codes"],
  needs: ["audit", "products"],
  callsBack: ["carts"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    repository: createDiscountsRepository(db, modules.reads.carts),
    audit: modules.audit,
  }),
  routes: (app, context) => registerDiscountsRoutes(app, { discounts: context }),
});
