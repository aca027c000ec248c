import { DomainError, payoutAccountState } from "@prenup/domain";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { LAW_FIRM_NOT_FOUND, payoutProviderRefusal } from "./law-firms.messages.ts";

/** Where a firm's payout account stands at the payment provider (503 PAYMENT_UNAVAILABLE when it cannot be asked). */
export async function accountStatusOf(ctx: LawFirmsContext, firm: { id: string; stripeAccountId: string | null }) {
  const base = { lawFirmId: firm.id, provider: ctx.payments.name, accountId: firm.stripeAccountId };
  if (!firm.stripeAccountId)
    return {
      ...base,
      detailsSubmitted: false,
      payoutsEnabled: false,
      state: payoutAccountState({ accountId: null, detailsSubmitted: false, payoutsEnabled: false }),
    };
  let account;
  try {
    account = await ctx.payments.retrievePayoutAccount(firm.stripeAccountId);
  } catch (error) {
    throw payoutProviderRefusal(error);
  }
  return {
    ...base,
    detailsSubmitted: account.detailsSubmitted,
    payoutsEnabled: account.payoutsEnabled,
    state: payoutAccountState(account),
  };
}

/** Where the firm's payout account stands at the payment provider; 404 for no such firm. */
export async function payoutAccountStatus(ctx: LawFirmsContext, id: string) {
  const firm = await ctx.repository.findLawFirm(id);
  if (!firm) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
  return accountStatusOf(ctx, firm);
}
