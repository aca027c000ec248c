import { DomainError, type Currency } from "@prenup/domain";
import { rateToApi } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";

/**
 * PATCH /admin/for-ex-rates/{currency}: an admin sets a currency's rate (units per US dollar) and
 * its date (today when left out).
 */
export async function updateForExRate(
  ctx: FinancialDisclosureContext,
  input: { currency: Currency; rate: number; asOf?: string | undefined; actorId: string },
) {
  const now = ctx.clock.now();
  const row = await ctx.repository.updateRate({
    currency: input.currency,
    rate: input.rate,
    asOf: input.asOf ? new Date(`${input.asOf}T00:00:00.000Z`) : now,
    byId: input.actorId,
    at: now,
  });
  if (!row) throw new DomainError("NOT_FOUND", "This currency has no exchange rate yet");
  return rateToApi(row);
}
