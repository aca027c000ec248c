import { DomainError } from "@prenup/domain";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { LAW_FIRM_NOT_FOUND, payoutProviderRefusal } from "./law-firms.messages.ts";

/**
 * The link to the provider's onboarding form: the firm's payout account is created once (under
 * the firm's row lock, with the firm's id as the idempotency key), then a fresh link each time.
 */
export async function onboardingLink(ctx: LawFirmsContext, id: string) {
  const { repository, payments } = ctx;
  try {
    const accountId = await ctx.db.transaction(async (tx) => {
      const firm = await repository.lockLawFirm(tx, id);
      if (!firm) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
      if (firm.stripeAccountId) return firm.stripeAccountId;
      const { accountId } = await payments.createPayoutAccount(
        {
          idempotencyKey: `law-firm-account-${firm.id}`,
          email: firm.contactEmail,
          businessName: firm.name,
          metadata: { lawFirmId: firm.id },
        },
        { executor: tx },
      );
      await repository.updateLawFirm(tx, firm.id, { stripeAccountId: accountId, updatedAt: ctx.clock.now() });
      return accountId;
    });
    return await payments.createOnboardingLink({
      accountId,
      refreshUrl: `${ctx.attorneyAppUrl}/attorney/stripe-onboarding-refresh`,
      returnUrl: `${ctx.attorneyAppUrl}/attorney/account?onboarding=returned`,
    });
  } catch (error) {
    throw payoutProviderRefusal(error);
  }
}
