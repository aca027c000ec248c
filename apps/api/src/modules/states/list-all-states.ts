import type { StatesContext } from "./states.context.ts";
import type { StateResponse } from "./states.schemas.ts";

/** GET /states/admin: every live state, inactive ones included, ordered by name. */
export function listAllStates(ctx: StatesContext): Promise<StateResponse[]> {
  return ctx.adminRepository.listAll();
}
