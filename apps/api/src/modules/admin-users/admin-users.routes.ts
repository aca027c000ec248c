import { makeUserProfileUpdateSchema, userProfileUpdateSchema } from "@prenup/domain";
import type { FastifySchemaCompiler } from "fastify";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { RequestValidationError } from "../../http/error-handler.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { toIssues, zodValidatorCompiler } from "../../http/validation.ts";
import type { Clock } from "../../integrations/clock.ts";
import { attorneyRestrictionsResponseSchema } from "../answers/index.ts";
import { auditListQuerySchema, auditListResponseSchema } from "../audit/index.ts";
import {
  adminUserDetailSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  duplicateDocumentsResponseSchema,
  markPaidResponseSchema,
  notifyAttorneyParamsSchema,
  notifyAttorneyResponseSchema,
  passwordResetResponseSchema,
  resolveDuplicatesBodySchema,
  resolveDuplicatesResponseSchema,
} from "./admin-users.schemas.ts";
import type { AdminUsersContext } from "./admin-users.context.ts";
import { deleteUser } from "./delete-user.ts";
import { getAttorneyRestrictions } from "./get-attorney-restrictions.ts";
import { getAuditTrail } from "./get-audit-trail.ts";
import { getUser } from "./get-user.ts";
import { listDuplicateDocuments } from "./list-duplicate-documents.ts";
import { listUsers } from "./list-users.ts";
import { markPaid } from "./mark-paid.ts";
import { notifyAttorneyOfEvent } from "./notify-attorney-of-event.ts";
import { resolveDuplicateDocuments } from "./resolve-duplicate-documents.ts";
import { sendPasswordReset } from "./send-password-reset.ts";
import { unsubscribeUser } from "./unsubscribe-user.ts";
import { updateUser } from "./update-user.ts";

const security = [{ bearerAuth: [] }];

