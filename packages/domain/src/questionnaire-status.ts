/**
 * Which questions a partner sees, and the status of a section (customer spec §4). The server computes
 * section status with these functions; the screen uses the same ones to reveal follow-ups at once.
 */
import { validateAnswer, type QuestionForValidation } from "./answers.ts";
import { isAnswerGiven, type AnswerLike } from "./disputes.ts";
import type { SectionStatus } from "./enums.ts";

const OPTION_TYPES = new Set(["CHECKBOX", "RADIO", "DROPDOWN"]);

export type QuestionForVisibility = QuestionForValidation & {
  id: string;
  parentQuestionId: string | null;
  /** The parent's options that reveal this follow-up (empty for a root question). */
  showWhenOptionIds: readonly string[];
  allowsOtherOption?: boolean;
  options?: readonly { id: string; isDefault: boolean }[];
};

function answerFor(answers: readonly AnswerLike[], questionId: string): AnswerLike | undefined {
  return answers.find((answer) => answer.questionId === questionId);
}

/** The option ids that count for a question: the saved ones, else (nothing saved) its default options. */
export function effectiveOptionIds(question: Pick<QuestionForVisibility, "options">, answer: AnswerLike | undefined): string[] {
  if (isAnswerGiven(answer)) return (answer.answerQuestionOptions ?? []).map((option) => option.questionOptionId);
  return (question.options ?? []).filter((option) => option.isDefault).map((option) => option.id);
}

/**
 * The ids of the questions shown with these answers: a root question always; a follow-up when its
 * parent is shown and the parent's effective options include one of `showWhenOptionIds`.
 * Decision: a follow-up whose parent is not in `questions` (a question of another state, say) is hidden.
 */
export function visibleQuestionIds(questions: readonly QuestionForVisibility[], answers: readonly AnswerLike[]): Set<string> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const memo = new Map<string, boolean>();
  const isVisible = (question: QuestionForVisibility, seen: Set<string>): boolean => {
    const known = memo.get(question.id);
    if (known !== undefined) return known;
    let visible = true;
    if (question.parentQuestionId !== null) {
      const parent = byId.get(question.parentQuestionId);
      if (!parent || seen.has(parent.id)) {
        visible = false;
      } else {
        const chosen = effectiveOptionIds(parent, answerFor(answers, parent.id));
        visible =
          isVisible(parent, new Set([...seen, question.id])) && question.showWhenOptionIds.some((optionId) => chosen.includes(optionId));
      }
    }
    memo.set(question.id, visible);
    return visible;
  };
  return new Set(questions.filter((question) => isVisible(question, new Set([question.id]))).map((question) => question.id));
}

/** The value `validateAnswer` checks for a question: option ids for option questions, else the typed text. */
export function answerValueForValidation(question: QuestionForVisibility, answer: AnswerLike | undefined): string | string[] | null {
  if (OPTION_TYPES.has(question.questionType)) {
    const options = effectiveOptionIds(question, answer);
    // An "other" text stands for a choice of its own.
    const other = question.allowsOtherOption ? (answer?.valueTyped ?? "").trim() : "";
    return other === "" ? options : [...options, other];
  }
  return answer?.valueTyped ?? null;
}

/** True when the question holds an answer that counts: saved options/text, or a default option. */
export function isAnswered(question: QuestionForVisibility, answer: AnswerLike | undefined): boolean {
  const value = answerValueForValidation(question, answer);
  if (value === null) return false;
  return Array.isArray(value) ? value.length > 0 : value.trim() !== "";
}

/**
 * The status of one section for one partner.
 * - NOT_APPLICABLE: no question of the section is shown (none applies in the state).
 * - COMPLETED: every shown required question passes `validateAnswer` (a default option counts as
 *   chosen), and the partner saved at least one answer in the section — so a section is never ticked
 *   before the partner has looked at it, even when all its questions are optional or defaulted.
 * - IN_PROGRESS: some answer saved but not complete. NOT_STARTED: nothing saved.
 * Answers to hidden follow-ups are kept but count for nothing.
 */
export function computeSectionStatus(input: {
  questions: readonly QuestionForVisibility[];
  answers: readonly AnswerLike[];
  today: Date;
  stateAbbreviation?: string | null;
}): SectionStatus {
  const visible = visibleQuestionIds(input.questions, input.answers);
  if (visible.size === 0) return "NOT_APPLICABLE";
  const shown = input.questions.filter((question) => visible.has(question.id));
  const saved = shown.some((question) => isAnswerGiven(answerFor(input.answers, question.id)));
  if (!saved) return "NOT_STARTED";
  const context = { today: input.today, stateAbbreviation: input.stateAbbreviation ?? null };
  const complete = shown.every(
    (question) =>
      !question.isRequired ||
      (isAnswered(question, answerFor(input.answers, question.id)) &&
        validateAnswer(question, answerValueForValidation(question, answerFor(input.answers, question.id)), context) === null),
  );
  return complete ? "COMPLETED" : "IN_PROGRESS";
}

/**
 * A section is locked (dimmed, not clickable) while the partner wants an attorney whose
 * representation is not paid yet and the section carries attorney rules in the state — except the
 * section holding the answer that asked for the attorney, so that answer can still be changed.
 */
export function isSectionLocked(input: {
  sectionHasAttorneyRules: boolean;
  wantsAttorney: boolean;
  representationPaid: boolean;
  sectionHoldsTriggeringAnswer: boolean;
}): boolean {
  return input.sectionHasAttorneyRules && input.wantsAttorney && !input.representationPaid && !input.sectionHoldsTriggeringAnswer;
}
