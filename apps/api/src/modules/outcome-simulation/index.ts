/**
 * The outcome simulator: "if we divorce after so many years", on the couple's own numbers. Owns no
 * table: it reads the disclosure through the financial-disclosure service, the answers and the
 * attorneys on record through the standing's context and the state's law from the state-law matrix,
 * and computes with the domain's `simulateOutcome`.
 */
export { registerOutcomeSimulationRoutes } from "./outcome-simulation.routes.ts";
export { createOutcomeSimulationService, SIMULATION_MESSAGES, type OutcomeSimulationService } from "./outcome-simulation.service.ts";
