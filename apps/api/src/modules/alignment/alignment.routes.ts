import { access } from "../../access/rules.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { answerBodySchema } from "../answers/index.ts";
import {
  disputeParamsSchema,
  disputesResponseSchema,
  listResolutionsResponseSchema,
  resolutionsParamsSchema,
  resolveDisputeResponseSchema,
} from "./alignment.schemas.ts";
import type { AlignmentService } from "./alignment.service.ts";

const security = [{ bearerAuth: [] }];
const tags = ["alignment"];

export function registerAlignmentRoutes(app: ApiInstance, deps: { alignment: AlignmentService }): void {
  const service = deps.alignment;

  app.get(
    "/users/:id/answers/dispute",
    {
      config: { access: access.self() },
      schema: {
        operationId: "listDisputes",
        tags,
        summary: "The questions on which the partners' answers differ",
        description:
          "Only questions that generate disputes and that both partners answered, sorted by section, group and " +
          "question order. This is the only place a partner sees the other's answers.",
        security,
        params: idParamsSchema,
        response: { 200: disputesResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => service.listDisputes(request.params.id),
  );

  app.get(
    "/users/:id/documents/:docId/resolutions",
    {
      config: { access: access.allOf(access.self(), access.documentParty("docId")) },
      schema: {
        operationId: "listResolutions",
        tags,
        summary: "The alignment history of the document, newest first",
        description: "404 when the user is not a party of the document.",
        security,
        params: resolutionsParamsSchema,
        response: { 200: listResolutionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.listResolutions(request.params.docId),
  );

  app.post(
    "/users/:id/answers/dispute/:questionId/agree",
    {
      config: { access: access.self() },
      schema: {
        operationId: "agreeWithPartner",
        tags,
        summary: "Resolve a dispute by taking the partner's answer",
        description: "404 DISPUTE_NOT_FOUND when there is no dispute on this question.",
        security,
        params: disputeParamsSchema,
        response: { 200: resolveDisputeResponseSchema, ...errorResponses(401, 402, 403, 404, 409, 422) },
      },
    },
    async (request) => service.agreeWithPartner(request.params.id, request.params.questionId),
  );

  app.post(
    "/users/:id/answers/dispute/:questionId/change",
    {
      config: { access: access.self() },
      schema: {
        operationId: "changeDisputedAnswer",
        tags,
        summary: "Resolve a dispute by writing a new answer of one's own",
        description:
          "Validated like PATCH /users/{id}/answers, except that an invalid typed value, or an empty answer, is a 400 issue. " +
          "404 DISPUTE_NOT_FOUND when there is no dispute on this question.",
        security,
        params: disputeParamsSchema,
        body: answerBodySchema,
        response: { 200: resolveDisputeResponseSchema, ...errorResponses(401, 402, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request) => service.changeAnswer(request.params.id, request.params.questionId, request.body),
  );
}
