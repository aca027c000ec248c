/** Disagreements between the partners' answers, which the alignment screen resolves. */
import { answersByQuestion, answersDiffer, isAnswerGiven, type AnswerLike } from "./answer-shape.ts";

export type Dispute<A extends AnswerLike = AnswerLike> = { questionId: string; answerA: A; answerB: A };

/**
 * The disputes of a couple, in the order of `questions`: a question with generatesDispute that
 * both partners answered, with answers that differ. A question without generatesDispute never
 * appears, and neither does one that only one partner answered.
 * Decision: when a partner has several answers to one question, the first in the list is used.
 */
export function findDisputes<A extends AnswerLike>(input: {
  questions: readonly { id: string; generatesDispute: boolean }[];
  answersA: readonly A[];
  answersB: readonly A[];
}): Dispute<A>[] {
  const answersA = answersByQuestion(input.answersA);
  const answersB = answersByQuestion(input.answersB);
  const disputes: Dispute<A>[] = [];
  for (const question of input.questions) {
    if (!question.generatesDispute) continue;
    const answerA = answersA.get(question.id);
    const answerB = answersB.get(question.id);
    if (isAnswerGiven(answerA) && isAnswerGiven(answerB) && answersDiffer(answerA, answerB)) {
      disputes.push({ questionId: question.id, answerA, answerB });
    }
  }
  return disputes;
}

/**
 * Alignment is complete once the partner has joined, both questionnaires are complete and no
 * question is disputed. Unknown facts (not loaded) count as not complete.
 */
export function isAlignmentComplete(input: {
  partnerJoined: boolean;
  userQuestionnaireComplete: boolean;
  partnerQuestionnaireComplete: boolean;
  openDisputes: number;
}): boolean {
  return (
    input.partnerJoined &&
    input.userQuestionnaireComplete &&
    input.partnerQuestionnaireComplete &&
    input.openDisputes === 0
  );
}
