/**
 * The outcome simulator: "if we divorce after so many years", on the couple's own numbers. Owns no
 * table: it reads the disclosure through the financial-disclosure service, the answers and the
 * attorneys on record through the standing's context and the state's law from the state-law matrix,
 * and computes with the domain's `simulateOutcome`. Its figures are whole cents, exact: holdings and
 * assumptions that would grow beyond what a number carries to the cent answer 422
 * AMOUNTS_OUT_OF_RANGE with what to do (`SIMULATION_OUT_OF_RANGE_MESSAGE`), never a rounded figure.
 * Its one use case is `runOutcomeSimulation(ctx, input)`, which the route calls directly; the
 * 30 years run once per exact input (`simulation-cache.ts`), kept per app.
 */
export type { OutcomeSimulationContext } from "./outcome-simulation.context.ts";
export { SIMULATION_MESSAGES } from "./outcome-simulation.messages.ts";
export { createSimulationCache, type SimulationCache } from "./simulation-cache.ts";
