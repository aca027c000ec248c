/**
 * The outcome simulator: "if we divorce after N years", on the couple's own numbers. Owns no table:
 * it reads the disclosure through the financial-disclosure service and the answers through the
 * standing's context, and computes with the domain's `simulateOutcome`.
 */
export { registerOutcomeSimulationRoutes } from "./outcome-simulation.routes.ts";
export { createOutcomeSimulationService, SIMULATION_MESSAGES, type OutcomeSimulationService } from "./outcome-simulation.service.ts";
