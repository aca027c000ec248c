import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { profileOf } from "../profile-of.ts";

/** GET /users/{id}/attorneys/{aid}/law-firms: the attorney's law firm (none or one). */
export async function listOwnLawFirms(ctx: AttorneyPortalContext, attorneyId: string) {
  const profile = await profileOf(ctx, attorneyId);
  return profile.lawFirm ? [{ ...profile.lawFirm, isLawFirmLead: profile.isLawFirmLead }] : [];
}
