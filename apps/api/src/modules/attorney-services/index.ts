/**
 * Attorney services for couples: eligibility, the attorneys a partner may choose (never the other
 * partner's attorney or law firm), attorney cards, the user's attorneys.
 */
export { registerAttorneyServicesRoutes } from "./attorney-services.routes.ts";
export {
  createAttorneyServicesService,
  ATTORNEY_SERVICES_MESSAGES,
  type AttorneyServicesService,
} from "./attorney-services.service.ts";
export { createAttorneyServicesRepository } from "./attorney-services.repository.ts";
// Admin review moderation.
export { createReviewModerationService, type ReviewModerationService } from "./review-moderation.service.ts";
export { createReviewModerationRepository } from "./review-moderation.repository.ts";
export { registerReviewModerationRoutes } from "./review-moderation.routes.ts";
