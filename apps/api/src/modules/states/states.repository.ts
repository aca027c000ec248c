import { states, type Database } from "@prenup/db";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { StateResponse } from "./states.schemas.ts";

export function createStatesRepository(db: Database) {
  return {
    /** Live states ordered by name, optionally only the active or inactive ones. */
    async listStates(filter: { isActive?: boolean | undefined }): Promise<StateResponse[]> {
      return db
        .select({
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
        })
        .from(states)
        .where(
          and(isNull(states.deletedAt), filter.isActive === undefined ? undefined : eq(states.isActive, filter.isActive)),
        )
        .orderBy(asc(states.name));
    },
  };
}

export type StatesRepository = ReturnType<typeof createStatesRepository>;
