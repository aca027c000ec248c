import type { Clock } from "../../integrations/clock.ts";
import type { AuditRepository } from "./audit.repository.ts";

/** What the audit module's use cases run with, built once by the composition root. */
export type AuditContext = {
  clock: Clock;
  repository: AuditRepository;
};
