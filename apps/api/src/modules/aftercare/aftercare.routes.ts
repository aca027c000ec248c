import { aftercarePlanBodySchema } from "@prenup/domain";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { errorResponses } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { AftercareContext } from "./aftercare.context.ts";
import { aftercareParamsSchema, aftercareResponseSchema } from "./aftercare.schemas.ts";
import { getAftercare } from "./get-aftercare.ts";
import { saveAftercarePlan } from "./save-aftercare-plan.ts";
import { stopAftercare } from "./stop-aftercare.ts";

const security = [{ bearerAuth: [] }];
const tags = ["documents"];
/** A spouse's own aftercare: only they read and change it, on a document they are a party of. */
const OWN_RULE = access.allOf(access.self(), access.documentParty("docId"));

export function registerAftercareRoutes(app: ApiInstance, deps: { aftercare: AftercareContext }): void {
  const ctx = deps.aftercare;
  const path = "/users/:id/documents/:docId/aftercare";

  app.get(
    path,
    {
      config: { access: OWN_RULE },
      schema: {
        operationId: "getAftercare",
        tags,
        summary: "The spouse's aftercare: reminders, where they live, what to keep separate",
        description:
          "Only the spouse themself. `plan` is null while reminders are off; `nextReminder` is the next one due. " +
          "`residence.notice` says what living in another state than the agreement's means (the state comes from the profile's `residenceState`). " +
          "`keepSeparate` lists the spouse's own property in the signed schedules; empty before the signing (`signedOn` null).",
        security,
        params: aftercareParamsSchema,
        response: { 200: aftercareResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getAftercare(ctx, {
        userId: request.params.id,
        documentId: request.params.docId,
        residenceState: requireCurrentUser(request).residenceState,
      }),
  );

  app.put(
    path,
    {
      config: { access: OWN_RULE },
      schema: {
        operationId: "saveAftercarePlan",
        tags,
        summary: "Turn aftercare reminders on, or change them",
        description:
          "events: the life events a check-in asks about; reviewEveryYears: 1, 2, 3, 5 or 10 (null: every year when events are chosen, else no check-in); " +
          "sunsetReminder: a reminder 90 days before the sunset date. At least one must be chosen (400 otherwise). " +
          "Only once the agreement is signed (409 AFTERCARE_NOT_AVAILABLE). Answers as GET does.",
        security,
        params: aftercareParamsSchema,
        body: aftercarePlanBodySchema,
        response: { 200: aftercareResponseSchema, ...errorResponses(401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      saveAftercarePlan(ctx, {
        userId: request.params.id,
        documentId: request.params.docId,
        plan: request.body,
        residenceState: requireCurrentUser(request).residenceState,
      }),
  );

  app.delete(
    path,
    {
      config: { access: OWN_RULE },
      schema: {
        operationId: "stopAftercare",
        tags,
        summary: "Turn aftercare reminders off",
        description:
          "Only the spouse themself. No reminder is sent after; turning off reminders that are off is not an error.",
        security,
        params: aftercareParamsSchema,
        response: {
          204: z.unknown().optional().meta({ description: "Reminders off (no body)" }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await stopAftercare(ctx, { userId: request.params.id, documentId: request.params.docId });
      return reply.code(204).send();
    },
  );
}
