import { access } from "../../access/rules.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { listTermsQuerySchema, listTermsResponseSchema } from "./terms.schemas.ts";
import { listTerms } from "./list-terms.ts";
import type { TermsContext } from "./terms.context.ts";

export function registerTermsRoutes(app: ApiInstance, deps: { service: TermsContext }): void {
  const ctx = deps.service;

  app.get(
    "/terms",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listTerms",
        tags: ["reference"],
        summary: "The wording that applies to a state and/or document template",
        description:
          "One term per key: the one for the given state and template if it exists, else the state's, " +
          "else the template's, else the general one. Without filters, the general terms.",
        querystring: listTermsQuerySchema,
        response: { 200: listTermsResponseSchema, ...errorResponses() },
      },
    },
    async (request) => listTerms(ctx, request.query),
  );
}
