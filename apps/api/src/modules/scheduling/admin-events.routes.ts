import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { adminEventsQuerySchema, adminEventsResponseSchema } from "./admin-events.schemas.ts";
import { adminListEvents } from "./admin-list-events.ts";
import type { SchedulingContext } from "./scheduling.context.ts";

export function registerAdminEventsRoutes(app: ApiInstance, deps: { scheduling: SchedulingContext }): void {
  const ctx = deps.scheduling;

  app.get(
    "/admin/events",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListEvents",
        tags: ["admin"],
        summary: "Attorney calls: search by attorney and customer, status and start date range; newest first, paged",
        security: [{ bearerAuth: [] }],
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => adminListEvents(ctx, request.query),
  );
}
