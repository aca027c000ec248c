import { z } from "zod";
import { errorResponses } from "../../../http/schemas.ts";
import type { ApiInstance } from "../../../http/types.ts";
import { payoutAccountStatusSchema } from "../../law-firms/index.ts";
import { approvedSelf, ownAttorneyId, security, tags } from "../route-access.ts";
import { accountStatusParamsSchema } from "./account.schemas.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import { createOnboardingLink } from "./create-onboarding-link.ts";
import { getAccountStatus } from "./get-account-status.ts";

/** The payout account of the attorney's law firm: where it stands, and the onboarding link (the firm's lead only). */
export function registerAccountRoutes(app: ApiInstance, deps: { attorneyPortal: AttorneyPortalContext }): void {
  const ctx = deps.attorneyPortal;

  app.get(
    "/users/:id/attorneys/:aid/law-firms/:lawFirmId/account-status",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "getLawFirmAccountStatus",
        tags,
        summary:
          "Where the attorney's law firm's payout account stands at the payment provider (details submitted, payouts enabled)",
        security,
        params: accountStatusParamsSchema,
        response: { 200: payoutAccountStatusSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => getAccountStatus(ctx, ownAttorneyId(request.params), request.params.lawFirmId),
  );

  app.post(
    "/users/:id/attorneys/:aid/law-firms/:lawFirmId/onboarding-link",
    {
      config: { access: approvedSelf },
      schema: {
        operationId: "createLawFirmOnboardingLink",
        tags,
        summary:
          "A one-time link to the payment provider's onboarding for the firm's payout account (created on first use); the lead attorney only",
        description:
          "Stripe Connect Express account links, or the embedded local gateway's simulated onboarding page. The refresh URL is /attorney/stripe-onboarding-refresh.",
        security,
        params: accountStatusParamsSchema,
        response: { 200: z.object({ url: z.string() }), ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => createOnboardingLink(ctx, ownAttorneyId(request.params), request.params.lawFirmId),
  );
}
