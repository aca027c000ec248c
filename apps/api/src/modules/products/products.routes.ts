import { updateProductSchema } from "@prenup/domain";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listProductsResponseSchema, productResponseSchema } from "./products.schemas.ts";
import { listProducts } from "./list-products.ts";
import type { ProductsContext } from "./products.context.ts";
import { updateProduct } from "./update-product.ts";

export function registerProductsRoutes(app: ApiInstance, deps: { service: ProductsContext }): void {
  const ctx = deps.service;

  app.get(
    "/products",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listProducts",
        tags: ["reference"],
        summary: "What can be bought, with prices in cents (those not on sale included: isActive false)",
        response: { 200: listProductsResponseSchema, ...errorResponses() },
      },
    },
    async () => listProducts(ctx),
  );

  app.patch(
    "/products/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateProduct",
        tags: ["admin"],
        summary: "Change a product's name, description, price, sale or discounts (audited; never undone by a re-seed)",
        description:
          "Any of title, description, priceInCents (50 to 1,000,000), isActive, discountsAllowed. Carts are charged " +
          "the price of the day they are paid; each purchase keeps what was paid.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: updateProductSchema,
        response: { 200: productResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      updateProduct(ctx, request.params.id, request.body, requireCurrentUser(request), {
        id: request.id,
        ip: request.ip,
      }),
  );
}