export function registerAdminUsersRoutes(
  app: ApiInstance,
  deps: { adminUsers: AdminUsersContext; clock: Clock },
): void {
  const ctx = deps.adminUsers;
  const requestOf = (request: { id: string; ip: string }) => ({ id: request.id, ip: request.ip });

  app.get(
    "/admin/users",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminListUsers",
        tags: ["admin"],
        summary: "Users for the admin's table: search, filters, sorting and pages on the server",
        description:
          "`search` matches part of a name or e-mail (case-insensitive) or a whole user id; `userType` and `paid` " +
          "(the prenup of the user's active agreement) filter; `sort` (createdAt, email, lastName, lastActiveAt) and " +
          "`order`; `page` from 1 and `pageSize` up to 100. Deleted users are not listed. One statement.",
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listUsers(ctx, request.query),
  );

  app.get(
    "/admin/users/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetUser",
        tags: ["admin"],
        summary: "One user for the admin: profile, active agreement and partner, paid flags, duplicates",
        security,
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getUser(ctx, request.params.id),
  );

  // The birthdate rule needs "today", so the body schema is built per request from the clock.
  const profileValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
    if (route.httpPart !== "body") return zodValidatorCompiler(route);
    return (data) => {
      const result = makeUserProfileUpdateSchema(deps.clock.now()).safeParse(data);
      return result.success ? { value: result.data } : { error: new RequestValidationError(toIssues(result.error)) };
    };
  };

  app.patch(
    "/admin/users/:id",
    {
      config: { access: access.admin() },
      validatorCompiler: profileValidatorCompiler as never,
      schema: {
        operationId: "adminUpdateUser",
        tags: ["admin"],
        summary: "Change one profile field of a user (audited)",
        description:
          "The same body and rules as the user's own PATCH /users/{id}: exactly one of firstName, middleName, lastName, " +
          "suffix, gender, birthdate or phoneNumber. The audit log records the field before and after.",
        security,
        params: idParamsSchema,
        body: userProfileUpdateSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      updateUser(ctx, request.params.id, request.body, requireCurrentUser(request), requestOf(request)),
  );

  app.delete(
    "/admin/users/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminDeleteUser",
        tags: ["admin"],
        summary: "Close a user's account (soft delete, audited)",
        description:
          "The user row is marked deleted (signing in answers ACCOUNT_CLOSED); the partner's data, the agreement and the " +
          "audit trail stay, and the e-mail may sign up again as a new user. The identity account is closed by a background " +
          "job after the delete commits (retried while the provider is unreachable). 409 USER_HAS_PAID_DOCUMENT for a party of an agreement with a purchase in force; " +
          "409 CANNOT_DELETE_SELF for the admin's own account.",
        security,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteUser(ctx, request.params.id, requireCurrentUser(request), requestOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/admin/users/:id/unsubscribe",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminUnsubscribeUser",
        tags: ["admin"],
        summary: "Stop reminder and marketing e-mails to a user (audited, idempotent)",
        description:
          "The mail port records such mails as suppressed and never sends them; transactional mails (receipts, resets) still go.",
        security,
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => unsubscribeUser(ctx, request.params.id, requireCurrentUser(request), requestOf(request)),
  );

  app.post(
    "/admin/users/:id/send-password-reset-email",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminSendPasswordResetEmail",
        tags: ["admin"],
        summary: "Have the identity provider e-mail the user a password-reset link (audited)",
        description:
          "Through the identity port: the embedded provider's admin reset (IDENTITY_ADMIN_TOKEN) or the hosted provider's " +
          "API. 503 IDENTITY_UNAVAILABLE when none is configured or it fails.",
        security,
        params: idParamsSchema,
        response: { 200: passwordResetResponseSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => sendPasswordReset(ctx, request.params.id, requireCurrentUser(request), requestOf(request)),
  );

  app.get(
    "/admin/users/:id/duplicate-documents",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminUserDuplicateDocuments",
        tags: ["admin"],
        summary:
          "The user's active agreements, newest first, with their answers and purchases (more than one needs resolving)",
        security,
        params: idParamsSchema,
        response: { 200: duplicateDocumentsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listDuplicateDocuments(ctx, request.params.id),
  );

  app.post(
    "/admin/users/:id/resolve-duplicate-documents",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminResolveDuplicateDocuments",
        tags: ["admin"],
        summary: "Keep one active agreement and deactivate the user's others (answers kept; audited)",
        security,
        params: idParamsSchema,
        body: resolveDuplicatesBodySchema,
        response: { 200: resolveDuplicatesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      resolveDuplicateDocuments(
        ctx,
        request.params.id,
        request.body.keepDocumentId,
        requireCurrentUser(request),
        requestOf(request),
      ),
  );

  app.get(
    "/admin/users/:id/audit-log",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminUserAuditLog",
        tags: ["admin"],
        summary: "A user's audit trail: changes about them and changes they made, newest first",
        security,
        params: idParamsSchema,
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAuditTrail(ctx, request.params.id, request.query),
  );

  app.post(
    "/admin/users/:id/mark-paid",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminMarkPrenupPaid",
        tags: ["admin"],
        summary: "Record the prenup of the user's active agreement as paid outside the payment gateway",
        description:
          "Creates a PAID cart and a SUCCESSFUL PRENUP purchase item at the product's price (no fee, no payment " +
          "method) and an audit-log row `user.mark-paid`. Idempotent: `alreadyPaid: true` with the existing item " +
          "when the prenup already counts as paid. 409 NO_DOCUMENT without an active agreement.",
        security,
        params: idParamsSchema,
        response: { 200: markPaidResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => markPaid(ctx, request.params.id, requireCurrentUser(request), requestOf(request)),
  );

  app.get(
    "/admin/users/:id/attorney-restrictions",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminGetAttorneyRestrictions",
        tags: ["admin"],
        summary:
          "The attorney rules a user's answers trigger (the same answer as GET /users/{id}/answers/attorney-restrictions)",
        description:
          "Computed by the answers module from the user's answers in their agreement's state: the rules triggered, the description " +
          "to show, whether the user must book representation and whether it is paid, and the answers that trigger each rule. " +
          "404 USER_NOT_FOUND for an unknown user. One statement after the access check.",
        security,
        params: idParamsSchema,
        response: { 200: attorneyRestrictionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAttorneyRestrictions(ctx, request.params.id),
  );

  app.post(
    "/admin/users/:id/notify-attorney-user-event/:eventId",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "adminNotifyAttorneyOfUserEvent",
        tags: ["admin"],
        summary: "E-mail the attorney of one of the user's calls about it (audited)",
        description:
          "Renders the `attorney-call-notice` e-mail (the client, the call's time in its time zone, its state, the number to call, " +
          "a link to the attorney's appointments) and records it in the outbox with its delivery job and an audit row " +
          "`user.notify-attorney-of-event` in one transaction; the job delivers it after commit and retries while the mail " +
          "server refuses. Not idempotent: each call sends another e-mail. 404 USER_NOT_FOUND for an unknown user, " +
          "404 EVENT_NOT_FOUND for a call that does not exist or is another user's, 404 ATTORNEY_NOT_FOUND when the call's " +
          "attorney closed their account.",
        security,
        params: notifyAttorneyParamsSchema,
        response: { 200: notifyAttorneyResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      notifyAttorneyOfEvent(
        ctx,
        request.params.id,
        request.params.eventId,
        requireCurrentUser(request),
        requestOf(request),
      ),
  );
}
