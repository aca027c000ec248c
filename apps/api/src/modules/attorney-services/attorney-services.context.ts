import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder } from "../audit/index.ts";
import type { AttorneyServicesRepository } from "./attorney-services.repository.ts";
import type { ReviewModerationRepository } from "./review-moderation.repository.ts";

/**
 * What every use case of the attorney-services module runs with: built once by its manifest's `build`
 * and passed as the first argument (`getEligibility(ctx, userId)`).
 */
export type AttorneyServicesContext = {
  db: Database;
  clock: Clock;
  /** Records the moderation's audit rows in the change's transaction. */
  audit: AuditRecorder;
  /** The eligibility's facts, the attorney cards and the customers' reviews. */
  repository: AttorneyServicesRepository;
  /** The admin's review queue and a review's status. */
  moderationRepository: ReviewModerationRepository;
};
