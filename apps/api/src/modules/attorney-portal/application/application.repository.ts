import { attorneyStates, type Executor } from "@prenup/db";
import { eq } from "drizzle-orm";

/** The application's own writes: the attorney's licences. */
export function createApplicationRepository() {
  return {
    /** Replaces the licences with `licences`, in their order (one delete, one insert). */
    async replaceLicences(executor: Executor, attorneyId: string, licences: readonly { stateId: string; barLicenseNum: string }[], actorId: string) {
      await executor.delete(attorneyStates).where(eq(attorneyStates.attorneyId, attorneyId));
      if (licences.length === 0) return;
      await executor.insert(attorneyStates).values(
        licences.map((licence, order) => ({ attorneyId, stateId: licence.stateId, barLicenseNum: licence.barLicenseNum, order, createdById: actorId, updatedById: actorId })),
      );
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
