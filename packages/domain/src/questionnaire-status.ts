/**
 * Which questions a partner sees, and the status of a section. The server computes
 * section status with these functions; the screen uses the same ones to reveal follow-ups at once.
 */
import { answersByQuestion, chosenOptionIds, isAnswerGiven, type AnswerLike } from "./answer-shape.ts";
import { validateAnswer, type AnswerValidationContext, type QuestionForValidation } from "./answers.ts";
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

/** Answers as given, or already arranged by question (the engine passes its map to save the work). */
type Answers = readonly AnswerLike[] | ReadonlyMap<string, AnswerLike>;

function byQuestion(answers: Answers): ReadonlyMap<string, AnswerLike> {
  return answers instanceof Map ? answers : answersByQuestion(answers as readonly AnswerLike[]);
}

/** True for CHECKBOX, RADIO and DROPDOWN questions. */
export function isOptionQuestion(question: Pick<QuestionForValidation, "questionType">): boolean {
  return OPTION_TYPES.has(question.questionType);
}

/** The option ids that count for a question: the saved ones, else (nothing saved) its default options. */
export function effectiveOptionIds(
  question: Pick<QuestionForVisibility, "options">,
  answer: AnswerLike | undefined,
): readonly string[] {
  if (isAnswerGiven(answer)) return chosenOptionIds(answer);
  return (question.options ?? []).filter((option) => option.isDefault).map((option) => option.id);
}

/**
 * True when the partner has not chosen the question's answer: their answer is a suggestion recorded
 * for them and not confirmed (`isSuggestion`), or they have no answer while the question offers
 * suggested (default) options, which the screen shows pre-chosen. A stored empty answer was chosen
 * (the partner cleared it), and so is any answer the partner wrote.
 */
export function isAnswerUnchosen(
  question: Pick<QuestionForVisibility, "options">,
  answer: AnswerLike | undefined,
): boolean {
  if (answer === undefined) return (question.options ?? []).some((option) => option.isDefault);
  return answer.isSuggestion === true && isAnswerGiven(answer);
}

/**
 * The shown questions whose answer the partner has not chosen (`isAnswerUnchosen`), in the order of
 * `questions`. `visible` saves the work when the caller computed visibility already.
 */
export function unchosenQuestionIds(
  questions: readonly QuestionForVisibility[],
  answers: Answers,
  visible?: ReadonlySet<string>,
): string[] {
  const answerOf = byQuestion(answers);
  const shown = visible ?? visibleQuestionIds(questions, answerOf);
  return questions
    .filter((question) => shown.has(question.id) && isAnswerUnchosen(question, answerOf.get(question.id)))
    .map((question) => question.id);
}

/**
 * The parents of a question, outermost first (empty for a top-level question). A follow-up's answer
 * may only be saved after its parents' (the server refuses one its parent's stored answer does not
 * reveal), so savers order by this chain. A cycle in bad content ends the chain instead of looping.
 */
export function parentChain(
  questions: readonly Pick<QuestionForVisibility, "id" | "parentQuestionId">[],
  questionId: string,
): string[] {
  const parents = new Map(questions.map((question) => [question.id, question.parentQuestionId]));
  const chain: string[] = [];
  for (
    let parent = parents.get(questionId);
    parent && parent !== questionId && !chain.includes(parent);
    parent = parents.get(parent)
  )
    chain.unshift(parent);
  return chain;
}

/**
 * The ids of the questions shown with these answers: a root question always; a follow-up when its
 * parent is shown and the parent's effective options include one of `showWhenOptionIds`.
 * Decision: a follow-up whose parent is not in `questions` (a question of another state, say) is hidden.
 */
export function visibleQuestionIds(questions: readonly QuestionForVisibility[], answers: Answers): Set<string> {
  const answerOf = byQuestion(answers);
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
        seen.add(question.id);
        const chosen = effectiveOptionIds(parent, answerOf.get(parent.id));
        visible = isVisible(parent, seen) && question.showWhenOptionIds.some((optionId) => chosen.includes(optionId));
      }
    }
    memo.set(question.id, visible);
    return visible;
  };
  const visible = new Set<string>();
  for (const question of questions) if (isVisible(question, new Set([question.id]))) visible.add(question.id);
  return visible;
}

