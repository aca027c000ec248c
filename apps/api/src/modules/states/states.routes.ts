import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance, ModuleDeps } from "../../http/types.ts";
import { createStatesRepository } from "./states.repository.ts";
import { listStatesQuerySchema, listStatesResponseSchema } from "./states.schemas.ts";
import { createStatesService } from "./states.service.ts";

export function registerStatesRoutes(app: ApiInstance, deps: ModuleDeps): void {
  const service = createStatesService({ repository: createStatesRepository(deps.db) });

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
