import { defineModule } from "../manifest.ts";
import { createSimulationCache } from "./index.ts";
import type { OutcomeSimulationContext } from "./outcome-simulation.context.ts";
import { registerOutcomeSimulationRoutes } from "./outcome-simulation.routes.ts";

export const outcomeSimulationModule = defineModule<OutcomeSimulationContext>({
  name: "outcome-simulation",
  description:
    "\"if we divorce after so many years\": each partner's outcome under the agreement and under the state's default law, years 1–30, from the disclosure's read, the standing's context (answers, attorneys on record) and the state's row of the state-law matrix (owns no table; the rule is the domain's `simulateOutcome`, each estimate with its reason)",
  owns: [],
  needs: ["financial-disclosure", "standing"],
  build: (_, modules) => ({
    financialDisclosure: modules["financial-disclosure"],
    standing: modules.standing,
    simulations: createSimulationCache(),
  }),
  routes: (app, context) => registerOutcomeSimulationRoutes(app, { outcomeSimulation: context }),
});
