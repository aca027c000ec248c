/**
 * The questionnaire as one user sees it: the content offered in their state arranged into the
 * sections and groups the screens show, and what the user's answers make of it (visibility, section
 * status, attorney triggers, locks). Pure: the rules themselves come from @prenup/domain.
 */
import {
  ATTORNEY_RULE_TYPES,
  computeSectionStatus,
  isAnswerGiven,
  isSectionLocked,
  visibleQuestionIds,
  type AttorneyRuleType,
  type QuestionForVisibility,
  type SectionStatus,
} from "@prenup/domain";
import type { AnswerRecord, ContentRows, GroupRow, OptionRow, QuestionRow, SectionRow } from "./questionnaire.repository.ts";

/** The first section: the state and name blocks plus these groups (stored under another section). */
export const BACKGROUND_SECTION_KEY = "background_information";
export const BACKGROUND_GROUP_KEYS: readonly string[] = ["identity"];

export type OfferedOption = {
  id: string;
  isDefault: boolean;
  row: OptionRow;
  attorneyRuleTypes: AttorneyRuleType[];
};

export type OfferedQuestion = Omit<QuestionForVisibility, "options"> & {
  row: QuestionRow;
  depth: number;
  /** The section the question is shown in (background for the identity group). */
  sectionId: string;
  options: OfferedOption[];
};

export type Questionnaire = {
  sections: SectionRow[];
  sectionById: Map<string, SectionRow>;
  /** The groups each section shows, in order. */
  groupsBySection: Map<string, GroupRow[]>;
  /** Each group's offered questions in tree pre-order. */
  questionsByGroup: Map<string, OfferedQuestion[]>;
  /** Each section's offered questions (groups in order, pre-order within). */
  questionsBySection: Map<string, OfferedQuestion[]>;
  questionById: Map<string, OfferedQuestion>;
  /** Every offered question. */
  questions: OfferedQuestion[];
};

function byOrder<T extends { order: number; id: string }>(a: T, b: T): number {
  return a.order - b.order || a.id.localeCompare(b.id);
}

/** Arranges the offered content: state-limited and deleted rows out, follow-ups of an absent parent out. */
export function buildQuestionnaire(content: ContentRows): Questionnaire {
  const sections = [...content.sections].sort(byOrder);
  const sectionById = new Map(sections.map((section) => [section.id, section]));
  const background = sections.find((section) => section.key === BACKGROUND_SECTION_KEY);

  const groupsBySection = new Map<string, GroupRow[]>(sections.map((section) => [section.id, []]));
  const sectionOfGroup = new Map<string, string>();
  for (const group of [...content.groups].sort(byOrder)) {
    const sectionId = background && BACKGROUND_GROUP_KEYS.includes(group.key) ? background.id : group.sectionId;
    const list = groupsBySection.get(sectionId);
    if (!list) continue; // the group's section is inactive or deleted
    list.push(group);
    sectionOfGroup.set(group.id, sectionId);
  }

  const optionsByQuestion = new Map<string, OfferedOption[]>();
  for (const option of [...content.options].sort(byOrder)) {
    if (content.unavailableOptionIds.has(option.id)) continue;
    const list = optionsByQuestion.get(option.questionId) ?? [];
    list.push({
      id: option.id,
      isDefault: option.isDefault,
      row: option,
      attorneyRuleTypes: ATTORNEY_RULE_TYPES.filter((type) => content.attorneyRuleTypes.get(option.id)?.includes(type)),
    });
    optionsByQuestion.set(option.questionId, list);
  }

  const candidates = content.questions.filter(
    (question) => !content.unavailableQuestionIds.has(question.id) && question.groupId !== null && sectionOfGroup.has(question.groupId),
  );
  const childrenOf = new Map<string | null, QuestionRow[]>();
  for (const question of candidates) {
    const list = childrenOf.get(question.parentQuestionId) ?? [];
    list.push(question);
    childrenOf.set(question.parentQuestionId, list);
  }
  for (const list of childrenOf.values()) list.sort(byOrder);

  const questionsByGroup = new Map<string, OfferedQuestion[]>();
  const questionById = new Map<string, OfferedQuestion>();
  const visit = (row: QuestionRow, depth: number, groupId: string, out: OfferedQuestion[]) => {
    if (questionById.has(row.id)) return; // a cycle in edited content: show each question once
    const question: OfferedQuestion = {
      id: row.id,
      title: row.title,
      isRequired: row.isRequired,
      questionType: row.questionType,
      inputType: row.inputType,
      inputRestriction: row.inputRestriction,
      allowsOtherOption: row.allowsOtherOption,
      parentQuestionId: row.parentQuestionId,
      showWhenOptionIds: content.showWhen.get(row.id) ?? [],
      options: optionsByQuestion.get(row.id) ?? [],
      row,
      depth,
      sectionId: sectionOfGroup.get(groupId)!,
    };
    questionById.set(row.id, question);
    out.push(question);
    for (const child of childrenOf.get(row.id) ?? []) visit(child, depth + 1, groupId, out);
  };
  for (const groups of groupsBySection.values()) {
    for (const group of groups) {
      const out: OfferedQuestion[] = [];
      for (const root of (childrenOf.get(null) ?? []).filter((question) => question.groupId === group.id)) visit(root, 0, group.id, out);
      questionsByGroup.set(group.id, out);
    }
  }

  const questionsBySection = new Map<string, OfferedQuestion[]>();
  for (const [sectionId, groups] of groupsBySection) {
    questionsBySection.set(
      sectionId,
      groups.flatMap((group) => questionsByGroup.get(group.id) ?? []),
    );
  }
  return {
    sections,
    sectionById,
    groupsBySection,
    questionsByGroup,
    questionsBySection,
    questionById,
    questions: [...questionById.values()],
  };
}

