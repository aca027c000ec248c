import { defineModule } from "../manifest.ts";
import type { ProductsContext } from "./products.context.ts";
import { registerProductsRoutes } from "./products.routes.ts";

export const productsModule = defineModule<ProductsContext>({
  name: "products",
  description: "what can be bought",
  owns: ["products"],
  needs: [],
  routes: (app, context) => registerProductsRoutes(app, { service: context }),
});
