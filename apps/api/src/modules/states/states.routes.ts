import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listStates } from "./list-states.ts";
import type { StatesContext } from "./states.context.ts";
import { listStatesQuerySchema, listStatesResponseSchema } from "./states.schemas.ts";

export function registerStatesRoutes(app: ApiInstance, deps: { states: StatesContext }): void {
  app.get(
    "/states",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listStates",
        tags: ["reference"],
        summary: "States with their legal facts, ordered by name",
        querystring: listStatesQuerySchema,
        response: { 200: listStatesResponseSchema, ...errorResponses() },
      },
    },
    async (request) => listStates(deps.states, { isActive: request.query.isActive }),
  );
}
