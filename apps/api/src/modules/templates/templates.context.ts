import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { TemplateStatesAdminRepository } from "./template-states-admin.repository.ts";
import type { TemplatesRepository } from "./templates.repository.ts";

/**
 * What every use case of the templates module runs with: built once by its manifest's `build` and
 * passed as the first argument (`listTemplateStates(ctx, input)`).
 */
export type TemplatesContext = {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  /** The templates' reads. */
  repository: TemplatesRepository;
  /** The admin's writes of a template's per-state settings. */
  statesAdminRepository: TemplateStatesAdminRepository;
};
