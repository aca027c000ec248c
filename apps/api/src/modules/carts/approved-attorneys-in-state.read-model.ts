import { attorneys, attorneyStates, live, type Executor } from "@prenup/db";
import { and, count, eq } from "drizzle-orm";

/** How many approved attorneys hold a live licence in a state. */
export type ApprovedAttorneysInStateRow = { n: number };

/** The count of approved, live attorneys licensed in the state (the attorney portal's tables). */
export function approvedAttorneysInState(executor: Executor, stateId: string): Promise<ApprovedAttorneysInStateRow[]> {
  return executor
    .select({ n: count() })
    .from(attorneyStates)
    .innerJoin(attorneys, eq(attorneys.id, attorneyStates.attorneyId))
    .where(
      and(eq(attorneyStates.stateId, stateId), live(attorneyStates), eq(attorneys.stage, "APPROVED"), live(attorneys)),
    );
}
