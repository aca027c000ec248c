import type { StatesRepository } from "./states.repository.ts";

export function createStatesService(deps: { repository: StatesRepository }) {
  return {
    listStates: (filter: { isActive?: boolean | undefined }) => deps.repository.listStates(filter),
    /** A live state, active or not (null when there is none). */
    findState: (stateId: string) => deps.repository.findState(stateId),
  };
}

export type StatesService = ReturnType<typeof createStatesService>;
