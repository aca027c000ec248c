import {
  emailPreferenceChangeBodySchema,
  makeUserProfileUpdateSchema,
  textSchema,
  userProfileUpdateSchema,
} from "@prenup/domain";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireCurrentUser, requireToken } from "../../access/request-context.ts";
import { writeKeyOf } from "../../http/idempotency.ts";
import {
  errorResponses,
  idempotencyHeadersSchema,
  idParamsSchema,
  staleWriteResponseSchema,
} from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { RequestValidationError } from "../../http/error-handler.ts";
import { toIssues, zodValidatorCompiler } from "../../http/validation.ts";
import type { Clock } from "../../integrations/clock.ts";

/** The changed field's value as the person saw it (null: empty), for a change replayed after being offline. */
const profileBaseShape = {
  baseValue: textSchema({ max: 200, messages: { tooLong: "baseValue is too long (200 characters at most)" } })
    .nullable()
    .optional(),
};
import {
  createUserBodySchema,
  emailPreferencesResponseSchema,
  postnupWaitlistBodySchema,
  postnupWaitlistResponseSchema,
  userProfileResponseSchema,
  userResponseSchema,
} from "./users.schemas.ts";
import { createUser } from "./create-user.ts";
import { getCurrentUser } from "./get-current-user.ts";
import { getEmailPreferences } from "./get-email-preferences.ts";
import { getPostnupWaitlist } from "./get-postnup-waitlist.ts";
import { getUser } from "./get-user.ts";
import { setEmailPreference } from "./set-email-preference.ts";
import { setPostnupWaitlist } from "./set-postnup-waitlist.ts";
import { updateProfile } from "./update-profile.ts";
import type { UsersContext } from "./users.context.ts";

const security = [{ bearerAuth: [] }];

