import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { approvedSelf, ownAttorneyId, security, tags } from "../route-access.ts";
import { attorneyParamsSchema } from "../attorney-portal.schemas.ts";
import { payoutsQuerySchema, payoutsResponseSchema } from "./payouts.schemas.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { listPayouts } from "./list-payouts.ts";

export function registerPayoutsRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  const ctx = deps.attorneyPortal;

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
    async (request) => listPayouts(ctx, ownAttorneyId(request.params), request.query),
  );
}
