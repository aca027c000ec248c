/**
 * A user's answers: reading them, writing one with every rule of the questionnaire engine (one
 * transaction, one write statement), and the attorney rules they trigger. The only module that writes
 * answers, their options and their history. One use case per file, each a function of the module's
 * context and its input (`saveAnswer(ctx, input)`); the routes call them directly.
 */
import type { AnswersContext } from "./answers.context.ts";
import { getAttorneyRestrictions } from "./get-attorney-restrictions.ts";
import { purgeWriteKeys } from "./purge-write-keys.ts";
import { writeAnswer, type WriteAnswerInput } from "./write-answer.ts";

export type { AnswersContext } from "./answers.context.ts";
export { createAnswersRepository, type AnswersRepository } from "./answers.repository.ts";
export { ANSWER_MESSAGES } from "./answers.messages.ts";
export { questionnaireLockedRefusal } from "./answer-write-steps.ts";
export type { AnswerWriteResult, ResolutionKind, WriteAnswerInput, WriteIntent } from "./write-answer.ts";
export {
  answerBodySchema,
  answerSchema,
  attorneyRestrictionsResponseSchema,
  toAnswerResponse,
  type AnswerBody,
  type AnswerResponse,
  type AttorneyRestrictionsResponse,
} from "./answers.schemas.ts";

/**
 * What other modules call, on the context the manifest built: each name is the use case
 * of the same name (`write-answer.ts`, `get-attorney-restrictions.ts`, `purge-write-keys.ts`).
 */
export function answersService(ctx: AnswersContext) {
  return {
    /** Alignment's writes (agree, change, accept a proposal), in its transaction when it passes one. */
    writeAnswer: (input: WriteAnswerInput) => writeAnswer(ctx, input),
    getAttorneyRestrictions: (userId: string) => getAttorneyRestrictions(ctx, userId),
    /** The daily write-keys sweep. */
    purgeWriteKeys: (before: Date) => purgeWriteKeys(ctx, before),
  };
}

export type AnswersService = ReturnType<typeof answersService>;
