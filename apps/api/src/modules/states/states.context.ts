import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { StatesAdminRepository } from "./states-admin.repository.ts";
import type { StatesRepository } from "./states.repository.ts";

/**
 * What every use case of the states module runs with: built once by its manifest's `build` and
 * passed as the first argument (`listStates(ctx, filter)`).
 */
export type StatesContext = {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  /** The states' reads. */
  repository: StatesRepository;
  /** The admin's list (inactive states included) and edits. */
  adminRepository: StatesAdminRepository;
};
