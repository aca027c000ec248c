import { DomainError } from "@prenup/domain";
import type { LawFirmsService } from "../../law-firms/index.ts";
import { ATTORNEY_PORTAL_MESSAGES, type AttorneyRecord } from "../attorney-record.service.ts";

/** The payout account of the attorney's own law firm, at the payment provider (through the law firms module). */
export function createAccountService(deps: {
  record: AttorneyRecord;
  lawFirms: Pick<LawFirmsService, "payoutAccountStatus" | "onboardingLink">;
}) {
  const { profileOf } = deps.record;

  return {
    /** The payout account of the attorney's own law firm. */
    async accountStatus(attorneyId: string, lawFirmId: string) {
      const profile = await profileOf(attorneyId);
      if (profile.lawFirm?.id !== lawFirmId.toLowerCase())
        throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
      return deps.lawFirms.payoutAccountStatus(profile.lawFirm.id);
    },

    /** The payment provider's onboarding link for the firm; only its lead attorney sets payouts up. */
    async onboardingLink(attorneyId: string, lawFirmId: string) {
      const profile = await profileOf(attorneyId);
      if (profile.lawFirm?.id !== lawFirmId.toLowerCase())
        throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
      if (!profile.isLawFirmLead) throw new DomainError("FORBIDDEN", ATTORNEY_PORTAL_MESSAGES.leadOnly);
      return deps.lawFirms.onboardingLink(profile.lawFirm.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
