/**
 * Attorney services for couples: eligibility, the attorneys a partner may choose (never the other
 * partner's attorney or law firm), attorney cards, the user's attorneys, reviews and the admin's
 * review moderation. One use case per file, each a function of the module's context and its input
 * (`getEligibility(ctx, userId)`); the routes call them directly.
 */
import type { Executor } from "@prenup/db";
import { attorneyChoiceProblem } from "./attorney-choice-problem.ts";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import type { ServiceType } from "./attorney-services.schemas.ts";
import { maxRepresentationProducts } from "./max-representation-products.ts";

export type { AttorneyServicesContext } from "./attorney-services.context.ts";
export { ATTORNEY_SERVICES_MESSAGES } from "./attorney-services.messages.ts";
export { createAttorneyServicesRepository } from "./attorney-services.repository.ts";
export { createReviewModerationRepository } from "./review-moderation.repository.ts";

/**
 * What other modules call (the carts' quantity rule, the purchase's attorney assignment), on the
 * context its manifest built: each name is the use case of the same name.
 */
export function attorneyServicesService(ctx: AttorneyServicesContext) {
  return {
    maxRepresentationProducts: (executor: Executor, userId: string) => maxRepresentationProducts(ctx, executor, userId),
    attorneyChoiceProblem: (
      executor: Executor,
      input: { beneficiaryId: string; attorneyId: string; serviceType: ServiceType },
    ) => attorneyChoiceProblem(ctx, executor, input),
  };
}

export type AttorneyServicesService = ReturnType<typeof attorneyServicesService>;
