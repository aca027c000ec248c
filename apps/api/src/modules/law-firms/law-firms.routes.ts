import escapeHtml from "escape-html";
import { DomainError } from "@prenup/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { LocalPaymentGateway } from "../../integrations/payments/index.ts";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import { sendStandInPage } from "../../http/stand-in-page.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  adminCreateLawFirmBodySchema,
  adminLawFirmDetailSchema,
  adminLawFirmLeadSchema,
  adminLawFirmsQuerySchema,
  adminLawFirmsResponseSchema,
  listLawFirmsResponseSchema,
} from "./law-firms.schemas.ts";
import { adminCreateLawFirm } from "./admin-create-law-firm.ts";
import { adminGetLawFirm } from "./admin-get-law-firm.ts";
import { adminGetLead } from "./admin-get-lead.ts";
import { adminListLawFirms } from "./admin-list-law-firms.ts";
import type { LawFirmsContext } from "./law-firms.context.ts";
import { listLawFirms } from "./list-law-firms.ts";

const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

export function registerLawFirmsRoutes(
  app: ApiInstance,
  deps: { service: LawFirmsContext; localGateway: LocalPaymentGateway | null; attorneyAppUrl: string },
): void {
  const ctx = deps.service;
  const gateway = deps.localGateway;

  // The embedded gateway's stand-in for Stripe's hosted onboarding form (only with the local gateway).
  // A browser form posts urlencoded: this scope reads any body raw (and ignores it).
  if (gateway)
    void app.register(async (plain) => {
      const app = plain.withTypeProvider<ZodTypeProvider>();
      app.removeAllContentTypeParsers();
      app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
      const accountParams = z.object({ accountId: z.string().regex(/^acct_local_[0-9a-z_]{1,64}$/) });
      app.get(
        "/payments/local/accounts/:accountId/onboarding",
        { config: { access: access.anonymous() }, schema: { hide: true, params: accountParams } },
        async (request, reply) => {
          const account = await gateway.describeAccount(request.params.accountId);
          if (!account) throw new DomainError("NOT_FOUND", "Unknown account");
          return sendStandInPage(reply, {
            title: "Local payout onboarding",
            returnTo: deps.attorneyAppUrl,
            main:
              `<h1>Payout onboarding</h1><p>Set up payouts for <strong>${escapeHtml(account.businessName)}</strong>.</p>` +
              (account.detailsSubmitted
                ? `<p>Onboarding is complete: payouts are enabled.</p>`
                : `<form method="post" action="/payments/local/accounts/${escapeHtml(request.params.accountId)}/complete"><button type="submit">Complete onboarding</button></form>`) +
              (account.returnUrl ? `<p><a href="${escapeHtml(account.returnUrl)}">Back to your account</a></p>` : "") +
              `<p class="note">This page stands in for the payment provider's onboarding form while the API runs with its embedded payment gateway. No bank details are collected.</p>`,
          });
        },
      );
      app.post(
        "/payments/local/accounts/:accountId/complete",
        { config: { access: access.anonymous() }, schema: { hide: true, params: accountParams } },
        async (request, reply) => {
          const done = await gateway.completeOnboarding(request.params.accountId);
          if (!done) throw new DomainError("NOT_FOUND", "Unknown account");
          return reply.redirect(done.returnUrl ?? `${deps.attorneyAppUrl}/attorney/account`, 303);
        },
      );
    });

  app.get(
    "/law-firms",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "listLawFirms",
        tags: ["reference"],
        summary: "Approved law firms",
        response: { 200: listLawFirmsResponseSchema, ...errorResponses() },
      },
    },
    async () => listLawFirms(ctx),
  );

  // --- admin ---------------------------------------------------------------------------------------

  app.get(
    "/admin/law-firms",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListLawFirms",
        tags: ["admin"],
        summary: "Law firms by name or e-mail (search), with their lead and attorney count, paginated",
        security,
        querystring: adminLawFirmsQuerySchema,
        response: { 200: adminLawFirmsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => adminListLawFirms(ctx, request.query),
  );

  app.post(
    "/admin/law-firms",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminCreateLawFirm",
        tags: ["admin"],
        summary: "Create a law firm (approved unless isApproved is false)",
        security,
        body: adminCreateLawFirmBodySchema,
        response: { 201: adminLawFirmDetailSchema, ...errorResponses(401, 403, 415) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await adminCreateLawFirm(ctx, requireCurrentUser(request).id, request.body)),
  );

  app.get(
    "/admin/law-firms/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetLawFirm",
        tags: ["admin"],
        summary: "A law firm with its attorneys, lead, approval and payment-provider account",
        security,
        params: idParams,
        response: { 200: adminLawFirmDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => adminGetLawFirm(ctx, request.params.id),
  );

  app.get(
    "/admin/law-firms/:id/lead",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetLawFirmLead",
        tags: ["admin"],
        summary:
          "The attorney who leads the firm (its creator, an admin's choice, or whom the lead passed to), or null",
        security,
        params: idParams,
        response: { 200: adminLawFirmLeadSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => adminGetLead(ctx, request.params.id),
  );
}