/** The domain's answer shape for an answer record. */
export function toAnswerLike(answer: AnswerRecord) {
  return {
    questionId: answer.questionId,
    valueTyped: answer.valueTyped,
    answerQuestionOptions: answer.questionOptionIds.map((questionOptionId) => ({ questionOptionId })),
  };
}

export type AttorneyTrigger = { questionId: string; questionOptionId: string; sectionId: string; type: AttorneyRuleType };

/** Everything about one user's standing in the questionnaire that the routes need. */
export type UserStanding = {
  questionnaire: Questionnaire;
  answersByQuestion: Map<string, AnswerRecord>;
  visible: Set<string>;
  triggers: AttorneyTrigger[];
  wantsAttorney: boolean;
  representationPaid: boolean;
  statusOf(sectionId: string): SectionStatus;
  lockedOf(sectionId: string): boolean;
  hasAttorneyRules(sectionId: string): boolean;
};

export function assessUser(input: {
  questionnaire: Questionnaire;
  answers: AnswerRecord[];
  today: Date;
  stateAbbreviation: string | null;
  /** What the background block needs besides the identity answers. */
  background: { hasState: boolean; firstName: string | null; lastName: string | null };
  /** The document's will-hire flag for this user (null without a document). */
  willHireAttorney: boolean | null;
  representationPaid: boolean;
}): UserStanding {
  const { questionnaire } = input;
  const answersByQuestion = new Map<string, AnswerRecord>();
  for (const answer of input.answers) if (!answersByQuestion.has(answer.questionId)) answersByQuestion.set(answer.questionId, answer);
  const answerLikes = [...answersByQuestion.values()].map(toAnswerLike);
  const visible = visibleQuestionIds(questionnaire.questions, answerLikes);

  const triggers: AttorneyTrigger[] = [];
  for (const question of questionnaire.questions) {
    if (!visible.has(question.id)) continue;
    const answer = answersByQuestion.get(question.id);
    if (!answer) continue;
    for (const option of question.options) {
      if (!answer.questionOptionIds.includes(option.id)) continue;
      for (const type of option.attorneyRuleTypes) {
        triggers.push({ questionId: question.id, questionOptionId: option.id, sectionId: question.sectionId, type });
      }
    }
  }
  // The user wants an attorney: they said so (HIRES_ATTORNEY), or the document says they will hire one.
  const wantsAttorney = input.willHireAttorney === true || triggers.some((trigger) => trigger.type === "HIRES_ATTORNEY");

  const statuses = new Map<string, SectionStatus>();
  const statusOf = (sectionId: string): SectionStatus => {
    const known = statuses.get(sectionId);
    if (known) return known;
    const questions = questionnaire.questionsBySection.get(sectionId) ?? [];
    const sectionAnswers = questions.flatMap((question) => {
      const answer = answersByQuestion.get(question.id);
      return answer ? [toAnswerLike(answer)] : [];
    });
    let status = computeSectionStatus({
      questions,
      answers: sectionAnswers,
      today: input.today,
      stateAbbreviation: input.stateAbbreviation,
    });
    if (questionnaire.sectionById.get(sectionId)?.key === BACKGROUND_SECTION_KEY) {
      status = backgroundStatus({
        ...input.background,
        identityStatus: status,
        identityStarted: sectionAnswers.some((answer) => isAnswerGiven(answer)),
      });
    }
    statuses.set(sectionId, status);
    return status;
  };
  const hasAttorneyRules = (sectionId: string): boolean =>
    (questionnaire.questionsBySection.get(sectionId) ?? []).some((question) =>
      question.options.some((option) => option.attorneyRuleTypes.length > 0),
    );
  const lockedOf = (sectionId: string): boolean =>
    isSectionLocked({
      sectionHasAttorneyRules: hasAttorneyRules(sectionId),
      wantsAttorney,
      representationPaid: input.representationPaid,
      sectionHoldsTriggeringAnswer: triggers.some((trigger) => trigger.sectionId === sectionId),
    });

  return {
    questionnaire,
    answersByQuestion,
    visible,
    triggers,
    wantsAttorney,
    representationPaid: input.representationPaid,
    statusOf,
    lockedOf,
    hasAttorneyRules,
  };
}

/**
 * The background section: COMPLETED with a state, a first and last name and the identity questions
 * complete; NOT_STARTED with none of it; IN_PROGRESS otherwise.
 */
export function backgroundStatus(input: {
  hasState: boolean;
  firstName: string | null;
  lastName: string | null;
  identityStatus: SectionStatus;
  identityStarted: boolean;
}): SectionStatus {
  const hasFirst = (input.firstName ?? "").trim() !== "";
  const hasLast = (input.lastName ?? "").trim() !== "";
  const identityDone = input.identityStatus === "COMPLETED" || input.identityStatus === "NOT_APPLICABLE";
  if (input.hasState && hasFirst && hasLast && identityDone) return "COMPLETED";
  if (!input.hasState && !hasFirst && !hasLast && !input.identityStarted) return "NOT_STARTED";
  return "IN_PROGRESS";
}

/** An answer as text: the option values (in option order) joined with ", ", then any typed value. */
export function answerText(
  input: { valueTyped: string | null; questionOptionIds: readonly string[] },
  optionValue: (optionId: string) => string | undefined,
): string {
  const parts = input.questionOptionIds.map(optionValue).filter((value): value is string => value !== undefined);
  const typed = (input.valueTyped ?? "").trim();
  if (typed !== "") parts.push(typed);
  return parts.join(", ");
}
