import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import { profileOf } from "../profile-of.ts";

/** The attorney's profile when `lawFirmId` is their own firm (else 404 LAW_FIRM_NOT_FOUND), with the firm. */
export async function ownLawFirm(ctx: AttorneyPortalContext, attorneyId: string, lawFirmId: string) {
  const profile = await profileOf(ctx, attorneyId);
  if (!profile.lawFirm || profile.lawFirm.id !== lawFirmId.toLowerCase())
    throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
  return { profile, lawFirm: profile.lawFirm };
}
