import { defineModule } from "../manifest.ts";
import type { DiscountsContext } from "./discounts.context.ts";
import { registerDiscountsRoutes } from "./discounts.routes.ts";

export const discountsModule = defineModule<DiscountsContext>({
  name: "discounts",
  description: "the admin's coupons, promo codes and which products take discounts",
  owns: ["coupons", "discount_codes"],
  needs: ["audit", "products"],
  routes: (app, context) => registerDiscountsRoutes(app, { discounts: context }),
});
