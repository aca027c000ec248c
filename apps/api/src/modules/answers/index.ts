/**
 * A user's answers: reading them, writing one with every rule of the questionnaire engine (one
 * transaction, one write statement), and the attorney rules they trigger. The only module that writes
 * answers, their options and their history.
 */
export { registerAnswersRoutes } from "./answers.routes.ts";
export {
  createAnswersService,
  ANSWER_MESSAGES,
  questionnaireLockedRefusal,
  type AnswersService,
  type AnswerWriteResult,
  type ResolutionKind,
  type WriteIntent,
} from "./answers.service.ts";
export {
  answerBodySchema,
  answerSchema,
  attorneyRestrictionsResponseSchema,
  toAnswerResponse,
  type AnswerBody,
  type AnswerResponse,
  type AttorneyRestrictionsResponse,
} from "./answers.schemas.ts";
