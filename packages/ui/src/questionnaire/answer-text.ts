import type { AnswerValue, QuestionLike } from "./types.ts";

/**
 * An answer as one line of text: the chosen options' values in the question's order, joined with
 * ", ", or the typed value; null when there is nothing.
 */
export function answerText(question: Pick<QuestionLike, "options">, answer: AnswerValue | null | undefined): string | null {
  if (!answer) return null;
  if (answer.questionOptionIds.length > 0) {
    const values = question.options.filter((option) => answer.questionOptionIds.includes(option.id)).map((option) => option.value);
    if (values.length > 0) return values.join(", ");
  }
  const typed = answer.valueTyped?.trim() ?? "";
  return typed === "" ? null : typed;
}
