import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listPurchaseItemsQuerySchema, listPurchaseItemsResponseSchema } from "./purchase-items.schemas.ts";
import type { PurchaseItemsService } from "./purchase-items.service.ts";

export function registerPurchaseItemsRoutes(app: ApiInstance, deps: { service: PurchaseItemsService }): void {
  const { service } = deps;

  app.get(
    "/users/:id/purchase-items",
    {
      config: { access: access.anyOf(access.self(), access.admin()) },
      schema: {
        operationId: "listUserPurchaseItems",
        tags: ["purchases"],
        summary: "What the user has bought, including the shared prenup their partner paid for",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        querystring: listPurchaseItemsQuerySchema,
        response: { 200: listPurchaseItemsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listUserPurchaseItems(request.params.id, { category: request.query.category }),
  );
}
