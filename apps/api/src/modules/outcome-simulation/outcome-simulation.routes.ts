import { access } from "../../access/rules.ts";
import { requireActor } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  outcomeSimulationSchema,
  simulationParamsSchema,
  simulationQuerySchema,
} from "./outcome-simulation.schemas.ts";
import type { OutcomeSimulationContext } from "./outcome-simulation.context.ts";
import { runOutcomeSimulation } from "./run-outcome-simulation.ts";

export function registerOutcomeSimulationRoutes(
  app: ApiInstance,
  deps: { outcomeSimulation: OutcomeSimulationContext },
): void {
  app.get(
    "/users/:id/documents/:docId/outcome-simulation",
    {
      config: { access: access.anyOf(access.documentParty("docId"), access.assignedAttorney("docId", "document")) },
      schema: {
        operationId: "getOutcomeSimulation",
        tags: ["outcome-simulation"],
        summary:
          "If we divorce after a number of years: each partner's outcome under the agreement and under the state's default law, for years 1 to 30",
        description:
          "Readers: both partners of the document and its assigned attorneys (read-only); anyone else gets 404. {id} is either partner. " +
          "The assumptions are optional query parameters (percent a year): assetGrowthPercent (-10 to 20, default 5), incomeGrowthPercentA and " +
          "incomeGrowthPercentB (-20 to 30, default from each partner's income history, else 3), savingsRatePercent (0 to 80 of income, default 10); " +
          "a value out of bounds → 400 naming it. The state's law comes from the state-law matrix. Property per category is a range (equal ends " +
          "where the figure is determinate; an estimate within equitableRange where the court divides by equity; what a partner owned before " +
          "the marriage at risk where a court may divide all property, premaritalAtRiskCents); support the agreement cannot hold or the state's " +
          "law decides carries no figure; estimates say why each estimate is one. A partner who has disclosed nothing is null in every year. " +
          "A document without a state → 409 SIMULATION_NOT_READY. Every figure is whole cents, exact: where the couple's amounts " +
          "with the assumptions would grow beyond what a number carries to the cent (about 90 trillion dollars), 422 " +
          "AMOUNTS_OUT_OF_RANGE says to lower the assumptions, never a rounded figure. An illustration, not legal advice.",
        security: [{ bearerAuth: [] }],
        params: simulationParamsSchema,
        querystring: simulationQuerySchema,
        response: { 200: outcomeSimulationSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      runOutcomeSimulation(deps.outcomeSimulation, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        viewer: requireActor(request),
        query: request.query,
      }),
  );
}
