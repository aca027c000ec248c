import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance, ModuleDeps } from "../../http/types.ts";
import { createProductsRepository } from "./products.repository.ts";
import { listProductsResponseSchema } from "./products.schemas.ts";
import { createProductsService } from "./products.service.ts";

export function registerProductsRoutes(app: ApiInstance, deps: ModuleDeps): void {
  const service = createProductsService({ repository: createProductsRepository(deps.db) });

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
    async () => service.listProducts(),
  );
}
