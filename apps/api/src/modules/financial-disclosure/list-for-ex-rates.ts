import { rateToApi } from "./entry-columns.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";

/** GET /admin/for-ex-rates: the exchange rates the totals use (admin). */
export async function listForExRates(ctx: FinancialDisclosureContext) {
  return { rates: (await ctx.repository.listRates()).map(rateToApi) };
}
