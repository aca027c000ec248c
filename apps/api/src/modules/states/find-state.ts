import type { State } from "@prenup/db";
import type { StatesContext } from "./states.context.ts";

/** A live state, active or not (null when there is none). */
export function findState(ctx: StatesContext, stateId: string): Promise<State | null> {
  return ctx.repository.findState(stateId);
}
