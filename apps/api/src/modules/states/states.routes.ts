import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { getStateLaw } from "./get-state-law.ts";
import { listStates } from "./list-states.ts";
import type { StatesContext } from "./states.context.ts";
import {
  listStatesQuerySchema,
  listStatesResponseSchema,
  stateLawParamsSchema,
  stateLawResponseSchema,
} from "./states.schemas.ts";

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

  app.get(
    "/states/:stateId/law",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "getStateLaw",
        tags: ["states"],
        summary: "The law behind the agreement in one state: every rule the product applies there",
        description:
          "Public. {stateId} is the jurisdiction's postal abbreviation (any case); an unknown one answers 404 " +
          "STATE_NOT_FOUND. One rule per cell of the state's row of the state-law matrix, grouped by topic: its " +
          "plain sentence, citation and confidence; a VERIFIED rule was read in the state's own statute or case and " +
          "carries the quote, the page it was read on (source) and the day (readOn), an UNVERIFIED one has them null. " +
          "Read from the product's content, not the database.",
        params: stateLawParamsSchema,
        response: { 200: stateLawResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => getStateLaw(request.params.stateId),
  );
}
