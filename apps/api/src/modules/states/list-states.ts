import type { StatesContext } from "./states.context.ts";
import type { StateResponse } from "./states.schemas.ts";

/** GET /states: live states ordered by name, optionally only the active or inactive ones. */
export function listStates(ctx: StatesContext, filter: { isActive?: boolean | undefined }): Promise<StateResponse[]> {
  return ctx.repository.listStates(filter);
}
