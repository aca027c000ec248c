import { DomainError } from "@prenup/domain";
import { adminLawFirmDetail } from "./admin-law-firm-detail.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { accountStatusOf } from "./payout-account-status.ts";

/** GET /admin/law-firms/{id}: the firm, its attorneys and lead, and its payout account (null when the provider is unreachable). */
export async function adminGetLawFirm(ctx: LawFirmsContext, id: string) {
  const firm = await adminLawFirmDetail(ctx, id);
  let payoutAccount = null;
  try {
    payoutAccount = await accountStatusOf(ctx, { id: firm.id, stripeAccountId: firm.stripeAccountId });
  } catch (error) {
    // The admin still sees the firm when the provider is unreachable.
    if (!(error instanceof DomainError)) throw error;
  }
  return { ...firm, payoutAccount };
}
