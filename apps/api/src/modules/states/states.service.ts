import type { StatesRepository } from "./states.repository.ts";

export function createStatesService(deps: { repository: StatesRepository }) {
  return {
    listStates: (filter: { isActive?: boolean | undefined }) => deps.repository.listStates(filter),
  };
}
