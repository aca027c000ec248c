/**
 * The questionnaire engine: the one place that decides what a partner is
 * asked and what their answers make of it. The API, the content tests, the agreement generator and
 * the screens call it; nobody else re-implements a piece of it.
 *
 * 1. `buildQuestionnaire(content, stateId)`: the questionnaire as offered in a state — questions and
 *    options limited to other states left out, sections, groups and question trees in order, the
 *    identity group shown in the background section, each option's attorney rules in the state and
 *    the options it cannot be combined with. Pure data; build it once per content version and state.
 * 2. `assessQuestionnaire(questionnaire, facts)`: one partner's answers against it — which questions
 *    are shown, each section's status, attorney triggers, what the partner wants, which sections are
 *    locked, whether it is complete.
 * 3. The answer-write rules (`planAnswerWrite`), the restricted-option check, the couple's disputes,
 *    the will-hire flag and the default answers a section records.
 */
import { answersByQuestion, answersDiffer, chosenOptionIds, isAnswerGiven, type AnswerLike } from "./answer-shape.ts";
import type { AgreementKind } from "./agreement-kind.ts";
import { ANSWER_MESSAGES, validateAnswer, type QuestionForValidation } from "./answers.ts";
import { ATTORNEY_RULE_TYPES, type AttorneyRuleType, type SectionStatus } from "./enums.ts";
import { DomainError } from "./error-codes.ts";
import { memoizedByIdentity } from "./identity-memo.ts";
import { validatePhoneNumber } from "./phone.ts";
import { isQuestionnaireComplete, sectionSlug } from "./progress.ts";
import {
  answerValueForValidation,
  backgroundSectionStatus,
  effectiveOptionIds,
  isOptionQuestion,
  unchosenQuestionIds,
  isSectionLocked,
  sectionStatusOf,
  visibleQuestionIds,
} from "./questionnaire-status.ts";

/** The first section: the state and name blocks plus these groups (stored under another section). */
export const BACKGROUND_SECTION_KEY = "background_information";
export const BACKGROUND_GROUP_KEYS: readonly string[] = ["identity"];

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

/**
 * Where a question (or option) is offered: `onlyStateIds` non-empty limits it to those states;
 * `excludedStateIds` removes states. Without a state chosen (null), what is limited to some states
 * is not offered, and what is only excluded somewhere still is (no state excludes it yet).
 */
export type StateLimits = { onlyStateIds?: readonly string[]; excludedStateIds?: readonly string[] };

export function isOfferedInState(limits: StateLimits, stateId: string | null): boolean {
  const only = limits.onlyStateIds ?? [];
  if (stateId === null) return only.length === 0;
  if ((limits.excludedStateIds ?? []).includes(stateId)) return false;
  return only.length === 0 || only.includes(stateId);
}

export type ContentSection = {
  id: string;
  key: string;
  label: string;
  path?: string | null;
  order: number;
  /** The section's title and introduction on its page (the label is the menu's). */
  name?: string;
  description?: string | null;
};
export type ContentGroup = { id: string; key: string; sectionId: string; title: string; order: number };
export type ContentQuestion = QuestionForValidation &
  StateLimits & {
    id: string;
    groupId: string | null;
    parentQuestionId: string | null;
    order: number;
    allowsOtherOption: boolean;
    generatesDispute: boolean;
    /** The parent's options that reveal this follow-up (empty for a root question). */
    showWhenOptionIds: readonly string[];
  };
export type ContentOption = StateLimits & {
  id: string;
  questionId: string;
  value: string;
  order: number;
  isDefault: boolean;
  /** The attorney rules this option triggers, per state. */
  attorneyRules?: readonly { stateId: string; type: AttorneyRuleType }[];
};

/** The questionnaire's content, live rows only, before any state is applied. Extra fields are kept. */
export type QuestionnaireContent<
  S extends ContentSection = ContentSection,
  G extends ContentGroup = ContentGroup,
  Q extends ContentQuestion = ContentQuestion,
  O extends ContentOption = ContentOption,
> = {
  sections: readonly S[];
  groups: readonly G[];
  questions: readonly Q[];
  options: readonly O[];
  /** Pairs of options that cannot both be chosen (by one partner, anywhere in the questionnaire). */
  restrictedOptionPairs?: readonly (readonly [string, string])[];
};

export type OfferedOption<O extends ContentOption = ContentOption> = O & {
  /** The attorney rules the option triggers in the questionnaire's state, in ATTORNEY_RULE_TYPES order. */
  attorneyRuleTypes: readonly AttorneyRuleType[];
  /** The options this one cannot be combined with, sorted. */
  restrictedOptionIds: readonly string[];
};

export type OfferedQuestion<
  Q extends ContentQuestion = ContentQuestion,
  O extends ContentOption = ContentOption,
> = Q & {
  /** 0 for a root question, 1 for its follow-ups, … */
  depth: number;
  /** The section the question is shown in (the background section for the identity group). */
  sectionId: string;
  options: readonly OfferedOption<O>[];
};

export type Questionnaire<
  S extends ContentSection = ContentSection,
  G extends ContentGroup = ContentGroup,
  Q extends ContentQuestion = ContentQuestion,
  O extends ContentOption = ContentOption,
