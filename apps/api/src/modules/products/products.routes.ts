import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listProductsResponseSchema } from "./products.schemas.ts";
import { listProducts } from "./list-products.ts";
import type { ProductsContext } from "./products.context.ts";

export function registerProductsRoutes(app: ApiInstance, deps: { service: ProductsContext }): void {
  const ctx = deps.service;

  app.get(
    "/products",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listProducts",
        tags: ["reference"],
        summary: "What can be bought, with prices in cents",
        response: { 200: listProductsResponseSchema, ...errorResponses() },
      },
    },
    async () => listProducts(ctx),
  );
}
