import { attorneys, attorneyStates, live, type Executor } from "@prenup/db";
import { and, eq, sql } from "drizzle-orm";

/** An approved attorney and their live licence in the state (null: not licensed there). */
export type ApprovedAttorneyLicenceRow = { id: string; licenceId: string | null };

/**
 * The approved, live attorney with this id and their live licence in the state (the attorney
 * portal's tables); with no state, no licence.
 */
export function approvedAttorneyLicence(
  executor: Executor,
  attorneyId: string,
  stateId: string | null,
): Promise<ApprovedAttorneyLicenceRow[]> {
  return executor
    .select({ id: attorneys.id, licenceId: attorneyStates.id })
    .from(attorneys)
    .leftJoin(
      attorneyStates,
      and(
        eq(attorneyStates.attorneyId, attorneys.id),
        stateId ? eq(attorneyStates.stateId, stateId) : sql`false`,
        live(attorneyStates),
      ),
    )
    .where(and(eq(attorneys.id, attorneyId), eq(attorneys.stage, "APPROVED"), live(attorneys)))
    .limit(1);
}
