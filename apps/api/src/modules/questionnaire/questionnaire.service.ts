import { explainOption, stateHintsFor, withStateHint, type Answerer } from "@prenup/content/runtime";
import {
  DomainError,
  findSection,
  isDocumentParty,
  sectionPath,
  selectedOptionsAmong,
  sideOf,
  type OfferedQuestion,
  type QuestionnaireAssessment,
} from "@prenup/domain";
import type { ContentService, SectionContent, StateQuestionnaire, Video } from "../content/index.ts";
import { toAnswerResponse } from "../answers/index.ts";
import type { ContextAnswer, StandingService, UserContext } from "../standing/index.ts";
import type {
  GroupResponse,
  QuestionResponse,
  SectionGroupsResponse,
  SectionResponse,
  SelectedRestrictedOptionsResponse,
} from "./questionnaire.schemas.ts";

export const QUESTIONNAIRE_MESSAGES = {
  sectionNotFound: "Section not found",
  documentNotFound: "Document not found",
  respondentNotFound: "This person is not a partner on the document",
  partnersAnswers: "Your partner's answers are theirs to share, through alignment.",
  unknownState: "Unknown state",
} as const;

/** A section of the user's questionnaire as the API answers it. */
export function toSectionResponse(
  questionnaire: StateQuestionnaire,
  section: SectionContent,
  assessment: QuestionnaireAssessment,
  includeStatus: boolean,
): SectionResponse {
  return {
    id: section.id,
    key: section.key,
    label: section.label,
    name: section.name,
    description: section.description,
    order: section.order,
    path: sectionPath(section),
    status: includeStatus ? assessment.sectionStatus(section.id) : null,
    attorneyRequiredQuestionPresentSection: questionnaire.sectionsWithAttorneyRules.has(section.id),
    locked: assessment.isSectionLocked(section.id),
  };
}

function requireSection(questionnaire: StateQuestionnaire, reference: string): SectionContent {
  const section = findSection(questionnaire, reference);
  if (!section) throw new DomainError("SECTION_NOT_FOUND", QUESTIONNAIRE_MESSAGES.sectionNotFound);
  return section;
}

/**
 * A question as one user sees it: the questionnaire's generic texts with their own state's
 * sentences added (`stateHintsFor`, from the state-law matrix), never another state's.
 */
function toQuestionResponse(
  question: OfferedQuestion,
  row: StateQuestionnaire["questions"][number],
  answer: ContextAnswer | undefined,
  videos: Video[],
  help: { stateAbbreviation: string; answerer: Answerer | null } | null,
): QuestionResponse {
  const hints = stateHintsFor(help?.stateAbbreviation);
  const hint = hints.get(row.key);
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    description: withStateHint(row.description, hint?.description),
    exampleScenario: row.exampleScenario,
    proTip: withStateHint(row.proTip, hint?.proTip),
    isRequired: row.isRequired,
    questionType: row.questionType,
    inputType: row.inputType,
    inputRestriction: row.inputRestriction,
    allowsOtherOption: row.allowsOtherOption,
    allowsCustomClause: row.allowsCustomClause,
    generatesDispute: row.generatesDispute,
    order: row.order,
    parentQuestionId: row.parentQuestionId,
    depth: question.depth,
    showWhenOptionIds: [...row.showWhenOptionIds],
    videos,
    options: row.options.map((option) => ({
      id: option.id,
      value: option.value,
      order: option.order,
      isDefault: option.isDefault,
      proTip: withStateHint(option.proTip, hints.get(option.key)?.proTip),
      restrictedOptionIds: [...option.restrictedOptionIds],
      attorneyRuleTypes: [...option.attorneyRuleTypes],
      explanation: help ? explainOption(option.key, help.stateAbbreviation, help.answerer) : null,
    })),
    answer: answer ? toAnswerResponse(answer) : null,
  };
}

/** Who answers (their side of the agreement) and the couple's first names, for the options' help. */
function answererOf(context: UserContext): Answerer | null {
  const { document, user, partner } = context.facts;
  const side = document ? sideOf(document, user.id) : null;
  if (!side) return null;
  const mine = user.firstName?.trim() || null;
  const theirs = partner?.firstName?.trim() || null;
  return { side, names: side === "A" ? { A: mine, B: theirs } : { A: theirs, B: mine } };
}

/**
 * The questionnaire as one user sees it: sections with their status and lock, a section's groups
 * and questions with the user's answers, and the restricted-option check. The rules are the domain
 * engine's; the user's context comes from the standing module in one statement.
 */
