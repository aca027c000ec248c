import { updateTemplateStateSchema } from "@prenup/domain";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { templateStateParamsSchema } from "./template-states-admin.schemas.ts";
import type { TemplatesContext } from "./templates.context.ts";
import { updateTemplateState } from "./update-template-state.ts";
import { documentTemplateStateSchema } from "./templates.schemas.ts";

/** PATCH /states/{stateId}/document-template-states/{templateId}, for admins. */
export function registerTemplateStatesAdminRoutes(
  app: ApiInstance,
  deps: { templateStatesAdmin: TemplatesContext },
): void {
  app.patch(
    "/states/:stateId/document-template-states/:templateId",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateDocumentTemplateState",
        tags: ["admin"],
        summary: "Change a template's settings for a state (audited; never undone by a re-seed)",
        security: [{ bearerAuth: [] }],
        params: templateStateParamsSchema,
        body: updateTemplateStateSchema,
        response: { 200: documentTemplateStateSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      updateTemplateState(deps.templateStatesAdmin, {
        where: request.params,
        changes: request.body,
        admin: requireCurrentUser(request),
        request: { id: request.id, ip: request.ip },
      }),
  );
}
