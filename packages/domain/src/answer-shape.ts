/**
 * The one answer shape, from the screen to the row: `{ questionId, valueTyped, questionOptionIds }`
 * (the API's Answer and the body of POST/PATCH /users/{id}/answers). Every rule about answers reads
 * it through these helpers.
 *
 * The published contract (shared/contracts/domain-api.md) spells the chosen options as the spec's
 * entity does, `answerQuestionOptions: [{ questionOptionId }]`; that spelling is accepted wherever an
 * `AnswerLike` is read, so both callers work without converting. When both are present,
 * `questionOptionIds` wins.
 */
export type AnswerLike = {
  questionId: string;
  valueTyped?: string | null;
  questionOptionIds?: readonly string[];
  answerQuestionOptions?: readonly { questionOptionId: string }[];
  /**
   * The answer holds the question's suggested (default) options, recorded for the partner and not
   * chosen by them yet (a write of the partner's own clears it). Absent: a chosen answer.
   */
  isSuggestion?: boolean;
};

const NO_OPTIONS: readonly string[] = [];

/** The ids of the options the answer chose (none for an absent answer). */
export function chosenOptionIds(answer: AnswerLike | null | undefined): readonly string[] {
  if (answer === undefined || answer === null) return NO_OPTIONS;
  if (answer.questionOptionIds !== undefined) return answer.questionOptionIds;
  return answer.answerQuestionOptions?.map((option) => option.questionOptionId) ?? NO_OPTIONS;
}

/** The typed text of an answer, trimmed ("" when there is none). */
export function typedText(answer: AnswerLike | undefined): string {
  return (answer?.valueTyped ?? "").trim();
}

/** An answer that holds something: a non-blank typed value or at least one chosen option. */
export function isAnswerGiven(answer: AnswerLike | undefined): answer is AnswerLike {
  return answer !== undefined && (typedText(answer) !== "" || chosenOptionIds(answer).length > 0);
}

/** True when two answers differ: typed values after trimming (case counts), or option sets (order ignored). */
export function answersDiffer(a: AnswerLike, b: AnswerLike): boolean {
  if (typedText(a) !== typedText(b)) return true;
  const optionsA = new Set(chosenOptionIds(a));
  const optionsB = new Set(chosenOptionIds(b));
  return optionsA.size !== optionsB.size || [...optionsA].some((id) => !optionsB.has(id));
}

/**
 * An answer as one line of text, the same on every screen and in every e-mail: the chosen options'
 * values in the order of `options` (the question's), then the typed text — marked "Other: " on an
 * option question, where it is the "other" answer — joined with ", ". "" for an empty answer.
 */
export function answerText(
  answer: AnswerLike | null | undefined,
  options: readonly { id: string; value: string }[],
): string {
  const chosen = chosenOptionIds(answer);
  const parts = options.filter((option) => chosen.includes(option.id)).map((option) => option.value);
  const typed = typedText(answer ?? undefined);
  if (typed !== "") parts.push(options.length > 0 ? `Other: ${typed}` : typed);
  return parts.join(", ");
}

/** The answers by question; when a question has several, the first one counts. */
export function answersByQuestion<A extends AnswerLike>(answers: readonly A[]): Map<string, A> {
  const byQuestion = new Map<string, A>();
  for (const answer of answers) if (!byQuestion.has(answer.questionId)) byQuestion.set(answer.questionId, answer);
  return byQuestion;
}
