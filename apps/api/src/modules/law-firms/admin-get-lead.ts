import { adminLawFirmDetail } from "./admin-law-firm-detail.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";

/** GET /admin/law-firms/{id}/lead: the firm's lead attorney. */
export async function adminGetLead(ctx: LawFirmsContext, id: string) {
  const firm = await adminLawFirmDetail(ctx, id);
  return { lead: firm.lead };
}
