import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { approvedSelf, ownAttorneyId, security, tags } from "../route-access.ts";
import { attorneyParamsSchema } from "../attorney-portal.schemas.ts";
import { dashboardResponseSchema } from "./dashboard.schemas.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { getDashboard } from "./get-dashboard.ts";

export function registerDashboardRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  const ctx = deps.attorneyPortal;

  app.get(
    "/users/:id/attorneys/:aid/dashboard",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "getAttorneyDashboard",
        tags,
        summary: "Upcoming calls, clients waiting for a call, unread chat messages and payouts due",
        security,
        params: attorneyParamsSchema,
        response: { 200: dashboardResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getDashboard(ctx, ownAttorneyId(request.params)),
  );
}
