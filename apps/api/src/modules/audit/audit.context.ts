import type { Clock } from "../../integrations/clock.ts";
import type { AuditRepository } from "./audit.repository.ts";

/** What the audit module's use cases run with, built once by its manifest's `build`. */
export type AuditContext = {
  clock: Clock;
  repository: AuditRepository;
};
