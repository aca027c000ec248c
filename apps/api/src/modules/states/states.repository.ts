import { live, states, type Database, type State } from "@prenup/db";
import { and, asc, eq } from "drizzle-orm";
import type { StateResponse } from "./states.schemas.ts";

/** A state as the API answers it (GET /states and the admin's state list and edits). */
export const stateColumns = {
  id: states.id,
  countryId: states.countryId,
  name: states.name,
  abbreviation: states.abbreviation,
  isActive: states.isActive,
  icon: states.icon,
  termForState: states.termForState,
  allowsOnlineNotary: states.allowsOnlineNotary,
  notaryBlockText: states.notaryBlockText,
  distributionLaw: states.distributionLaw,
  embryoRepRequired: states.embryoRepRequired,
  spousalSupportLaw: states.spousalSupportLaw,
  attorneySupport: states.attorneySupport,
};

export function createStatesRepository(db: Database) {
  return {
    /** A live state, active or not. */
    async findState(stateId: string): Promise<State | null> {
      const [row] = await db
        .select()
        .from(states)
        .where(and(eq(states.id, stateId), live(states)))
        .limit(1);
      return row ?? null;
    },

    /** Live states ordered by name, optionally only the active or inactive ones. */
    async listStates(filter: { isActive?: boolean | undefined }): Promise<StateResponse[]> {
      return db
        .select(stateColumns)
        .from(states)
        .where(and(live(states), filter.isActive === undefined ? undefined : eq(states.isActive, filter.isActive)))
        .orderBy(asc(states.name));
    },
  };
}

export type StatesRepository = ReturnType<typeof createStatesRepository>;
