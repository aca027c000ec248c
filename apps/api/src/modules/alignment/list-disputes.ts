import { answerText, DomainError, unchosenQuestionsOf } from "@prenup/domain";
import { toAnswerResponse } from "../answers/index.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import { ALIGNMENT_MESSAGES } from "./alignment.messages.ts";
import type { DisputeResponse, DisputesResponse } from "./alignment.schemas.ts";
import { disputesOf } from "./dispute-gates.ts";
import { threadSummaryOf } from "./thread-summary.ts";

/**
 * GET /users/{id}/answers/dispute: the couple's disputes as the caller sees them (each with both
 * answers in words and its thread's summary), and the questions one partner has not chosen yet.
 */
export async function listDisputes(ctx: AlignmentContext, userId: string): Promise<DisputesResponse> {
  const context = await ctx.standing.loadContext(userId, { withPartner: true });
  if (!context.facts.document) throw new DomainError("NO_DOCUMENT", ALIGNMENT_MESSAGES.noDocument);
  const userComplete = context.me.isComplete();
  const { questionnaire } = context;
  // The domain's list is frozen and shared between reads; the response gets its own.
  const suggestions = [...unchosenQuestionsOf(questionnaire, context.me, context.partner)];
  if (!context.partner)
    return { partnerJoined: false, userComplete, partnerComplete: false, disputes: [], suggestions };
  const disputes: DisputeResponse[] = disputesOf(context).map(({ question, mine, theirs }) => {
    const row = questionnaire.questionById.get(question.id)!;
    const myAnswer = context.myAnswers.find((answer) => answer.questionId === question.id)!;
    const partnerAnswer = context.partnerAnswers.find((answer) => answer.questionId === question.id)!;
    return {
      questionId: question.id,
      sectionKey: questionnaire.sectionById.get(question.sectionId)?.key ?? "",
      groupTitle: (row.groupId && questionnaire.groupById.get(row.groupId)?.title) || "",
      question: {
        id: row.id,
        title: row.title,
        description: row.description,
        questionType: row.questionType,
        inputType: row.inputType,
        inputRestriction: row.inputRestriction,
        allowsOtherOption: row.allowsOtherOption,
        options: row.options.map((option) => ({ id: option.id, value: option.value })),
      },
      myAnswer: toAnswerResponse(myAnswer),
      partnerAnswer: toAnswerResponse(partnerAnswer),
      myAnswerText: answerText(mine, row.options),
      partnerAnswerText: answerText(theirs, row.options),
      thread: threadSummaryOf(context, question.id),
    };
  });
  return {
    partnerJoined: true,
    userComplete,
    partnerComplete: context.partner.isComplete(),
    disputes,
    suggestions,
  };
}
