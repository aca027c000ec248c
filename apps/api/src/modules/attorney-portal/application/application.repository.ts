import { attorneyStates, live, type Executor } from "@prenup/db";
import { eq, sql } from "drizzle-orm";
import { selectRows } from "../sql-rows.ts";

/** The application's own writes: the attorney's licences and the booking links of their services. */
export function createApplicationRepository() {
  return {
    /** Replaces the licences with `licences`, in their order (one delete, one insert). */
    async replaceLicences(
      executor: Executor,
      attorneyId: string,
      licences: readonly { stateId: string; barLicenseNum: string }[],
      actorId: string,
    ) {
      await executor.delete(attorneyStates).where(eq(attorneyStates.attorneyId, attorneyId));
      if (licences.length === 0) return;
      await executor.insert(attorneyStates).values(
        licences.map((licence, order) => ({
          attorneyId,
          stateId: licence.stateId,
          barLicenseNum: licence.barLicenseNum,
          order,
          createdById: actorId,
          updatedById: actorId,
        })),
      );
    },

    /**
     * Sets the booking link of one of the attorney's offered services, in one statement: the row
     * locked, changed, and its link before the change returned (none: not their service).
     */
    async setBookingLink(
      executor: Executor,
      attorneyId: string,
      serviceId: string,
      bookingLink: string | null,
      now: Date,
    ) {
      const [row] = await selectRows<{ id: string; before: string | null }>(
        executor,
        sql`with old as (
              select id, booking_link from attorney_services
               where id = ${serviceId}::uuid and attorney_id = ${attorneyId}::uuid and ${live()}
               for update)
            update attorney_services s
               set booking_link = ${bookingLink}, updated_at = ${now}, updated_by_id = ${attorneyId}::uuid
              from old
             where s.id = old.id
         returning s.id, old.booking_link as before`,
      );
      return row ?? null;
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
