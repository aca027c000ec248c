/** Disagreements between the partners' answers (customer spec §4, alignment). */

export type AnswerLike = {
  questionId: string;
  valueTyped?: string | null;
  answerQuestionOptions?: { questionOptionId: string }[];
};

export type Dispute<A extends AnswerLike = AnswerLike> = { questionId: string; answerA: A; answerB: A };

function typedText(answer: AnswerLike): string {
  return (answer.valueTyped ?? "").trim();
}

function optionIds(answer: AnswerLike): Set<string> {
  return new Set((answer.answerQuestionOptions ?? []).map((option) => option.questionOptionId));
}

/** An answer that holds something: a non-blank typed value or at least one selected option. */
export function isAnswerGiven(answer: AnswerLike | undefined): answer is AnswerLike {
  return answer !== undefined && (typedText(answer) !== "" || optionIds(answer).size > 0);
}

/** True when two answers differ: typed values after trimming (case counts), or option sets (order ignored). */
export function answersDiffer(a: AnswerLike, b: AnswerLike): boolean {
  if (typedText(a) !== typedText(b)) return true;
  const optionsA = optionIds(a);
  const optionsB = optionIds(b);
  return optionsA.size !== optionsB.size || [...optionsA].some((id) => !optionsB.has(id));
}

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
  const disputes: Dispute<A>[] = [];
  for (const question of input.questions) {
    if (!question.generatesDispute) continue;
    const answerA = input.answersA.find((answer) => answer.questionId === question.id);
    const answerB = input.answersB.find((answer) => answer.questionId === question.id);
    if (isAnswerGiven(answerA) && isAnswerGiven(answerB) && answersDiffer(answerA, answerB)) {
      disputes.push({ questionId: question.id, answerA: answerA as A, answerB: answerB as A });
    }
  }
  return disputes;
}
