import { access } from "../../access/rules.ts";
import { requireCurrentUser, requireToken } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { AccountDeletionsContext } from "./account-deletions.context.ts";
import {
  accountDeletionParamsSchema,
  accountDeletionSchema,
  adminAccountDeletionsQuerySchema,
  adminAccountDeletionsResponseSchema,
  legalHoldParamsSchema,
  placeLegalHoldBodySchema,
  requestAccountDeletionBodySchema,
} from "./account-deletions.schemas.ts";
import { getAccountDeletion } from "./get-account-deletion.ts";
import { placeLegalHold, releaseLegalHold } from "./legal-holds.ts";
import { listAccountDeletions } from "./list-account-deletions.ts";
import { requestAccountDeletion } from "./request-account-deletion.ts";
import { withdrawAccountDeletion } from "./withdraw-account-deletion.ts";

const security = [{ bearerAuth: [] }];

export function registerAccountDeletionsRoutes(
  app: ApiInstance,
  deps: { accountDeletions: AccountDeletionsContext },
): void {
  const ctx = deps.accountDeletions;
  const requestOf = (request: { id: string; ip: string }) => ({ id: request.id, ip: request.ip });

  app.get(
    "/users/:id/account-deletion",
    {
      config: { access: access.self() },
      schema: {
        operationId: "getAccountDeletion",
        tags: ["users"],
        summary: "Whether one's account is scheduled for deletion, and any legal hold on it",
        description:
          "Only the user themself. `status` NONE or SCHEDULED (with `dueAt`); `hold` when an admin holds the account.",
        security,
        params: accountDeletionParamsSchema,
        response: { 200: accountDeletionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAccountDeletion(ctx, request.params.id),
  );

  app.post(
    "/users/:id/account-deletion",
    {
      config: { access: access.self() },
      schema: {
        operationId: "requestAccountDeletion",
        tags: ["users"],
        summary: "Delete one's own account, 30 days from now",
        description:
          "Only the user themself, signed in within the last 15 minutes (older → 403 RECENT_SIGN_IN_REQUIRED), who typed " +
          "`DELETE` (else 422 DELETION_CONFIRMATION_MISMATCH). Schedules the deletion 30 days ahead, ends every session " +
          "(tokens from earlier sign-ins answer 401 SESSION_ENDED), turns reminder e-mail off and e-mails the day and how " +
          "to cancel. One at a time (409 ACCOUNT_DELETION_SCHEDULED). A refusal stores nothing.",
        security,
        params: accountDeletionParamsSchema,
        body: requestAccountDeletionBodySchema,
        response: { 202: accountDeletionSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await requestAccountDeletion(ctx, {
        userId: request.params.id,
        confirmation: request.body.confirmation,
        signedInAt: requireToken(request).signedInAt ?? null,
        request: requestOf(request),
      });
      return reply.code(202).send(result);
    },
  );

  app.delete(
    "/users/:id/account-deletion",
    {
      config: { access: access.self() },
      schema: {
        operationId: "withdrawAccountDeletion",
        tags: ["users"],
        summary: "Cancel one's scheduled account deletion",
        description:
          "Only the user themself, before the day. E-mail is turned back on if the request turned it off. 409 " +
          "NO_ACCOUNT_DELETION when none is scheduled.",
        security,
        params: accountDeletionParamsSchema,
        response: { 200: accountDeletionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => withdrawAccountDeletion(ctx, { userId: request.params.id, request: requestOf(request) }),
  );

  app.get(
    "/admin/account-deletions",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListAccountDeletions",
        tags: ["admin"],
        summary: "Account deletion requests: due dates, holds, the median days to complete",
        description:
          "Newest first, filtered by `status`, `page` from 1 and `pageSize` up to 100; each with the day privacy law " +
          "requires an answer by (`respondBy`, 45 days). One statement.",
        security,
        querystring: adminAccountDeletionsQuerySchema,
        response: { 200: adminAccountDeletionsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listAccountDeletions(ctx, request.query),
  );

  app.get(
    "/admin/users/:id/account-deletion",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetAccountDeletion",
        tags: ["admin"],
        summary: "A user's scheduled deletion and any legal hold on the account",
        description: "What the user's account page shows them, for the admin's user page.",
        security,
        params: accountDeletionParamsSchema,
        response: { 200: accountDeletionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAccountDeletion(ctx, request.params.id),
  );

  app.post(
    "/admin/users/:id/legal-holds",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminPlaceLegalHold",
        tags: ["admin"],
        summary: "Hold an account: its deletion waits while the hold stands",
        description:
          "`basis` is shown to the user (a dispute, a subpoena). 409 LEGAL_HOLD_EXISTS when one already stands; 404 for " +
          "an unknown or closed account.",
        security,
        params: accountDeletionParamsSchema,
        body: placeLegalHoldBodySchema,
        response: { 201: accountDeletionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await placeLegalHold(ctx, {
        userId: request.params.id,
        basis: request.body.basis,
        adminId: requireCurrentUser(request).id,
        request: requestOf(request),
      });
      return reply.code(201).send(result);
    },
  );

  app.delete(
    "/admin/users/:id/legal-holds/:holdId",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminReleaseLegalHold",
        tags: ["admin"],
        summary: "Lift a legal hold; a deletion past its day runs at the next daily sweep",
        description: "404 LEGAL_HOLD_NOT_FOUND when no such hold stands on the account.",
        security,
        params: legalHoldParamsSchema,
        response: { 200: accountDeletionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      releaseLegalHold(ctx, {
        userId: request.params.id,
        holdId: request.params.holdId,
        adminId: requireCurrentUser(request).id,
        request: requestOf(request),
      }),
  );
}
