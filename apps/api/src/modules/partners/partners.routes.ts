import { access } from "../../access/rules.ts";
import { requireCurrentUser, requireToken } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { userDocumentResponseSchema } from "../documents/index.ts";
import {
  acceptInviteParamsSchema,
  acceptInviteQuerySchema,
  invitationPreviewParamsSchema,
  invitationPreviewQuerySchema,
  invitationPreviewResponseSchema,
  invitedAddressBodySchema,
  invitedAddressResponseSchema,
  inviteBodySchema,
  listInvitesResponseSchema,
  reminderResponseSchema,
} from "./partners.schemas.ts";
import { acceptInvite } from "./accept-invite.ts";
import { invitePartner } from "./invite-partner.ts";
import { listInvites } from "./list-invites.ts";
import type { PartnersContext } from "./partners.context.ts";
import { previewInvitation } from "./preview-invitation.ts";
import { readInvitedAddress } from "./read-invited-address.ts";
import { sendQuestionnaireReminder } from "./send-questionnaire-reminder.ts";

const security = [{ bearerAuth: [] }];

export function registerPartnersRoutes(app: ApiInstance, deps: { partners: PartnersContext }): void {
  const ctx = deps.partners;

  app.post(
    "/users/:id/invite",
    {
      config: { access: access.self() },
      schema: {
        operationId: "invitePartner",
        tags: ["partners"],
        summary: "Invite the partner by e-mail to join the caller's agreement",
        description:
          "The caller must be partner A of an active agreement without partner B (409 NO_DOCUMENT / " +
          "PARTNER_ALREADY_JOINED); inviting oneself is a 400 issue on `email`. Sends the `partner-invite` " +
          "e-mail with a single-use link valid for 14 days; sending again replaces the link, at most once a minute (409 " +
          "INVITE_TOO_SOON). 503 " +
          "MAIL_UNAVAILABLE when the mail server refuses it (the invitation is saved; send again).",
        security,
        params: idParamsSchema,
        body: inviteBodySchema,
        response: { 200: userDocumentResponseSchema, ...errorResponses(401, 403, 409, 413, 415, 503) },
      },
    },
    async (request) => invitePartner(ctx, requireCurrentUser(request), request.body.email),
  );

  app.get(
    "/users/:id/documents/invites",
    {
      config: { access: access.self() },
      schema: {
        operationId: "listInvites",
        tags: ["partners"],
        summary: "Open invitations addressed to the caller's e-mail",
        description:
          "Only when the access token carries the account's address with `email_verified: true` (403 EMAIL_NOT_VERIFIED).",
        security,
        params: idParamsSchema,
        response: { 200: listInvitesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listInvites(ctx, requireCurrentUser(request), requireToken(request)),
  );

  app.get(
    "/users/:id/documents/:docId/accept-invite",
    {
      config: { access: access.self() },
      schema: {
        operationId: "acceptInvite",
        tags: ["partners"],
        summary: "Join an agreement as partner B",
        description:
          "With `token` (from the e-mailed link) the link must be the current one and unexpired; without it " +
          "the access token must carry `email_verified: true` (403 EMAIL_NOT_VERIFIED). Either way the " +
          "caller's e-mail must be the invited one (403 INVITE_EMAIL_MISMATCH). 409 INVITE_INVALID for an " +
          "expired, replaced or used link; 409 DOCUMENT_EXISTS when the caller is partner A or already in " +
          "another active agreement. Accepting again as the same partner B answers 200. Only customer accounts " +
          "can join (403 for attorneys and admins, even when invited by their address).",
        security,
        params: acceptInviteParamsSchema,
        querystring: acceptInviteQuerySchema,
        response: { 200: userDocumentResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) =>
      acceptInvite(ctx, requireCurrentUser(request), requireToken(request), request.params.docId, request.query.token),
  );

  app.post(
    "/users/:id/questionnaire-reminder",
    {
      config: { access: access.self() },
      schema: {
        operationId: "sendQuestionnaireReminder",
        tags: ["partners"],
        summary: "E-mail the partner a reminder to finish the questionnaire",
        description:
          "Allowed when both accounts are linked, the caller's questionnaire is complete and the partner's is " +
          "not (409 REMINDER_NOT_ALLOWED); once per 24 hours per agreement (409 REMINDER_TOO_SOON).",
        security,
        params: idParamsSchema,
        response: { 202: reminderResponseSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => reply.code(202).send(await sendQuestionnaireReminder(ctx, requireCurrentUser(request))),
  );

  app.get(
    "/documents/:docId/invitation",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "previewInvitation",
        tags: ["partners"],
        summary: "What an invitation link tells its holder before they sign in",
        description:
          "Needs the link's `token`. Answers the inviter's first name, the agreement's state and a hint of the " +
          "invited address, so the invitee knows who invited them to what and which address to use. 409 " +
          "INVITE_INVALID for a link that is expired, replaced, used, or not this agreement's, whichever it is.",
        params: invitationPreviewParamsSchema,
        querystring: invitationPreviewQuerySchema,
        response: { 200: invitationPreviewResponseSchema, ...errorResponses(409) },
      },
    },
    async (request) => previewInvitation(ctx, request.params.docId, request.query.token),
  );

  app.post(
    "/documents/:docId/invitation/address",
    {
      config: { access: access.anonymous() },
      schema: {
        operationId: "readInvitedAddress",
        tags: ["partners"],
        summary: "The invited address, for the holder of the link who signs up or in",
        description:
          "Needs the link's `token` in the body. Answers the address the invitation was sent to, which the customer " +
          "app passes to the identity provider in a pushed authorization request (never in a URL), so its sign-up " +
          "and sign-in pages open with it filled in. 409 INVITE_INVALID for a link the preview refuses.",
        params: invitationPreviewParamsSchema,
        body: invitedAddressBodySchema,
        response: { 200: invitedAddressResponseSchema, ...errorResponses(409, 415) },
      },
    },
    async (request) => readInvitedAddress(ctx, request.params.docId, request.body.token),
  );
}