> = {
  stateId: string | null;
  /** Sections in order. */
  sections: readonly S[];
  sectionById: ReadonlyMap<string, S>;
  /** The groups each section shows, in order. */
  groupsBySection: ReadonlyMap<string, readonly G[]>;
  groupById: ReadonlyMap<string, G>;
  /** Each group's offered questions in tree pre-order (a question, then its follow-ups). */
  questionsByGroup: ReadonlyMap<string, readonly OfferedQuestion<Q, O>[]>;
  /** Each section's offered questions (groups in order, pre-order within). */
  questionsBySection: ReadonlyMap<string, readonly OfferedQuestion<Q, O>[]>;
  questionById: ReadonlyMap<string, OfferedQuestion<Q, O>>;
  /** Every offered question, section by section. */
  questions: readonly OfferedQuestion<Q, O>[];
  /** Every offered option by id. */
  optionById: ReadonlyMap<string, OfferedOption<O>>;
  /** Every live question of the content, offered in this state or not (to tell "not here" from "no such question"). */
  knownQuestionIds: ReadonlySet<string>;
  /** Sections holding an option with an attorney rule in this state. */
  sectionsWithAttorneyRules: ReadonlySet<string>;
  /** Offered questions with an offered follow-up (their answer can show or hide others). */
  questionsWithFollowUps: ReadonlySet<string>;
  /** Each offered question's position in `questions`. */
  questionPosition: ReadonlyMap<string, number>;
  /** The offered questions that generate disputes, by section, group and question order (`findCoupleDisputes`). */
  disputeQuestions: readonly OfferedQuestion<Q, O>[];
};

function byOrder<T extends { order: number; id: string }>(a: T, b: T): number {
  return a.order - b.order || a.id.localeCompare(b.id);
}

/** Arranges the content as offered in `stateId` (null: no state chosen yet). */
export function buildQuestionnaire<
  S extends ContentSection,
  G extends ContentGroup,
  Q extends ContentQuestion,
  O extends ContentOption,
>(content: QuestionnaireContent<S, G, Q, O>, stateId: string | null): Questionnaire<S, G, Q, O> {
  const sections = [...content.sections].sort(byOrder);
  const sectionById = new Map(sections.map((section) => [section.id, section]));
  const background = sections.find((section) => section.key === BACKGROUND_SECTION_KEY);

  const groupsBySection = new Map<string, G[]>(sections.map((section) => [section.id, []]));
  const groupById = new Map<string, G>();
  const sectionOfGroup = new Map<string, string>();
  for (const group of [...content.groups].sort(byOrder)) {
    const sectionId = background && BACKGROUND_GROUP_KEYS.includes(group.key) ? background.id : group.sectionId;
    const list = groupsBySection.get(sectionId);
    if (!list) continue; // the group's section is not part of the content (inactive)
    list.push(group);
    groupById.set(group.id, group);
    sectionOfGroup.set(group.id, sectionId);
  }

  const restrictedWith = new Map<string, Set<string>>();
  for (const [a, b] of content.restrictedOptionPairs ?? []) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = restrictedWith.get(from) ?? new Set<string>();
      set.add(to);
      restrictedWith.set(from, set);
    }
  }

  const optionsByQuestion = new Map<string, OfferedOption<O>[]>();
  const optionById = new Map<string, OfferedOption<O>>();
  for (const option of [...content.options].sort(byOrder)) {
    if (!isOfferedInState(option, stateId)) continue;
    const rules =
      stateId === null
        ? []
        : (option.attorneyRules ?? []).filter((rule) => rule.stateId === stateId).map((rule) => rule.type);
    const offered: OfferedOption<O> = {
      ...option,
      attorneyRuleTypes: ATTORNEY_RULE_TYPES.filter((type) => rules.includes(type)),
      restrictedOptionIds: [...(restrictedWith.get(option.id) ?? [])].sort(),
    };
    const list = optionsByQuestion.get(option.questionId) ?? [];
    list.push(offered);
    optionsByQuestion.set(option.questionId, list);
  }

  const childrenOf = new Map<string | null, Q[]>();
  for (const question of content.questions) {
    if (!isOfferedInState(question, stateId) || question.groupId === null || !sectionOfGroup.has(question.groupId))
      continue;
    const list = childrenOf.get(question.parentQuestionId) ?? [];
    list.push(question);
    childrenOf.set(question.parentQuestionId, list);
  }
  for (const list of childrenOf.values()) list.sort(byOrder);

  const questionsByGroup = new Map<string, OfferedQuestion<Q, O>[]>();
  const questionById = new Map<string, OfferedQuestion<Q, O>>();
  // Questions in a cycle of edited content are never reached from a root, so never offered; a
  // question listed twice is offered once.
  const visit = (question: Q, depth: number, groupId: string, out: OfferedQuestion<Q, O>[]): void => {
    if (questionById.has(question.id)) return;
    const offered: OfferedQuestion<Q, O> = {
      ...question,
      depth,
      sectionId: sectionOfGroup.get(groupId)!,
      options: optionsByQuestion.get(question.id) ?? [],
    };
    questionById.set(question.id, offered);
    out.push(offered);
    for (const child of childrenOf.get(question.id) ?? []) visit(child, depth + 1, groupId, out);
  };
  const roots = childrenOf.get(null) ?? [];
  const questionsBySection = new Map<string, OfferedQuestion<Q, O>[]>();
  const sectionsWithAttorneyRules = new Set<string>();
  for (const [sectionId, groups] of groupsBySection) {
    const sectionQuestions: OfferedQuestion<Q, O>[] = [];
    for (const group of groups) {
      const out: OfferedQuestion<Q, O>[] = [];
      for (const root of roots) if (root.groupId === group.id) visit(root, 0, group.id, out);
      questionsByGroup.set(group.id, out);
      sectionQuestions.push(...out);
    }
    questionsBySection.set(sectionId, sectionQuestions);
    if (sectionQuestions.some((question) => question.options.some((option) => option.attorneyRuleTypes.length > 0))) {
      sectionsWithAttorneyRules.add(sectionId);
    }
  }
  const questions = sections.flatMap((section) => questionsBySection.get(section.id)!);
  for (const question of questions) for (const option of question.options) optionById.set(option.id, option);

  return {
    stateId,
    sections,
    sectionById,
    groupsBySection,
    groupById,
    questionsByGroup,
    questionsBySection,
    questionById,
    questions,
    optionById,
    knownQuestionIds: new Set(content.questions.map((question) => question.id)),
    sectionsWithAttorneyRules,
    questionsWithFollowUps: new Set(
      questions.flatMap((question) => (question.parentQuestionId !== null ? [question.parentQuestionId] : [])),
    ),
    questionPosition: new Map(questions.map((question, index) => [question.id, index])),
    disputeQuestions: sections.flatMap((section) =>
      (groupsBySection.get(section.id) ?? []).flatMap((group) =>
        [...(questionsByGroup.get(group.id) ?? [])]
          .sort((a, b) => a.order - b.order)
          .filter((question) => question.generatesDispute),
      ),
    ),
  };
}

