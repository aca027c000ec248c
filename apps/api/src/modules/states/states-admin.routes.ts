import { updateStateSchema } from "@prenup/domain";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listAllStates } from "./list-all-states.ts";
import type { StatesContext } from "./states.context.ts";
import { listStatesResponseSchema, stateResponseSchema } from "./states.schemas.ts";
import { updateState } from "./update-state.ts";

/** GET /states/admin (all, inactive included) and PATCH /states/{id}, for admins. */
export function registerStatesAdminRoutes(app: ApiInstance, deps: { statesAdmin: StatesContext }): void {
  app.get(
    "/states/admin",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "listStatesForAdmin",
        tags: ["admin"],
        summary: "Every state, inactive ones included, ordered by name",
        security: [{ bearerAuth: [] }],
        response: { 200: listStatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listAllStates(deps.statesAdmin),
  );
  app.patch(
    "/states/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateState",
        tags: ["admin"],
        summary: "Change a state's flags and texts (audited; never undone by a re-seed)",
        description:
          "Any of isActive, allowsOnlineNotary, notaryBlockText, termForState, distributionLaw, embryoRepRequired, " +
          "spousalSupportLaw, attorneySupport. New generations and the couples' screens use the new values.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: updateStateSchema,
        response: { 200: stateResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      updateState(deps.statesAdmin, request.params.id, request.body, requireCurrentUser(request), {
        id: request.id,
        ip: request.ip,
      }),
  );
}
