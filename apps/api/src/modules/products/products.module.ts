import { defineModule } from "../manifest.ts";
import { createProductsRepository } from "./index.ts";
import type { ProductsContext } from "./products.context.ts";
import { registerProductsRoutes } from "./products.routes.ts";

export const productsModule = defineModule<ProductsContext>({
  name: "products",
  description: "what can be bought",
  owns: ["products"],
  needs: [],
  build: ({ db }) => ({ repository: createProductsRepository(db) }),
  routes: (app, context) => registerProductsRoutes(app, { service: context }),
});