/** The route segment of a section: its own `path`, else the slug of its label. */
export function sectionPath(section: Pick<ContentSection, "label" | "path">): string {
  return section.path ?? sectionSlug(section.label);
}

/** A section named by id, key or slug (the /questionnaire/{section} segment); undefined when none is. */
export function findSection<S extends ContentSection>(
  questionnaire: Pick<Questionnaire<S>, "sections">,
  reference: string,
): S | undefined {
  const wanted = reference.trim().toLowerCase();
  return questionnaire.sections.find(
    (section) =>
      section.id === wanted ||
      section.key === reference ||
      sectionSlug(section.label) === wanted ||
      section.path?.toLowerCase() === wanted,
  );
}

// ---------------------------------------------------------------------------------------------
// One partner's answers
// ---------------------------------------------------------------------------------------------

export type AttorneyTrigger = {
  questionId: string;
  questionOptionId: string;
  sectionId: string;
  type: AttorneyRuleType;
};

export type AssessmentFacts = {
  answers: readonly AnswerLike[];
  today: Date;
  /** The state's abbreviation and its review period before signing (the wedding-date rule reads them). */
  stateAbbreviation: string | null;
  reviewDays: number;
  /** The agreement's kind: a postnup's wedding date lies in the past (`weddingDateProblemForKind`). */
  agreementKind: AgreementKind;
  /** What the background section needs besides the identity questions. */
  background: { hasState: boolean; firstName: string | null | undefined; lastName: string | null | undefined };
  /** The document's will-hire flag for this partner (null: not set, or no document). */
  willHireAttorney: boolean | null;
  /** The partner has a counting REPRESENTATION purchase. */
  representationPaid: boolean;
};

export type SectionStanding = { sectionId: string; status: SectionStatus; locked: boolean };

export type QuestionnaireAssessment = {
  /** The partner's answer to each question (the first one when there are several). */
  answers: ReadonlyMap<string, AnswerLike>;
  /** The questions shown to the partner. */
  visible: ReadonlySet<string>;
  /** The attorney rules the partner's shown answers trigger in the state. */
  triggers: readonly AttorneyTrigger[];
  /** An answer asked to hire an attorney through the platform (HIRES_ATTORNEY). */
  hiresAttorney: boolean;
  /** The partner wants an attorney: they said so in an answer, or the document's will-hire flag says so. */
  wantsAttorney: boolean;
  representationPaid: boolean;
  sectionStatus(sectionId: string): SectionStatus;
  isSectionLocked(sectionId: string): boolean;
  /** Every section with its status and lock, in order. */
  sections(): readonly SectionStanding[];
  /** Every section is COMPLETED or NOT_APPLICABLE. */
  isComplete(): boolean;
  /**
   * The same partner's questionnaire with `written` in place of their answer to its question (the
   * answer write's "after"), equal to assessing the new answers from scratch. It reuses this
   * assessment's visibility and triggers when the written answer cannot show or hide a follow-up
   * (no follow-ups, or the same options in effect), and assesses from scratch otherwise.
   */
  withAnswer(written: AnswerLike): QuestionnaireAssessment;
};

/**
 * The attorney rules that make a partner want an attorney: choosing to hire one (HIRES_ATTORNEY),
 * and an answer the state's law enforces only against a party who had independent counsel —
 * California's spousal-support waivers and limits (Fam. Code § 1612(c); the content gives those
 * options the WAIVES_SPOUSAL_SUPPORT rule in CA only).
 */
export const ATTORNEY_WANTING_RULE_TYPES: readonly AttorneyRuleType[] = ["HIRES_ATTORNEY", "WAIVES_SPOUSAL_SUPPORT"];

