import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { ownLawFirm } from "./own-law-firm.ts";

/** GET …/law-firms/{lawFirmId}/account-status: the payout account of the attorney's own law firm, at the payment provider. */
export async function getAccountStatus(ctx: AttorneyPortalContext, attorneyId: string, lawFirmId: string) {
  const { lawFirm } = await ownLawFirm(ctx, attorneyId, lawFirmId);
  return ctx.lawFirms.payoutAccountStatus(lawFirm.id);
}
