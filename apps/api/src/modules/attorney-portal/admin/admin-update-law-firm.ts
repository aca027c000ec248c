import type { LawFirmFields } from "../../law-firms/index.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { appointLawFirmLead } from "./appoint-law-firm-lead.ts";

/**
 * PATCH /admin/law-firms/{id}: an admin edits a firm, its fields through the law firms module and,
 * with leadAttorneyId, its lead (the portal owns the lead flags), in one transaction; a refusal
 * changes nothing.
 */
export async function adminUpdateLawFirm(
  ctx: AttorneyPortalContext,
  adminId: string,
  lawFirmId: string,
  changes: LawFirmFields & { leadAttorneyId?: string | undefined },
) {
  const { leadAttorneyId, ...fields } = changes;
  return ctx.db.transaction(async (tx) => {
    const firm = await ctx.lawFirms.updateLawFirm(tx, adminId, lawFirmId, fields);
    if (leadAttorneyId) await appointLawFirmLead(ctx, tx, firm.id, leadAttorneyId, adminId);
    return ctx.lawFirms.adminLawFirmDetail(lawFirmId, tx);
  });
}
