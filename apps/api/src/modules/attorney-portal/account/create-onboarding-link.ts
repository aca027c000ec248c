import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import { ownLawFirm } from "./own-law-firm.ts";

/** POST …/law-firms/{lawFirmId}/onboarding-link: the payment provider's onboarding link for the firm; only its lead attorney sets payouts up. */
export async function createOnboardingLink(ctx: AttorneyPortalContext, attorneyId: string, lawFirmId: string) {
  const { profile, lawFirm } = await ownLawFirm(ctx, attorneyId, lawFirmId);
  if (!profile.isLawFirmLead) throw new DomainError("FORBIDDEN", ATTORNEY_PORTAL_MESSAGES.leadOnly);
  return ctx.lawFirms.onboardingLink(lawFirm.id);
}
