import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../http/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { markPaidResponseSchema } from "./admin-users.schemas.ts";
import type { AdminUsersService } from "./admin-users.service.ts";

export function registerAdminUsersRoutes(app: ApiInstance, deps: { adminUsers: AdminUsersService }): void {
  const service = deps.adminUsers;

  app.post(
    "/admin/users/:id/mark-paid",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminMarkPrenupPaid",
        tags: ["admin"],
        summary: "Mark the prenup of the user's active agreement paid (until payments exist)",
        description:
          "Creates a PAID cart and a SUCCESSFUL PRENUP purchase item at the product's price (no fee, no payment " +
          "method) and an audit-log row `user.mark-paid`. Idempotent: `alreadyPaid: true` with the existing item " +
          "when the prenup already counts as paid. 409 NO_DOCUMENT without an active agreement.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: markPaidResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.markPaid(request.params.id, requireCurrentUser(request), { id: request.id, ip: request.ip }),
  );
}
