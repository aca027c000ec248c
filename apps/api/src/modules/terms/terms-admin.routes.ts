import { updateTermSchema } from "@prenup/domain";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { termParamsSchema } from "./terms-admin.schemas.ts";
import type { TermsContext } from "./terms.context.ts";
import { updateTerm } from "./update-term.ts";
import { termResponseSchema } from "./terms.schemas.ts";

/** PATCH /terms/{key}/{stateId}/{documentTemplateId}, for admins. */
export function registerTermsAdminRoutes(app: ApiInstance, deps: { termsAdmin: TermsContext }): void {
  app.patch(
    "/terms/:key/:stateId/:documentTemplateId",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateTerm",
        tags: ["admin"],
        summary: "Change a term's wording for a state and template (audited; never undone by a re-seed)",
        security: [{ bearerAuth: [] }],
        params: termParamsSchema,
        body: updateTermSchema,
        response: { 200: termResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      updateTerm(deps.termsAdmin, {
        where: request.params,
        body: request.body,
        admin: requireCurrentUser(request),
        request: { id: request.id, ip: request.ip },
      }),
  );
}
