import type { AnswerChange } from "@prenup/domain";
import type { WriteKey } from "../../http/idempotency.ts";
import { SIGNING_PLAN_QUESTION_IDS } from "./answer-write-steps.ts";
import type { AnswersContext } from "./answers.context.ts";
import type { AnswerPutResponse, AnswerWriteBody } from "./answers.schemas.ts";
import { answerPutResponse, writeAnswerOnce, type WriteIntent } from "./write-answer.ts";

/**
 * How the person's write meets the stored answer: `put` (PUT /users/{id}/answers/{questionId}) is
 * the answer as sent, created when the question has none and updated when it has one, the server
 * deciding on the locked context; `create` (POST) is refused with 409 ANSWER_EXISTS over an answer
 * and `update` (PATCH) with 404 ANSWER_NOT_FOUND without one.
 */
export type SaveAnswerMode = "put" | "create" | "update";

export type SaveAnswerInput = {
  userId: string;
  questionId: string;
  body: AnswerWriteBody;
  actorId: string;
  mode: SaveAnswerMode;
  writeKey?: WriteKey | null;
};

/**
 * The person's own write of an answer, the use case of PUT, POST and PATCH. With `writeKey`, the
 * same request again answers the first response and writes nothing, and the key with another
 * request answers 422 IDEMPOTENCY_KEY_REUSED, writing nothing; with `baseUpdatedAt` in the body
 * (the answer's updatedAt the change was made on, null for none), a stored answer changed since
 * answers 409 ANSWER_CHANGED with it. Answers the save and whether it `created` or `updated` the
 * answer.
 */
export async function saveAnswer(ctx: AnswersContext, input: SaveAnswerInput): Promise<AnswerPutResponse> {
  const { baseUpdatedAt, keepAsSuggestion, ...change } = input.body;
  const questionId = input.questionId.toLowerCase();
  const outcome = await writeAnswerOnce(ctx, {
    userId: input.userId,
    questionId,
    actorId: input.actorId,
    // The wedding date is the couple's: the signing-plan check reads the partner's answer too.
    withPartner: SIGNING_PLAN_QUESTION_IDS.has(questionId),
    decide: (context) => ({
      ...intentOf(input.mode, change, context.me.answers.has(questionId)),
      keepAsSuggestion: keepAsSuggestion === true,
    }),
    ...(baseUpdatedAt === undefined ? {} : { seenUpdatedAt: baseUpdatedAt }),
    writeKey: input.writeKey ?? null,
  });
  return outcome.kind === "replayed" ? outcome.response : answerPutResponse(outcome.result);
}

/**
 * The change and the engine's mode of a save. A PUT is the whole answer (a field left out is
 * empty) and creates or updates by what is stored; POST and PATCH keep their own rules (a field
 * left out of a PATCH keeps its value).
 */
function intentOf(mode: SaveAnswerMode, change: AnswerChange, answered: boolean): Pick<WriteIntent, "change" | "mode"> {
  if (mode !== "put") return { change, mode };
  return {
    change: { valueTyped: change.valueTyped ?? null, questionOptionIds: change.questionOptionIds ?? [] },
    mode: answered ? "update" : "create",
  };
}
