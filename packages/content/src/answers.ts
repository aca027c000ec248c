/**
 * Helpers for answering the questionnaire in data: which questions and options a couple in a state
 * sees, a full set of default answers, and the demo answers in the shape the assembler and
 * `evaluateClauseConditions` read. Pure functions over the questionnaire passed in.
 */
import type { ClauseConditionAnswer } from "@prenup/domain";
import type { Question, QuestionOption, Questionnaire } from "./schemas.ts";

/** Answers by question key: option keys for choice questions, a typed value otherwise. */
export type AnswerMap = Record<string, string | string[]>;

export function isOptionOffered(option: QuestionOption, stateId: string): boolean {
  return option.restrictedToStateIds.length === 0 || option.restrictedToStateIds.includes(stateId);
}

export function isQuestionAskedInState(question: Question, stateId: string): boolean {
  return question.stateIds.length === 0 || question.stateIds.includes(stateId);
}

/**
 * Whether `question` is shown to a partner in `stateId` with these answers: asked in the state,
 * and for a follow-up, its parent is shown and answered with one of the revealing options.
 */
export function isQuestionVisible(question: Question, answers: AnswerMap, stateId: string, byKey: Map<string, Question>): boolean {
  if (!isQuestionAskedInState(question, stateId)) return false;
  if (question.parentKey === null) return true;
  const parent = byKey.get(question.parentKey);
  if (!parent || !isQuestionVisible(parent, answers, stateId, byKey)) return false;
  const chosen = answers[parent.key];
  const chosenList = Array.isArray(chosen) ? chosen : [];
  return question.visibleWhenOptionKeys.some((key) => chosenList.includes(key));
}

/**
 * The answers of a partner who keeps every default: the default option of each visible choice
 * question (when offered in the state), and `typed[key]` for typed questions. Questions are
 * visited in order so a follow-up sees its parent's answer.
 */
export function buildDefaultAnswers(questionnaire: Questionnaire, stateId: string, typed: Record<string, string> = {}): AnswerMap {
  const all = questionnaire.flatMap((s) => s.groups.flatMap((g) => g.questions));
  const byKey = new Map(all.map((q) => [q.key, q]));
  const answers: AnswerMap = {};
  for (const question of all) {
    if (!isQuestionVisible(question, answers, stateId, byKey)) continue;
    if (question.options.length > 0) {
      const defaults = question.options.filter((o) => o.isDefault && isOptionOffered(o, stateId)).map((o) => o.key);
      if (defaults.length > 0) answers[question.key] = defaults;
    } else if (typed[question.key] !== undefined) {
      answers[question.key] = typed[question.key] as string;
    }
  }
  return answers;
}

/** An answer map in the shape `evaluateClauseConditions` and the assembler read (ids are keys). */
export function toConditionAnswers(answers: AnswerMap): ClauseConditionAnswer[] {
  return Object.entries(answers).map(([questionId, value]) =>
    Array.isArray(value)
      ? { questionId, valueTyped: null, answerQuestionOptions: value.map((questionOptionId) => ({ questionOptionId })) }
      : { questionId, valueTyped: value, answerQuestionOptions: [] },
  );
}
