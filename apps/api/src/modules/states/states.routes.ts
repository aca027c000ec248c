import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listStatesQuerySchema, listStatesResponseSchema } from "./states.schemas.ts";
import type { StatesService } from "./states.service.ts";

export function registerStatesRoutes(app: ApiInstance, deps: { service: StatesService }): void {
  const { service } = deps;

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
    async (request) => service.listStates({ isActive: request.query.isActive }),
  );
}
