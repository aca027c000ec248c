import type { AnswersContext } from "./answers.context.ts";
import { toAnswerResponse, type AnswerResponse } from "./answers.schemas.ts";

/** GET /users/{id}/answers: the user's answers on their active document, or their answer to one question. */
export async function listAnswers(
  ctx: AnswersContext,
  input: { userId: string; questionId?: string | undefined },
): Promise<AnswerResponse[]> {
  const { myAnswers } = await ctx.standing.loadContext(input.userId);
  const wanted = input.questionId?.toLowerCase();
  return myAnswers.filter((answer) => wanted === undefined || answer.questionId === wanted).map(toAnswerResponse);
}