export function createQuestionnaireService(deps: { standing: StandingService; content: ContentService }) {
  const { standing, content } = deps;

  async function sectionGroups(context: UserContext, sectionReference: string): Promise<SectionGroupsResponse> {
    const { questionnaire, me } = context;
    const section = requireSection(questionnaire, sectionReference);
    const groups = questionnaire.groupsBySection.get(section.id) ?? [];
    const questions = groups.flatMap((group) => questionnaire.questionsByGroup.get(group.id) ?? []);
    const videos = await content.videosOf(context.facts.contentVersion, {
      groupIds: groups.map((group) => group.id),
      questionIds: questions.map((question) => question.id),
      stateId: context.state?.id ?? null,
    });
    const answers = new Map(context.myAnswers.map((answer) => [answer.questionId, answer]));
    const help = context.state
      ? { stateAbbreviation: context.state.abbreviation, answerer: answererOf(context) }
      : null;
    const groupResponses: GroupResponse[] = groups.map((group) => ({
      id: group.id,
      key: group.key,
      title: group.title,
      description: group.description,
      icon: group.icon,
      iconColor: group.iconColor,
      order: group.order,
      videos: videos.groups.get(group.id) ?? [],
      questions: (questionnaire.questionsByGroup.get(group.id) ?? []).map((question) =>
        toQuestionResponse(question, question, answers.get(question.id), videos.questions.get(question.id) ?? [], help),
      ),
    }));
    return { section: toSectionResponse(questionnaire, section, me, true), groups: groupResponses };
  }

  return {
    async listSections(
      userId: string,
      options: { includeStatus: boolean; stateOverride?: { id: string; abbreviation: string } | null },
    ): Promise<SectionResponse[]> {
      const { questionnaire, me } = await standing.loadContext(userId, {
        stateOverride: options.stateOverride ?? null,
      });
      return questionnaire.sections.map((section) =>
        toSectionResponse(questionnaire, section, me, options.includeStatus),
      );
    },

    async getSection(userId: string, sectionReference: string): Promise<SectionResponse> {
      const { questionnaire, me } = await standing.loadContext(userId);
      return toSectionResponse(questionnaire, requireSection(questionnaire, sectionReference), me, true);
    },

    /** A section's groups for the user on their active agreement, or on `documentId` (admin view). */
    async getSectionGroups(input: {
      userId: string;
      section: string;
      documentId?: string | undefined;
    }): Promise<SectionGroupsResponse> {
      const context = await standing.loadContext(input.userId, { documentId: input.documentId ?? null });
      if (input.documentId && context.facts.document?.id !== input.documentId.toLowerCase()) {
        throw new DomainError("DOCUMENT_NOT_FOUND", QUESTIONNAIRE_MESSAGES.documentNotFound);
      }
      return sectionGroups(context, input.section);
    },

    /**
     * One respondent's answers on an agreement, for the read-only view. A party may only read their
     * own; the partner's answers are theirs to share through alignment only.
     */
    async getDocumentSectionGroups(input: {
      documentId: string;
      section: string;
      /** Default: the caller when a party, partner A for staff. */
      respondentUserId: string | undefined;
      /** The document's parties as the access check found them. */
      parties: { userAId: string; userBId: string | null };
      callerId: string;
      callerIsParty: boolean;
    }): Promise<SectionGroupsResponse> {
      const requested = input.respondentUserId?.toLowerCase();
      if (input.callerIsParty && requested !== undefined && requested !== input.callerId) {
        throw new DomainError("FORBIDDEN", QUESTIONNAIRE_MESSAGES.partnersAnswers);
      }
      const respondentUserId = requested ?? (input.callerIsParty ? input.callerId : input.parties.userAId);
      if (!isDocumentParty(input.parties, respondentUserId)) {
        throw new DomainError("USER_NOT_FOUND", QUESTIONNAIRE_MESSAGES.respondentNotFound);
      }
      const context = await standing.loadContext(respondentUserId, { documentId: input.documentId });
      if (!context.facts.document) throw new DomainError("DOCUMENT_NOT_FOUND", QUESTIONNAIRE_MESSAGES.documentNotFound);
      return sectionGroups(context, input.section);
    },

    /** Which of the given options the user has chosen on questions they see (what a restricted option is checked against). */
    async findSelectedOptions(userId: string, optionIds: string[]): Promise<SelectedRestrictedOptionsResponse> {
      if (optionIds.length === 0) return { selected: [] };
      const { questionnaire, me } = await standing.loadContext(userId);
      return { selected: selectedOptionsAmong(questionnaire, me, optionIds) };
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