/** The value `validateAnswer` checks for a question: option ids for option questions, else the typed text. */
export function answerValueForValidation(
  question: QuestionForVisibility,
  answer: AnswerLike | undefined,
): string | string[] | null {
  if (isOptionQuestion(question)) {
    const options = [...effectiveOptionIds(question, answer)];
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

/** The message a shown question's answer gets, or null when it is acceptable (defaults counted). */
export function questionMessage(
  question: QuestionForVisibility,
  answer: AnswerLike | undefined,
  context: AnswerValidationContext,
): string | null {
  return validateAnswer(question, answerValueForValidation(question, answer), context);
}

/**
 * The status of one section from questions already known to be shown (`visible`), for callers that
 * computed visibility once for the whole questionnaire. See `computeSectionStatus`.
 */
export function sectionStatusOf(input: {
  questions: readonly QuestionForVisibility[];
  visible: ReadonlySet<string>;
  answers: ReadonlyMap<string, AnswerLike>;
  context: AnswerValidationContext;
}): SectionStatus {
  const shown = input.questions.filter((question) => input.visible.has(question.id));
  if (shown.length === 0) return "NOT_APPLICABLE";
  if (!shown.some((question) => isAnswerGiven(input.answers.get(question.id)))) return "NOT_STARTED";
  const complete = shown.every((question) => {
    const answer = input.answers.get(question.id);
    // A suggestion stands until its partner keeps it or changes it, required or not.
    if (isAnswerUnchosen(question, answer)) return false;
    if (!question.isRequired) return true;
    return isAnswered(question, answer) && questionMessage(question, answer, input.context) === null;
  });
  return complete ? "COMPLETED" : "IN_PROGRESS";
}

/**
 * The status of one section for one partner.
 * - NOT_APPLICABLE: no question of the section is shown (none applies in the state).
 * - COMPLETED: every shown required question passes `validateAnswer`, no shown question's answer is
 *   a suggestion its partner has not kept or changed (`isAnswerUnchosen`), and the partner saved at
 *   least one answer in the section — so a section is never ticked before the partner has looked at
 *   it, even when all its questions are optional.
 * - IN_PROGRESS: some answer saved but not complete. NOT_STARTED: nothing saved.
 * Answers to hidden follow-ups are kept but count for nothing.
 */
export function computeSectionStatus(input: {
  questions: readonly QuestionForVisibility[];
  answers: Answers;
  today: Date;
  stateAbbreviation?: string | null;
  /** The state's review period before signing (see AnswerValidationContext). */
  reviewDays: number;
  /** The agreement's kind (see AnswerValidationContext; absent: a prenup). */
  agreementKind?: AnswerValidationContext["agreementKind"];
  /** The phone rule, needed when the section has a phone question (see AnswerValidationContext). */
  validatePhone?: AnswerValidationContext["validatePhone"];
}): SectionStatus {
  const answers = byQuestion(input.answers);
  return sectionStatusOf({
    questions: input.questions,
    visible: visibleQuestionIds(input.questions, answers),
    answers,
    context: {
      today: input.today,
      stateAbbreviation: input.stateAbbreviation ?? null,
      reviewDays: input.reviewDays,
      ...(input.agreementKind ? { agreementKind: input.agreementKind } : {}),
      validatePhone: input.validatePhone,
    },
  });
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
  return (
    input.sectionHasAttorneyRules &&
    input.wantsAttorney &&
    !input.representationPaid &&
    !input.sectionHoldsTriggeringAnswer
  );
}

/**
 * The background section (the first one: the state and name blocks plus the identity questions):
 * COMPLETED with a state, a first and last name and the identity questions complete; NOT_STARTED
 * with none of it; IN_PROGRESS otherwise.
 */
export function backgroundSectionStatus(input: {
  hasState: boolean;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  /** The status of the identity questions alone. */
  identityStatus: SectionStatus;
}): SectionStatus {
  const hasFirst = (input.firstName ?? "").trim() !== "";
  const hasLast = (input.lastName ?? "").trim() !== "";
  const identityDone = input.identityStatus === "COMPLETED" || input.identityStatus === "NOT_APPLICABLE";
  if (input.hasState && hasFirst && hasLast && identityDone) return "COMPLETED";
  const identityUntouched = input.identityStatus === "NOT_STARTED" || input.identityStatus === "NOT_APPLICABLE";
  if (!input.hasState && !hasFirst && !hasLast && identityUntouched) return "NOT_STARTED";
  return "IN_PROGRESS";
}
