import type { FinancialDisclosureService } from "../financial-disclosure/index.ts";
import type { StandingService } from "../standing/index.ts";
import type { SimulationCache } from "./simulation-cache.ts";

/**
 * What the outcome simulator runs with (`runOutcomeSimulation(ctx, input)`), built once by the
 * composition root: the disclosure's read and the standing's context. It owns no table.
 */
export type OutcomeSimulationContext = {
  financialDisclosure: Pick<FinancialDisclosureService, "simulationDisclosure">;
  standing: Pick<StandingService, "loadContext">;
  /** The simulations kept per exact input (`simulation-cache.ts`). */
  simulations: SimulationCache;
};
