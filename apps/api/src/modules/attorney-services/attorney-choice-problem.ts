import type { Executor } from "@prenup/db";
import { attorneyServicesOffered, isAttorneyInConflict } from "@prenup/domain";
import type { AttorneyServicesContext } from "./attorney-services.context.ts";
import { ATTORNEY_SERVICES_MESSAGES } from "./attorney-services.messages.ts";
import type { ServiceType } from "./attorney-services.schemas.ts";
import { sidesOf } from "./eligibility-steps.ts";

/**
 * Whether `attorneyId` may serve the owner of a purchase (`beneficiaryId`) for this service: approved,
 * licensed in the agreement's state, offering the service, and without a conflict with the
 * partner's attorneys. Returns the refusal message, or null. Runs in the caller's transaction.
 */
export async function attorneyChoiceProblem(
  ctx: AttorneyServicesContext,
  executor: Executor,
  input: { beneficiaryId: string; attorneyId: string; serviceType: ServiceType },
): Promise<string | null> {
  const context = await ctx.repository.loadContext(input.beneficiaryId, executor);
  if (!attorneyServicesOffered(context.document?.attorneySupport)) return ATTORNEY_SERVICES_MESSAGES.noAttorneyServices;
  const candidate = context.candidates.find((c) => c.id === input.attorneyId);
  if (!candidate) return ATTORNEY_SERVICES_MESSAGES.notLicensed;
  if (!candidate.services.includes(input.serviceType)) return ATTORNEY_SERVICES_MESSAGES.notOffered;
  const { partnerAttorneys } = sidesOf(context, input.beneficiaryId);
  if (isAttorneyInConflict(candidate, partnerAttorneys)) return ATTORNEY_SERVICES_MESSAGES.conflict;
  return null;
}
