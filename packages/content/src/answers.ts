/**
 * The questionnaire data as the domain's questionnaire engine reads it, and answers in data for the
 * content's own tests: what a couple in a state is asked, a full set of default answers, and answers
 * in the one answer shape `evaluateClauseConditions` and the assembler read. Every rule (state
 * offering, visibility, defaults) is the engine's; this file only maps the data (keys are the ids,
 * state abbreviations the state ids).
 */
import {
  buildQuestionnaire,
  isOfferedInState,
  visibleQuestionIds,
  type AnswerLike,
  type Questionnaire as EngineQuestionnaire,
  type QuestionnaireContent,
} from "@prenup/domain";
import type { Question, QuestionOption, Questionnaire } from "./schemas.ts";

/** Answers by question key: option keys for choice questions, a typed value otherwise. */
export type AnswerMap = Record<string, string | string[]>;

/**
 * The questionnaire data in the engine's content shape (ids are keys, states abbreviations), with the
 * option pairs a partner may not hold at once (the content's `incompatibleOptions`, as the reference
 * seed stores them) when given.
 */
export function toQuestionnaireContent(
  questionnaire: Questionnaire,
  incompatible: readonly { options: readonly [string, string] }[] = [],
): QuestionnaireContent {
  const groups = questionnaire.flatMap((section) =>
    section.groups.map((group) => ({ ...group, sectionKey: section.key })),
  );
  const questions = groups.flatMap((group) => group.questions);
  return {
    sections: questionnaire.map((section) => ({
      id: section.key,
      key: section.key,
      label: section.label,
      order: section.order,
    })),
    groups: groups.map((group) => ({
      id: group.key,
      key: group.key,
      sectionId: group.sectionKey,
      title: group.title,
      order: group.order,
    })),
    questions: questions.map((question) => ({
      id: question.key,
      groupId: question.groupKey,
      parentQuestionId: question.parentKey,
      title: question.title,
      isRequired: question.isRequired,
      questionType: question.questionType,
      inputType: question.inputType,
      inputRestriction: question.inputRestriction,
      allowsOtherOption: question.allowsOtherOption,
      generatesDispute: question.generatesDispute,
      order: question.order,
      showWhenOptionIds: question.visibleWhenOptionKeys,
      onlyStateIds: question.stateIds,
    })),
    options: questions.flatMap((question) =>
      question.options.map((option) => ({
        id: option.key,
        questionId: question.key,
        value: option.value,
        order: option.order,
        isDefault: option.isDefault,
        onlyStateIds: option.restrictedToStateIds,
        attorneyRules: option.attorneyRules.flatMap((rule) =>
          rule.stateIds.map((stateId) => ({ stateId, type: rule.type })),
        ),
      })),
    ),
    restrictedOptionPairs: incompatible.map((pair) => pair.options),
  };
}

const built = new WeakMap<Questionnaire, Map<string, EngineQuestionnaire>>();

/** The questionnaire as the engine offers it in a state (built once per data set and state). */
export function questionnaireInState(questionnaire: Questionnaire, stateId: string): EngineQuestionnaire {
  let byState = built.get(questionnaire);
  if (!byState) {
    byState = new Map();
    built.set(questionnaire, byState);
  }
  let result = byState.get(stateId);
  if (!result) {
    result = buildQuestionnaire(toQuestionnaireContent(questionnaire), stateId);
    byState.set(stateId, result);
  }
  return result;
}

export function isOptionOffered(option: QuestionOption, stateId: string): boolean {
  return isOfferedInState({ onlyStateIds: option.restrictedToStateIds }, stateId);
}

export function isQuestionAskedInState(question: Question, stateId: string): boolean {
  return isOfferedInState({ onlyStateIds: question.stateIds }, stateId);
}

/** An answer map in the one answer shape (`{ questionId, valueTyped, questionOptionIds }`, ids are keys). */
export function toConditionAnswers(answers: AnswerMap): AnswerLike[] {
  return Object.entries(answers).map(([questionId, value]) =>
    Array.isArray(value)
      ? { questionId, valueTyped: null, questionOptionIds: value }
      : { questionId, valueTyped: value, questionOptionIds: [] },
  );
}

/** The keys of the questions a partner in `stateId` is shown with these answers (the engine's rule). */
export function visibleQuestionKeys(questionnaire: Questionnaire, answers: AnswerMap, stateId: string): Set<string> {
  const engine = questionnaireInState(questionnaire, stateId);
  return visibleQuestionIds(engine.questions, toConditionAnswers(answers));
}

/**
 * The answers of a partner who keeps every default: the default options of each shown choice
 * question (as offered in the state), and `typed[key]` for typed questions.
 */
export function buildDefaultAnswers(
  questionnaire: Questionnaire,
  stateId: string,
  typed: Record<string, string> = {},
): AnswerMap {
  const engine = questionnaireInState(questionnaire, stateId);
  const typedAnswers: AnswerMap = Object.fromEntries(
    Object.entries(typed).filter(([key]) => engine.questionById.has(key)),
  );
  const visible = visibleQuestionIds(engine.questions, toConditionAnswers(typedAnswers));
  const answers: AnswerMap = {};
  for (const question of engine.questions) {
    if (!visible.has(question.id)) continue;
    const defaults = question.options.filter((option) => option.isDefault).map((option) => option.id);
    if (defaults.length > 0) answers[question.id] = defaults;
    else if (question.options.length === 0 && typed[question.id] !== undefined)
      answers[question.id] = typed[question.id] as string;
  }
  return answers;
}
