import { defineModule } from "../manifest.ts";
import { createProductsRepository } from "./index.ts";
import type { ProductsContext } from "./products.context.ts";
import { registerProductsRoutes } from "./products.routes.ts";

export const productsModule = defineModule<ProductsContext>({
  name: "products",
  description: "what can be bought, with the admin's edits of names, prices and sale (audited)",
  owns: ["products"],
  needs: ["audit"],
  build: ({ db, clock }, modules) => ({ db, clock, audit: modules.audit, repository: createProductsRepository(db) }),
  routes: (app, context) => registerProductsRoutes(app, { service: context }),
});
