/**
 * Live and inactive states with their legal facts, and the admin's edits of them; the public law
 * behind a state's agreement (GET /states/{stateId}/law: every rule of its row of the state-law
 * matrix, read from content, not the database). One use case per file, each a function of the
 * module's context and its input (`listStates(ctx, filter)`); the routes call them directly.
 */
import { findState } from "./find-state.ts";
import type { StatesContext } from "./states.context.ts";

export type { StatesContext } from "./states.context.ts";
export { createStatesRepository } from "./states.repository.ts";
export { stateLawRuleSchema, stateResponseSchema, type StateResponse } from "./states.schemas.ts";
// Admin edits.
export { createStatesAdminRepository } from "./states-admin.repository.ts";

/**
 * What other modules call (the documents' state choice, the questionnaire's state preview), on the
 * context its manifest built: each name is the use case of the same name.
 */
export function statesService(ctx: StatesContext) {
  return {
    findState: (stateId: string) => findState(ctx, stateId),
  };
}

export type StatesService = ReturnType<typeof statesService>;
