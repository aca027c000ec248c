import type { WriteKey } from "../../http/idempotency.ts";
import { SIGNING_PLAN_QUESTION_IDS } from "./answer-write-steps.ts";
import type { AnswersContext } from "./answers.context.ts";
import { toAnswerResponse, type AnswerSavedResponse, type AnswerWriteBody } from "./answers.schemas.ts";
import { writeAnswerOnce, type AnswerWriteResult } from "./write-answer.ts";

export type SaveAnswerInput = {
  userId: string;
  questionId: string;
  body: AnswerWriteBody;
  actorId: string;
  mode: "create" | "update";
  writeKey?: WriteKey | null;
};

/** The write's response, as the API answers it. */
function savedResponse(result: AnswerWriteResult): AnswerSavedResponse {
  const section = result.context.questionnaire.sectionById.get(result.planned.sectionId)!;
  return {
    answer: toAnswerResponse(result.answer),
    defaults: result.defaults.map(toAnswerResponse),
    validationError: result.planned.validationError,
    section: { id: section.id, key: section.key, status: result.after.sectionStatus(section.id) },
  };
}

/**
 * POST/PATCH /users/{id}/answers: the person's own write. With `writeKey`, the same request again
 * answers the first response and writes nothing, and the key with another request answers 422
 * IDEMPOTENCY_KEY_REUSED, writing nothing; with `baseUpdatedAt` in the body (the answer's updatedAt
 * the change was made on, null for none), a stored answer changed since answers 409 ANSWER_CHANGED
 * with it.
 */
export async function saveAnswer(ctx: AnswersContext, input: SaveAnswerInput): Promise<AnswerSavedResponse> {
  const { baseUpdatedAt, keepAsSuggestion, ...change } = input.body;
  const outcome = await writeAnswerOnce(ctx, {
    userId: input.userId,
    questionId: input.questionId,
    actorId: input.actorId,
    // The wedding date is the couple's: the signing-plan check reads the partner's answer too.
    withPartner: SIGNING_PLAN_QUESTION_IDS.has(input.questionId.toLowerCase()),
    decide: () => ({ change, mode: input.mode, keepAsSuggestion: keepAsSuggestion === true }),
    ...(baseUpdatedAt === undefined ? {} : { seenUpdatedAt: baseUpdatedAt }),
    ...(input.writeKey ? { idempotency: { key: input.writeKey, respond: savedResponse } } : {}),
  });
  return outcome.kind === "replayed" ? outcome.response : savedResponse(outcome.result);
}
