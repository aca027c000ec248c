import { eq, getTableColumns } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { attorneyStates, states } from "../schema/index.ts";

/** An attorney's licences in their order, each with its state's row (tests reading what a seed or factory stored). */
export function attorneyLicences(db: Executor, attorneyId: string) {
  return db
    .select({ ...getTableColumns(attorneyStates), state: states })
    .from(attorneyStates)
    .innerJoin(states, eq(states.id, attorneyStates.stateId))
    .where(eq(attorneyStates.attorneyId, attorneyId))
    .orderBy(attorneyStates.order);
}
