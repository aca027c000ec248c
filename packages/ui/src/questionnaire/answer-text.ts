import type { AnswerValue, QuestionLike } from "./types.ts";

/**
 * An answer as one line of text: the chosen options' values in the question's order, joined with
 * ", ", or the typed value; null when there is nothing.
 */
export function answerText(question: Pick<QuestionLike, "options">, answer: AnswerValue | null | undefined): string | null {
  if (!answer) return null;
  const values = question.options.filter((option) => answer.questionOptionIds.includes(option.id)).map((option) => option.value);
  // On an option question that takes "other", the typed text is one more choice.
  const typed = answer.valueTyped?.trim() ?? "";
  if (typed !== "") values.push(values.length > 0 || question.options.length > 0 ? `Other: ${typed}` : typed);
  return values.length > 0 ? values.join(", ") : null;
}