/**
 * "Wants an attorney", the one rule (the server's assessment, the standing's `wantsAttorney` and the
 * screens that read it, e.g. Continue leading to attorney services): the document's will-hire flag
 * says so, or one of the partner's shown answers triggers a rule of ATTORNEY_WANTING_RULE_TYPES in
 * the state. The section locks follow the narrower plan to hire through us (see assessQuestionnaire).
 */
export function wantsAnAttorney(input: {
  willHireAttorney: boolean | null;
  triggers: readonly Pick<AttorneyTrigger, "type">[];
}): boolean {
  return (
    input.willHireAttorney === true ||
    input.triggers.some((trigger) => ATTORNEY_WANTING_RULE_TYPES.includes(trigger.type))
  );
}

/** One partner's answers against the questionnaire (see the file's comment). Statuses are computed on first use. */
export function assessQuestionnaire(questionnaire: Questionnaire, facts: AssessmentFacts): QuestionnaireAssessment {
  const answers = answersByQuestion(facts.answers);
  const visible = visibleQuestionIds(questionnaire.questions, answers);
  const triggers = questionnaire.questions.flatMap((question) =>
    visible.has(question.id) ? triggersOf(question, answers.get(question.id)) : [],
  );
  return assessmentOf(questionnaire, facts, answers, visible, triggers);
}

/** The attorney rules one answer triggers, in option order. */
function triggersOf(question: OfferedQuestion, answer: AnswerLike | undefined): AttorneyTrigger[] {
  if (!answer) return [];
  const chosen = chosenOptionIds(answer);
  return question.options
    .filter((option) => chosen.includes(option.id))
    .flatMap((option) =>
      option.attorneyRuleTypes.map((type) => ({
        questionId: question.id,
        questionOptionId: option.id,
        sectionId: question.sectionId,
        type,
      })),
    );
}

function sameOptions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

function assessmentOf(
  questionnaire: Questionnaire,
  facts: AssessmentFacts,
  answers: ReadonlyMap<string, AnswerLike>,
  visible: ReadonlySet<string>,
  triggers: readonly AttorneyTrigger[],
): QuestionnaireAssessment {
  const hiresAttorney = triggers.some((trigger) => trigger.type === "HIRES_ATTORNEY");
  const wantsAttorney = wantsAnAttorney({ willHireAttorney: facts.willHireAttorney, triggers });
  // The locks follow the plan to hire an attorney through us (customer spec: "users who plan to hire
  // an attorney must purchase representation first"), not every reason to want one: a California
  // support waiver must not lock the section where the partner says they have their own attorney.
  const plansToHire = facts.willHireAttorney === true || hiresAttorney;
  const context = {
    today: facts.today,
    stateAbbreviation: facts.stateAbbreviation,
    reviewDays: facts.reviewDays,
    agreementKind: facts.agreementKind,
    validatePhone: validatePhoneNumber,
  };

  const statuses = new Map<string, SectionStatus>();
  const sectionStatus = (sectionId: string): SectionStatus => {
    const known = statuses.get(sectionId);
    if (known) return known;
    let status = sectionStatusOf({
      questions: questionnaire.questionsBySection.get(sectionId) ?? [],
      visible,
      answers,
      context,
    });
    if (questionnaire.sectionById.get(sectionId)?.key === BACKGROUND_SECTION_KEY) {
      status = backgroundSectionStatus({ ...facts.background, identityStatus: status });
    }
    statuses.set(sectionId, status);
    return status;
  };
  const locked = (sectionId: string): boolean =>
    isSectionLocked({
      sectionHasAttorneyRules: questionnaire.sectionsWithAttorneyRules.has(sectionId),
      wantsAttorney: plansToHire,
      representationPaid: facts.representationPaid,
      sectionHoldsTriggeringAnswer: triggers.some((trigger) => trigger.sectionId === sectionId),
    });
  const sections = (): SectionStanding[] =>
    questionnaire.sections.map((section) => ({
      sectionId: section.id,
      status: sectionStatus(section.id),
      locked: locked(section.id),
    }));

  const withAnswer = (written: AnswerLike): QuestionnaireAssessment => {
    const next = new Map(answers);
    next.set(written.questionId, written);
    const question = questionnaire.questionById.get(written.questionId);
    const mayChangeVisibility =
      !question ||
      (questionnaire.questionsWithFollowUps.has(question.id) &&
        !sameOptions(effectiveOptionIds(question, answers.get(question.id)), effectiveOptionIds(question, written)));
    if (mayChangeVisibility) return assessQuestionnaire(questionnaire, { ...facts, answers: [...next.values()] });
    const position = (trigger: AttorneyTrigger) => questionnaire.questionPosition.get(trigger.questionId) ?? 0;
    const nextTriggers = [
      ...triggers.filter((trigger) => trigger.questionId !== question.id),
      ...(visible.has(question.id) ? triggersOf(question, written) : []),
    ].sort((a, b) => position(a) - position(b));
    return assessmentOf(questionnaire, facts, next, visible, nextTriggers);
  };

  let complete: boolean | undefined;
  return {
    answers,
    visible,
    triggers,
    hiresAttorney,
    wantsAttorney,
    representationPaid: facts.representationPaid,
    sectionStatus,
    isSectionLocked: locked,
    sections,
    isComplete: () =>
      (complete ??= isQuestionnaireComplete(
        questionnaire.sections.map((section) => ({ order: section.order, status: sectionStatus(section.id) })),
      )),
    withAnswer,
  };
}

