import type { Database } from "@prenup/db";
import { attorneyDashboard } from "./attorney-dashboard.read-model.ts";

/** The attorney's dashboard in one statement. */
export function createDashboardRepository(db: Database) {
  return {
    async dashboard(attorneyId: string, now: Date) {
      const [row] = await attorneyDashboard(db, attorneyId, now);
      return row!;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
