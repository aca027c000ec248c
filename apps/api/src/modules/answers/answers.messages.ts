import { ANSWER_WRITE_MESSAGES } from "@prenup/domain";

export const ANSWER_MESSAGES = {
  noDocument: "Choose your state to start your prenup before answering questions.",
  questionnaireLocked: "Your answers can't be changed while your document is in review, being notarized or finalized.",
  answerExists: ANSWER_WRITE_MESSAGES.answerExists,
  answerChanged: "This answer was changed since you last saw it. Keep yours or take the saved one.",
} as const;
