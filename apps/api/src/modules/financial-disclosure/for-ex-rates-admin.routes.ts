import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import {
  forExRateParamsSchema,
  forExRateSchema,
  forExRatesSchema,
  forExRateUpdateSchema,
} from "./financial-disclosure.schemas.ts";
import { listForExRates } from "./list-for-ex-rates.ts";
import { security, tags } from "./route-access.ts";
import { updateForExRate } from "./update-for-ex-rate.ts";

/** The admin's exchange rates: the rates the disclosure totals convert with. */
export function registerForExRatesAdminRoutes(
  app: ApiInstance,
  deps: { financialDisclosure: FinancialDisclosureContext },
): void {
  const ctx = deps.financialDisclosure;

  app.get(
    "/admin/for-ex-rates",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "listForExRates",
        tags,
        summary: "The exchange rates the disclosure totals use (units of each currency per US dollar, with their date)",
        description: "Admins only. One row per supported currency (ten at most), so the list is not paginated.",
        security,
        response: { 200: forExRatesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listForExRates(ctx),
  );

  app.patch(
    "/admin/for-ex-rates/:currency",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateForExRate",
        tags,
        summary: "Set a currency's exchange rate (units per US dollar) and its date",
        description:
          "Admins only. The US dollar's rate is always 1. asOf (YYYY-MM-DD) defaults to today. An edited rate is kept when the reference data is seeded again.",
        security,
        params: forExRateParamsSchema,
        body: forExRateUpdateSchema,
        response: { 200: forExRateSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) =>
      updateForExRate(ctx, {
        currency: request.params.currency,
        rate: request.body.rate,
        asOf: request.body.asOf,
        actorId: requireCurrentUser(request).id,
      }),
  );
}
