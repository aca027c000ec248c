import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { getStanding } from "./get-standing.ts";
import type { StandingContext } from "./standing.context.ts";
import { standingResponseSchema, toStandingResponse } from "./standing.schemas.ts";

export function registerStandingRoutes(app: ApiInstance, deps: { standing: StandingContext }): void {
  app.get(
    "/users/:id/standing",
    {
      config: { access: access.anyOf(access.self(), access.assignedAttorney("id", "user"), access.admin()) },
      schema: {
        operationId: "getStanding",
        tags: ["standing"],
        summary: "The user's standing in their agreement: paid, gates, progress, sections, notarization",
        description:
          "Every fact the customer screens gate on, computed once on the server with the domain rules: prenup and " +
          "notarization paid, representation of both partners, the questionnaire's sections with status and lock, " +
          "whether it is blocked and where /questionnaire resumes, alignment, financials, the document's states, the " +
          "progress step and label, the menu gates, what blocks notarization, and the attorney-services button.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: standingResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => toStandingResponse(await getStanding(deps.standing, request.params.id)),
  );
}