export function registerUsersRoutes(app: ApiInstance, deps: { users: UsersContext; clock: Clock }): void {
  const ctx = deps.users;

  app.get(
    "/users/me",
    {
      config: { access: access.authenticated() },
      schema: {
        operationId: "getCurrentUser",
        tags: ["users"],
        summary: "The signed-in user's profile",
        description:
          "404 with code USER_NOT_FOUND when the identity has no account yet: the app then calls POST /users.",
        security,
        response: { 200: userProfileResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getCurrentUser(request.currentUser),
  );

  app.post(
    "/users",
    {
      config: { access: access.authenticated() },
      schema: {
        operationId: "createUser",
        tags: ["users"],
        summary: "Create the signed-in identity's account",
        description:
          "The account type follows the app the token was issued to: the customer app creates a CUSTOMER, " +
          "the attorney app an ATTORNEY at stage FORM_MISSING; other apps get 403. The e-mail comes from the " +
          "token, which must carry a valid address (422 EMAIL_REQUIRED) that the identity provider has verified " +
          "(`email_verified: true`, else 403 EMAIL_NOT_VERIFIED; renew the token once the address is confirmed). " +
          "201 when created; 200 with the existing profile when the account already exists.",
        security,
        body: createUserBodySchema,
        response: {
          200: userProfileResponseSchema,
          201: userProfileResponseSchema,
          ...errorResponses(401, 403, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { user, created } = await createUser(ctx, requireToken(request), request.body, request.currentUser);
      return reply.code(created ? 201 : 200).send(user);
    },
  );

  app.get(
    "/users/:id",
    {
      config: {
        access: access.anyOf(access.self(), access.admin(), access.partner(), access.assignedAttorney("id", "user")),
      },
      schema: {
        operationId: "getUser",
        tags: ["users"],
        summary: "A user's profile",
        description:
          "The user themself and admins get the full profile (UserProfile); the partner on a shared document " +
          "and an attorney assigned to one of the user's documents get names and e-mail (PublicUserProfile).",
        security,
        params: idParamsSchema,
        response: { 200: userResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const view = request.accessVia === "self" || request.accessVia === "admin" ? "full" : "public";
      return getUser(ctx, request.params.id, view);
    },
  );

  // The birthdate rule needs "today", so the body schema is built per request from the clock.
  const profileValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
    if (route.httpPart !== "body") return zodValidatorCompiler(route);
    return (data) => {
      const result = makeUserProfileUpdateSchema(deps.clock.now()).extend(profileBaseShape).safeParse(data);
      return result.success ? { value: result.data } : { error: new RequestValidationError(toIssues(result.error)) };
    };
  };

  app.patch(
    "/users/:id",
    {
      config: { access: access.self() },
      validatorCompiler: profileValidatorCompiler as never,
      schema: {
        operationId: "updateUser",
        tags: ["users"],
        summary: "Change one field of the signed-in user's profile",
        description:
          "Exactly one of firstName, middleName, lastName, suffix (empty clears it), gender, birthdate " +
          "('YYYY-MM-DD', not in the future, not more than 90 years ago, at least 18 years ago) phoneNumber (stored in E.164) " +
          "or residenceState (the state they live in now, by abbreviation; null clears it). " +
          "Answers the updated profile. Offline replays: an Idempotency-Key header makes the same request again answer the first response " +
          "and change nothing (the key with another field or value → 422 IDEMPOTENCY_KEY_REUSED, nothing changed); baseValue (the field's value the change was made on, null for empty) makes a change to a field changed since " +
          "answer 409 PROFILE_CHANGED with `current`, the stored profile.",
        security,
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: userProfileUpdateSchema.extend(profileBaseShape),
        response: {
          200: userProfileResponseSchema,
          ...errorResponses(401, 403, 404, 413, 415, 422),
          409: staleWriteResponseSchema(userProfileResponseSchema),
        },
      },
    },
    async (request) => {
      const actor = requireCurrentUser(request);
      const { baseValue, ...changes } = request.body;
      return updateProfile(ctx, request.params.id, changes, actor.id, { writeKey: writeKeyOf(request), baseValue });
    },
  );

  app.get(
    "/users/:id/postnup-waitlist",
    {
      config: { access: access.self() },
      schema: {
        operationId: "getPostnupWaitlist",
        tags: ["users"],
        summary: "Whether the signed-in user is on the postnup waitlist",
        description: "joinedAt: when they joined the waitlist, null when they are not on it.",
        security,
        params: idParamsSchema,
        response: { 200: postnupWaitlistResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getPostnupWaitlist(ctx, request.params.id),
  );

  app.put(
    "/users/:id/postnup-waitlist",
    {
      config: { access: access.self() },
      schema: {
        operationId: "setPostnupWaitlist",
        tags: ["users"],
        summary: "Join or leave the postnup waitlist",
        description:
          "joined: true puts the signed-in user on the waitlist (joining again keeps the first joining time); false takes them off it. " +
          "They are e-mailed once postnuptial agreements are offered. Answers the resulting place on the waitlist.",
        security,
        params: idParamsSchema,
        body: postnupWaitlistBodySchema,
        response: { 200: postnupWaitlistResponseSchema, ...errorResponses(401, 403, 404, 413, 415) },
      },
    },
    async (request) => setPostnupWaitlist(ctx, request.params.id, request.body.joined, deps.clock.now()),
  );

  app.get(
    "/users/:id/email-preferences",
    {
      config: { access: access.self() },
      schema: {
        operationId: "getEmailPreferences",
        tags: ["users"],
        summary: "Which milestone e-mails the signed-in user receives",
        description:
          "Each kind of milestone e-mail (news of the partner that asks something of the reader) with whether it is on. " +
          "Receipts and security e-mails are not listed: they always go. unsubscribedFromAll: every notification is off (an unsubscribe), whatever the kinds say.",
        security,
        params: idParamsSchema,
        response: { 200: emailPreferencesResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getEmailPreferences(ctx, request.params.id),
  );

  app.put(
    "/users/:id/email-preferences",
    {
      config: { access: access.self() },
      schema: {
        operationId: "setEmailPreference",
        tags: ["users"],
        summary: "Turn one kind of milestone e-mail on or off",
        description:
          "kind: one of the kinds GET lists; enabled: true sends it, false stops it. Answers the resulting preferences. Sending the same change twice changes nothing more.",
        security,
        params: idParamsSchema,
        body: emailPreferenceChangeBodySchema,
        response: { 200: emailPreferencesResponseSchema, ...errorResponses(401, 403, 404, 413, 415) },
      },
    },
    async (request) => setEmailPreference(ctx, request.params.id, request.body),
  );
}
