import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../access/request-context.ts";
import { writeKeyOf } from "../../http/idempotency.ts";
import { errorResponses, idempotencyHeadersSchema, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import {
  answerConflictResponseSchema,
  answerParamsSchema,
  answerPutResponseSchema,
  answerQuestionQuerySchema,
  answerSavedResponseSchema,
  attorneyRestrictionsResponseSchema,
  listAnswersQuerySchema,
  answerWriteBodySchema,
  listAnswersResponseSchema,
} from "./answers.schemas.ts";
import type { AnswersContext } from "./answers.context.ts";
import { getAttorneyRestrictions } from "./get-attorney-restrictions.ts";
import { listAnswers } from "./list-answers.ts";
import { saveAnswer } from "./save-answer.ts";

const security = [{ bearerAuth: [] }];
const tags = ["answers"];

const WRITE_RULES =
  "Unknown question → 404 QUESTION_NOT_FOUND; not offered in the state or hidden by the answers → 422 " +
  "QUESTION_NOT_AVAILABLE; an option not of the question or not offered in the state → 422 OPTION_NOT_AVAILABLE; " +
  'two options on RADIO/DROPDOWN, or text on an option question without an "other" answer → 400; an option excluded by another selected option → 422 OPTION_RESTRICTED; ' +
  "no document → 409 NO_DOCUMENT; questionnaire blocked → 409 QUESTIONNAIRE_LOCKED; section locked → 409 " +
  "SECTION_LOCKED. An invalid typed value is stored as null and validationError says why. Every write is kept " +
  "in the answer history. Offline replays: an Idempotency-Key header makes the same request again answer the first response and " +
  "store nothing new (the key with another method, question or body → 422 IDEMPOTENCY_KEY_REUSED, nothing stored); baseUpdatedAt (the answer's updatedAt the change was made on, null for none) makes a write on an answer changed since " +
  "answer 409 ANSWER_CHANGED with `current`, the stored answer, and store nothing.";

/** The answers' routes; `answers` is the module's context, each handler calls its use case with it. */
export function registerAnswersRoutes(app: ApiInstance, deps: { answers: AnswersContext }): void {
  const ctx = deps.answers;

  app.get(
    "/users/:id/answers",
    {
      config: { access: access.anyOf(access.self(), access.assignedAttorney("id", "user"), access.admin()) },
      schema: {
        operationId: "listAnswers",
        tags,
        summary: "The user's answers on their active document",
        security,
        params: idParamsSchema,
        querystring: listAnswersQuerySchema,
        response: { 200: listAnswersResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listAnswers(ctx, { userId: request.params.id, questionId: request.query.questionId }),
  );

  app.post(
    "/users/:id/answers",
    {
      config: { access: access.self(), live: "answers" },
      schema: {
        operationId: "createAnswer",
        tags,
        summary: "Answer a question for the first time",
        description: `409 ANSWER_EXISTS when the user already answered it (use PATCH). A field left out is empty. ${WRITE_RULES}`,
        security,
        params: idParamsSchema,
        querystring: answerQuestionQuerySchema,
        headers: idempotencyHeadersSchema,
        body: answerWriteBodySchema,
        response: {
          201: answerSavedResponseSchema,
          ...errorResponses(401, 403, 404, 413, 415, 422),
          409: answerConflictResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireCurrentUser(request);
      const { outcome: _outcome, ...saved } = await saveAnswer(ctx, {
        userId: request.params.id,
        questionId: request.query.questionId,
        body: request.body,
        actorId: actor.id,
        mode: "create",
        writeKey: writeKeyOf(request),
      });
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    "/users/:id/answers",
    {
      config: { access: access.self(), live: "answers" },
      schema: {
        operationId: "updateAnswer",
        tags,
        summary: "Change the answer to a question",
        description: `404 ANSWER_NOT_FOUND when there is no answer yet (use POST). A field left out keeps its value. ${WRITE_RULES}`,
        security,
        params: idParamsSchema,
        querystring: answerQuestionQuerySchema,
        headers: idempotencyHeadersSchema,
        body: answerWriteBodySchema,
        response: {
          200: answerSavedResponseSchema,
          ...errorResponses(401, 403, 404, 413, 415, 422),
          409: answerConflictResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = requireCurrentUser(request);
      const { outcome: _outcome, ...saved } = await saveAnswer(ctx, {
        userId: request.params.id,
        questionId: request.query.questionId,
        body: request.body,
        actorId: actor.id,
        mode: "update",
        writeKey: writeKeyOf(request),
      });
      return saved;
    },
  );

  app.put(
    "/users/:id/answers/:questionId",
    {
      config: { access: access.self(), live: "answers" },
      schema: {
        operationId: "putAnswer",
        tags,
        summary: "Save the answer to a question, created or updated as the server finds it",
        description:
          "The answer as sent (a field left out is empty): 201 with outcome `created` when the question had no answer, " +
          `200 with outcome \`updated\` when it had one. The one write offline replays use. ${WRITE_RULES}`,
        security,
        params: answerParamsSchema,
        headers: idempotencyHeadersSchema,
        body: answerWriteBodySchema,
        response: {
          200: answerPutResponseSchema,
          201: answerPutResponseSchema,
          ...errorResponses(401, 403, 404, 413, 415, 422),
          409: answerConflictResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireCurrentUser(request);
      const saved = await saveAnswer(ctx, {
        userId: request.params.id,
        questionId: request.params.questionId,
        body: request.body,
        actorId: actor.id,
        mode: "put",
        writeKey: writeKeyOf(request),
      });
      return reply.code(saved.outcome === "created" ? 201 : 200).send(saved);
    },
  );

  app.get(
    "/users/:id/answers/attorney-restrictions",
    {
      config: { access: access.anyOf(access.self(), access.assignedAttorney("id", "user"), access.admin()) },
      schema: {
        operationId: "getAttorneyRestrictions",
        tags,
        summary: "The attorney rules the user's answers trigger in the document's state",
        security,
        params: idParamsSchema,
        response: { 200: attorneyRestrictionsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAttorneyRestrictions(ctx, request.params.id),
  );
}