/** The attorney rule types the partner's answers trigger, in ATTORNEY_RULE_TYPES order, each once. */
export function triggeredRuleTypes(assessment: Pick<QuestionnaireAssessment, "triggers">): AttorneyRuleType[] {
  return ATTORNEY_RULE_TYPES.filter((type) => assessment.triggers.some((trigger) => trigger.type === type));
}

/**
 * The section /questionnaire opens: the first one (by order) that is not done and that the partner
 * can open (not locked); the last open section when everything is done (its Continue goes on past the
 * questionnaire); null when every section is locked.
 */
export function sectionToResume<S extends ContentSection>(
  questionnaire: Questionnaire<S>,
  assessment: QuestionnaireAssessment,
): S | null {
  const open = questionnaire.sections.filter((section) => !assessment.isSectionLocked(section.id));
  const pending = open.find((section) => {
    const status = assessment.sectionStatus(section.id);
    return status === "NOT_STARTED" || status === "IN_PROGRESS";
  });
  return pending ?? open.at(-1) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Restricted options
// ---------------------------------------------------------------------------------------------

/** The message for a choice that cannot go with an answer already given (server and screen). */
export function restrictedOptionMessage(conflict: { questionTitle: string; optionValue?: string | null }): string {
  const answer = conflict.optionValue ? ` "${conflict.optionValue}"` : "";
  return `This choice can't be combined with your answer${answer} to "${conflict.questionTitle}". Change that answer first.`;
}

export type SelectedOption = {
  questionOptionId: string;
  questionId: string;
  questionTitle: string;
  optionValue: string;
};

/**
 * Which of `optionIds` the partner has chosen on questions they are shown (a hidden follow-up's
 * answer is kept but counts for nothing). What the screen asks before offering a restricted option.
 */
export function selectedOptionsAmong(
  questionnaire: Questionnaire,
  assessment: QuestionnaireAssessment,
  optionIds: readonly string[],
): SelectedOption[] {
  const wanted = new Set(optionIds.map((id) => id.toLowerCase()));
  const selected: SelectedOption[] = [];
  for (const question of questionnaire.questions) {
    if (!assessment.visible.has(question.id)) continue;
    const chosen = chosenOptionIds(assessment.answers.get(question.id));
    for (const option of question.options) {
      if (wanted.has(option.id) && chosen.includes(option.id)) {
        selected.push({
          questionOptionId: option.id,
          questionId: question.id,
          questionTitle: question.title,
          optionValue: option.value,
        });
      }
    }
  }
  return selected;
}

/**
 * The first conflict of choosing `optionIds` on `questionId`: an option of the answer that cannot be
 * combined with another option of the same answer, or with an option the partner chose on another
 * question they are shown; then an option of a kept answer the write shows again (the answer of a
 * follow-up it reveals, kept while the follow-up was hidden) that cannot be combined with an option
 * the partner holds once it is shown: the conflict names the answer the partner holds, which they
 * can change. Null when there is none.
 */
/**
 * The pairs of options a partner holds at once that may not go together, among the questions shown
 * to them: answers stored before a pair was declared keep both, and generation refuses them with
 * the same rule the answer write applies. Each pair once, in the questionnaire's order.
 */
export function heldRestrictedPairs(
  questionnaire: Questionnaire,
  assessment: QuestionnaireAssessment,
): { first: SelectedOption; second: SelectedOption }[] {
  const held = new Map<string, SelectedOption>();
  for (const [questionId, answer] of assessment.answers) {
    if (!assessment.visible.has(questionId)) continue;
    const question = questionnaire.questionById.get(questionId);
    if (!question) continue;
    for (const optionId of chosenOptionIds(answer)) {
      const option = questionnaire.optionById.get(optionId);
      if (option)
        held.set(optionId, {
          questionOptionId: optionId,
          questionId,
          questionTitle: question.title,
          optionValue: option.value,
        });
    }
  }
  const pairs: { first: SelectedOption; second: SelectedOption }[] = [];
  for (const question of questionnaire.questions) {
    for (const option of question.options) {
      const first = held.get(option.id);
      if (!first) continue;
      for (const otherId of option.restrictedOptionIds) {
        const second = held.get(otherId);
        if (second && option.id < otherId) pairs.push({ first, second });
      }
    }
  }
  return pairs;
}

/**
 * Generation's refusal of answers that may not go together (both partners' pairs, each named once):
 * what to change, or null when there is none.
 */
export function heldRestrictedPairsMessage(
  pairs: readonly { first: SelectedOption; second: SelectedOption }[],
): string | null {
  if (pairs.length === 0) return null;
  const named = new Map(
    pairs.map(({ first, second }) => [
      `${first.questionOptionId}|${second.questionOptionId}`,
      `"${first.optionValue}" (${first.questionTitle}) can't go with "${second.optionValue}" (${second.questionTitle}).`,
    ]),
  );
  return `Some answers can't go together in the agreement. ${[...named.values()].join(" ")} Change one of them in the questionnaire, then generate the agreement again.`;
}

export function findRestrictedConflict(
  questionnaire: Questionnaire,
  assessment: QuestionnaireAssessment,
  questionId: string,
  optionIds: readonly string[],
): { question: OfferedQuestion; option: OfferedOption } | null {
  const chosen = new Set(optionIds);
  const chosenElsewhere = new Map<string, string>(); // option id → question id
  for (const [answeredId, answer] of assessment.answers) {
    if (answeredId === questionId || !assessment.visible.has(answeredId)) continue;
    for (const optionId of chosenOptionIds(answer)) chosenElsewhere.set(optionId, answeredId);
  }
  const conflictOn = (questionIdOf: string | undefined, optionId: string) => {
    if (questionIdOf === undefined) return null;
    const question = questionnaire.questionById.get(questionIdOf);
    const option = questionnaire.optionById.get(optionId);
    return question && option ? { question, option } : null;
  };
  for (const optionId of optionIds) {
    for (const other of questionnaire.optionById.get(optionId)?.restrictedOptionIds ?? []) {
      const conflict = conflictOn(chosen.has(other) ? questionId : chosenElsewhere.get(other), other);
      if (conflict) return conflict;
    }
  }

  const after = new Map(assessment.answers);
  after.set(questionId, { questionId, questionOptionIds: [...optionIds] });
  const visibleAfter = visibleQuestionIds(questionnaire.questions, after);
  const revealed = new Map<string, string>(); // option id → question id, of answers shown again
  for (const [answeredId, answer] of assessment.answers) {
    if (answeredId === questionId || assessment.visible.has(answeredId) || !visibleAfter.has(answeredId)) continue;
    for (const optionId of chosenOptionIds(answer)) revealed.set(optionId, answeredId);
  }
  for (const [optionId, revealedId] of revealed) {
    for (const other of questionnaire.optionById.get(optionId)?.restrictedOptionIds ?? []) {
      const holder = chosen.has(other) ? questionId : (chosenElsewhere.get(other) ?? revealed.get(other));
      const shownHolder = holder !== undefined && visibleAfter.has(holder) ? holder : undefined;
      // Blame what the partner can change: their other answer, else the kept one itself.
      const conflict =
        shownHolder === undefined
          ? null
          : revealed.has(other) || shownHolder === questionId
            ? conflictOn(revealedId, optionId)
            : conflictOn(shownHolder, other);
      if (conflict) return conflict;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Writing an answer
// ---------------------------------------------------------------------------------------------

export const ANSWER_WRITE_MESSAGES = {
  questionNotFound: "Question not found",
  questionNotAvailable: "This question doesn't apply to your answers or state.",
  optionNotAvailable: "This option isn't available for this question in your state.",
  oneOptionOnly: "Choose only one option",
  noTypedValue: "This question takes a choice from its options, not text",
  sectionLocked: "This section is locked until you book attorney representation.",
  answerExists: "This question already has an answer. Update it instead.",
  answerNotFound: "This question has no answer yet.",
} as const;

/** A change to an answer: a field left out keeps its value (update) or is empty (create). */
export type AnswerChange = { valueTyped?: string | null; questionOptionIds?: readonly string[] };

/**
 * - create: the first answer (ANSWER_EXISTS when there is one);
 * - update: a change of an existing answer (ANSWER_NOT_FOUND when there is none);
 * - resolve: alignment replaces an existing answer; with `strict`, an empty or invalid value is
 *   refused instead of being stored as empty.
 */
export type AnswerWriteMode = "create" | "update" | "resolve";

export type PlannedAnswer = {
  questionId: string;
  /** The section the question is shown in. */
  sectionId: string;
  valueTyped: string | null;
  /** The chosen options, in the question's option order. */
  questionOptionIds: string[];
  /** Why the typed value was not accepted (it is then stored as null); null when it was. */
  validationError: string | null;
  previous: AnswerLike | null;
};

function blankToNull(value: string | null): string | null {
  return value === null || value.trim() === "" ? null : value;
}

/**
 * Checks one answer write against every rule and returns what to store, or throws the DomainError
 * of the first rule it breaks, in this order:
 * 1. the question is offered in the state (QUESTION_NOT_FOUND for an unknown one, else QUESTION_NOT_AVAILABLE);
 * 2. text only on text questions, or as the "other" answer where a question allows one (VALIDATION_FAILED);
 * 3. one option on RADIO and DROPDOWN (VALIDATION_FAILED);
 * 4. options of this question offered in the state (OPTION_NOT_AVAILABLE);
 * 5. the question is shown with the partner's answers (QUESTION_NOT_AVAILABLE);
 * 6. no option that cannot be combined with another chosen one (OPTION_RESTRICTED);
 * 7. the section is not locked (SECTION_LOCKED);
 * 8. create/update/resolve against whether an answer exists (ANSWER_EXISTS, ANSWER_NOT_FOUND);
 * 9. validation: an invalid typed value is stored as null with `validationError`; with `strict` it
 *    is refused, and so is an empty answer (a default option does not count as one).
 */
export function planAnswerWrite(
  questionnaire: Questionnaire,
  assessment: QuestionnaireAssessment,
  input: {
    questionId: string;
    change: AnswerChange;
    mode: AnswerWriteMode;
    strict?: boolean;
    today: Date;
    stateAbbreviation: string | null;
    reviewDays: number;
    agreementKind: AgreementKind;
  },
): PlannedAnswer {
  const questionId = input.questionId.toLowerCase();
  const question = questionnaire.questionById.get(questionId);
  if (!question) {
    if (!questionnaire.knownQuestionIds.has(questionId))
      throw new DomainError("QUESTION_NOT_FOUND", ANSWER_WRITE_MESSAGES.questionNotFound);
    throw new DomainError("QUESTION_NOT_AVAILABLE", ANSWER_WRITE_MESSAGES.questionNotAvailable);
  }
  const previous = assessment.answers.get(questionId) ?? null;
  const keep = input.mode !== "create";
  const optionIds = (input.change.questionOptionIds ?? (keep ? chosenOptionIds(previous) : [])).map((id) =>
    id.toLowerCase(),
  );
  let valueTyped =
    input.change.valueTyped !== undefined
      ? blankToNull(input.change.valueTyped)
      : keep
        ? (previous?.valueTyped ?? null)
        : null;

  const typedQuestion = !isOptionQuestion(question);
  if (!typedQuestion && !question.allowsOtherOption && input.change.valueTyped !== undefined && valueTyped !== null) {
    throw DomainError.invalidField("valueTyped", ANSWER_WRITE_MESSAGES.noTypedValue);
  }
  if ((question.questionType === "RADIO" || question.questionType === "DROPDOWN") && optionIds.length > 1) {
    throw DomainError.invalidField("questionOptionIds", ANSWER_WRITE_MESSAGES.oneOptionOnly);
  }
  const offered = new Set(question.options.map((option) => option.id));
  if (optionIds.some((id) => !offered.has(id)))
    throw new DomainError("OPTION_NOT_AVAILABLE", ANSWER_WRITE_MESSAGES.optionNotAvailable);
  if (!assessment.visible.has(questionId))
    throw new DomainError("QUESTION_NOT_AVAILABLE", ANSWER_WRITE_MESSAGES.questionNotAvailable);

  const conflict = findRestrictedConflict(questionnaire, assessment, questionId, optionIds);
  if (conflict) {
    throw new DomainError(
      "OPTION_RESTRICTED",
      restrictedOptionMessage({ questionTitle: conflict.question.title, optionValue: conflict.option.value }),
    );
  }
  if (assessment.isSectionLocked(question.sectionId))
    throw new DomainError("SECTION_LOCKED", ANSWER_WRITE_MESSAGES.sectionLocked);
  if (input.mode === "create" && previous) throw new DomainError("ANSWER_EXISTS", ANSWER_WRITE_MESSAGES.answerExists);
  if (input.mode !== "create" && !previous)
    throw new DomainError("ANSWER_NOT_FOUND", ANSWER_WRITE_MESSAGES.answerNotFound);

  const questionOptionIds = question.options.map((option) => option.id).filter((id) => optionIds.includes(id));
  const candidate: AnswerLike = { questionId, valueTyped, questionOptionIds };
  const context = {
    today: input.today,
    stateAbbreviation: input.stateAbbreviation,
    reviewDays: input.reviewDays,
    agreementKind: input.agreementKind,
    validatePhone: validatePhoneNumber,
  };
  // Resolving a dispute by emptying one's answer would make it vanish unresolved.
  const validationError =
    input.strict && !isAnswerGiven(candidate)
      ? ANSWER_MESSAGES.required
      : validateAnswer(question, answerValueForValidation(question, candidate), context);
  if (validationError !== null) {
    if (input.strict)
      throw DomainError.invalidField(typedQuestion ? "valueTyped" : "questionOptionIds", validationError);
    if (typedQuestion) valueTyped = null;
  }
  return { questionId, sectionId: question.sectionId, valueTyped, questionOptionIds, validationError, previous };
}

/** `answers` with `written` in place of the partner's earlier answer to the same question. */
export function withAnswer<A extends AnswerLike>(answers: Iterable<A>, written: A): A[] {
  return [...[...answers].filter((answer) => answer.questionId !== written.questionId), written];
}

/**
 * Once a partner works on a section, the default options of its shown, unanswered questions become
 * saved answers (flagged as defaults), as the screen shows them pre-chosen: alignment and the
 * agreement then compare what each partner actually stands on. The questions to record, with their
 * default options; `assessment` is the one after the write.
 */
export function defaultAnswersToRecord(
  questionnaire: Questionnaire,
  assessment: Pick<QuestionnaireAssessment, "visible" | "answers">,
  sectionId: string,
): { questionId: string; questionOptionIds: string[] }[] {
  return (questionnaire.questionsBySection.get(sectionId) ?? [])
    .filter((question) => assessment.visible.has(question.id) && !assessment.answers.has(question.id))
    .map((question) => ({
      questionId: question.id,
      questionOptionIds: question.options.filter((option) => option.isDefault).map((option) => option.id),
    }))
    .filter((entry) => entry.questionOptionIds.length > 0);
}

/** Why a write asking to keep a question's suggestion is refused (server and screen). */
export const SUGGESTION_MESSAGES = {
  notSuggested: "Only the suggested options of a question can be kept as a suggestion.",
  alreadyChosen: "You already chose an answer to this question: a suggestion can't replace it.",
} as const;

/**
 * A write that records a question's suggestion for the partner without choosing it (Continue on a
 * section whose suggestions the partner leaves as they stand): only the question's default options,
 * no typed text, over no answer or over the same suggestion. The message of the rule it breaks, or null.
 */
export function keepSuggestionProblem(
  question: Pick<OfferedQuestion, "options">,
  change: AnswerChange,
  previous: AnswerLike | null,
): string | null {
  const suggested = question.options.filter((option) => option.isDefault).map((option) => option.id);
  const optionIds = (change.questionOptionIds ?? []).map((id) => id.toLowerCase());
  const typed = change.valueTyped !== undefined && change.valueTyped !== null && change.valueTyped.trim() !== "";
  if (suggested.length === 0 || typed || !sameOptions(optionIds, suggested)) return SUGGESTION_MESSAGES.notSuggested;
  if (previous !== null && isAnswerGiven(previous) && previous.isSuggestion !== true)
    return SUGGESTION_MESSAGES.alreadyChosen;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The will-hire flag
// ---------------------------------------------------------------------------------------------

/** The document's will-hire flag of `userId` (partner A's or B's); null without a document or when the user is neither. */
export function willHireFlagOf(
  document: {
    userAId: string;
    userBId?: string | null;
    userAWillHireAttorney?: boolean | null;
    userBWillHireAttorney?: boolean | null;
  } | null,
  userId: string,
): boolean | null {
  if (!document) return null;
  if (document.userAId === userId) return document.userAWillHireAttorney ?? null;
  if (document.userBId === userId) return document.userBWillHireAttorney ?? null;
  return null;
}

/**
 * The will-hire flag after the partner's answers changed: it follows the HIRES_ATTORNEY answer, but
 * a flag never set stays unset while nothing asks for an attorney. Returns `current` when nothing changes.
 */
export function willHireFlagAfter(current: boolean | null, hiresAttorney: boolean): boolean | null {
  if (current === null && !hiresAttorney) return null;
  return hiresAttorney;
}

/** True when choosing an option of this question can ask for an attorney (HIRES_ATTORNEY). */
export function canAskForAttorney(question: Pick<OfferedQuestion, "options">): boolean {
  return question.options.some((option) => option.attorneyRuleTypes.includes("HIRES_ATTORNEY"));
}

// ---------------------------------------------------------------------------------------------
// The couple
// ---------------------------------------------------------------------------------------------

export type CoupleDispute = { question: OfferedQuestion; mine: AnswerLike; theirs: AnswerLike };

/**
 * The couple's disputes, by section order, group order and question order: questions that generate
 * disputes, shown to both partners, that both answered differently (`findDisputes`' rule). Kept per
 * questionnaire and pair of assessments (`memoizedByIdentity`): the same list on every read between
 * two answer writes.
 */
export function findCoupleDisputes(
  questionnaire: Questionnaire,
  mine: QuestionnaireAssessment,
  theirs: QuestionnaireAssessment,
): readonly CoupleDispute[] {
  return coupleDisputes(questionnaire, mine, theirs);
}

const coupleDisputes = memoizedByIdentity(
  (questionnaire: Questionnaire, mine: QuestionnaireAssessment, theirs: QuestionnaireAssessment) => {
    const disputes: CoupleDispute[] = [];
    for (const question of questionnaire.disputeQuestions) {
      if (!mine.visible.has(question.id) || !theirs.visible.has(question.id)) continue;
      const my = mine.answers.get(question.id);
      const their = theirs.answers.get(question.id);
      if (isAnswerGiven(my) && isAnswerGiven(their) && answersDiffer(my, their))
        disputes.push(Object.freeze({ question, mine: my, theirs: their }));
    }
    return Object.freeze(disputes);
  },
);

/** A shown question one partner or both have not chosen an answer to (their answer is still the suggestion). */
export type UnchosenQuestion = { question: OfferedQuestion; byMe: boolean; byPartner: boolean };

/**
 * The questions where an answer is still a suggestion nobody chose (`isAnswerUnchosen`), for the
 * partner (`mine`) and, once joined, the other (`theirs`), in questionnaire order: what /alignment
 * marks and what generation waits for. Kept per questionnaire and assessments, like the disputes.
 */
export function findUnchosenQuestions(
  questionnaire: Questionnaire,
  mine: Pick<QuestionnaireAssessment, "visible" | "answers">,
  theirs: Pick<QuestionnaireAssessment, "visible" | "answers"> | null,
): readonly UnchosenQuestion[] {
  return unchosenQuestions(questionnaire, mine, theirs);
}

const unchosenQuestions = memoizedByIdentity(
  (
    questionnaire: Questionnaire,
    mine: Pick<QuestionnaireAssessment, "visible" | "answers">,
    theirs: Pick<QuestionnaireAssessment, "visible" | "answers"> | null,
  ) => {
    const byMe = new Set(unchosenQuestionIds(questionnaire.questions, mine.answers, mine.visible));
    const byPartner = new Set(
      theirs ? unchosenQuestionIds(questionnaire.questions, theirs.answers, theirs.visible) : [],
    );
    return Object.freeze(
      questionnaire.questions
        .filter((question) => byMe.has(question.id) || byPartner.has(question.id))
        .map((question) =>
          Object.freeze({ question, byMe: byMe.has(question.id), byPartner: byPartner.has(question.id) }),
        ),
    );
  },
);
