import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { approvedSelf, ownAttorneyId, security, tags } from "../route-access.ts";
import { attorneyParamsSchema } from "../attorney-portal.schemas.ts";
import { payoutsQuerySchema, payoutsResponseSchema } from "./payouts.schemas.ts";
import type { PayoutsService } from "./payouts.service.ts";

export function registerPayoutsRoutes(app: ApiInstance, deps: { service: PayoutsService }): void {
  const { service } = deps;

  app.get(
    "/users/:id/attorneys/:aid/payouts",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "listAttorneyPayouts",
        tags,
        summary:
          "The attorney's sold services, each with its status and what was earned, refunded, due, paid and held, and the totals over all of them",
        security,
        params: attorneyParamsSchema,
        querystring: payoutsQuerySchema,
        response: { 200: payoutsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listPayouts(ownAttorneyId(request.params), request.query),
  );
}
