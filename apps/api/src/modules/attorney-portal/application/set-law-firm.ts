import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ATTORNEY_PORTAL_MESSAGES } from "../attorney-portal.messages.ts";
import type { AttorneyProfile } from "../attorney-portal.schemas.ts";
import { profileOf } from "../profile-of.ts";
import { settleLawFirmLead } from "../settle-law-firm-lead.ts";
import { lockEditable } from "./lock-editable.ts";

/**
 * POST /users/{id}/attorneys/{aid}/law-firms: joins an approved firm, or creates one (its creator
 * leads it). Only before approval: afterwards an admin moves attorneys. The firm they left passes
 * its lead on when they led it.
 */
export async function setLawFirm(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  body:
    | { lawFirmId: string }
    | { name: string; contactEmail?: string | null | undefined; website?: string | null | undefined },
): Promise<AttorneyProfile> {
  const { attorneys, lawFirms } = ctx;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const attorney = await lockEditable(ctx, tx, attorneyId);
    if (attorney.stage === "APPROVED")
      throw new DomainError("APPLICATION_NOT_EDITABLE", ATTORNEY_PORTAL_MESSAGES.firmLocked);
    if ("lawFirmId" in body) {
      const firm = await lawFirms.findJoinableLawFirm(tx, body.lawFirmId);
      if (!firm) throw new DomainError("LAW_FIRM_NOT_FOUND", ATTORNEY_PORTAL_MESSAGES.lawFirmNotFound);
      // Joining the firm they are already in changes nothing (a creator keeps leading it).
      if (firm.id === attorney.lawFirmId) return profileOf(ctx, attorneyId, tx);
      await attorneys.updateAttorney(tx, attorneyId, { lawFirmId: firm.id, isLawFirmLead: false }, attorneyId, now);
    } else {
      const firm = await lawFirms.createLawFirm(tx, body, attorneyId);
      await attorneys.updateAttorney(tx, attorneyId, { lawFirmId: firm.id, isLawFirmLead: true }, attorneyId, now);
    }
    // The firm they left: if they led it, the lead passes on (the domain's rule).
    if (attorney.lawFirmId)
      await settleLawFirmLead(
        ctx,
        tx,
        attorney.lawFirmId,
        attorneyId,
        now,
        "attorney-left",
        attorney.isLawFirmLead ? attorneyId : null,
      );
    return profileOf(ctx, attorneyId, tx);
  });
}
