import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { TermsAdminRepository } from "./terms-admin.repository.ts";
import type { TermsRepository } from "./terms.repository.ts";

/**
 * What every use case of the terms module runs with: built once by its manifest's `build` and passed
 * as the first argument (`listTerms(ctx, filter)`).
 */
export type TermsContext = {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
  /** The terms' reads. */
  repository: TermsRepository;
  /** The admin's writes of a term's wording. */
  adminRepository: TermsAdminRepository;
};
