import type { Executor } from "@prenup/db";
import { isQuestionnaireComplete, sectionSlug } from "@prenup/domain";
import { forbidden, notFound, ValidationFailure } from "../../http/errors.ts";
import type { ModuleDeps } from "../../http/types.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { AnswerResponse } from "../answers/answers.schemas.ts";
import { assessUser, buildQuestionnaire, type Questionnaire, type UserStanding } from "./questionnaire.model.ts";
import {
  createQuestionnaireRepository,
  type AnswerRecord,
  type DocumentRow,
  type QuestionnaireRepository,
  type SectionRow,
  type StateRow,
} from "./questionnaire.repository.ts";
import type {
  GroupResponse,
  SectionGroupsResponse,
  SectionResponse,
  SelectedRestrictedOptionsResponse,
  VideoResponse,
} from "./questionnaire.schemas.ts";

export const QUESTIONNAIRE_MESSAGES = {
  userNotFound: "User not found",
  sectionNotFound: "Section not found",
  documentNotFound: "Document not found",
  respondentNotFound: "This person is not a partner on the document",
  unknownState: "Unknown state",
} as const;

export type DocumentWithState = { document: DocumentRow; state: StateRow | null };

/** The user's standing on a document, and what it was computed from. */
export type UserContext = {
  user: { id: string; firstName: string | null; lastName: string | null };
  /** The document the answers belong to (null: the user has none yet). */
  document: DocumentWithState | null;
  /** The state the questionnaire is shown in (the document's, or an admin's override). */
  state: StateRow | null;
  answers: AnswerRecord[];
  standing: UserStanding;
};

export function toAnswerResponse(answer: AnswerRecord): AnswerResponse {
  return {
    id: answer.id,
    questionId: answer.questionId,
    valueTyped: answer.valueTyped,
    questionOptionIds: answer.questionOptionIds,
    updatedAt: answer.updatedAt.toISOString(),
  };
}

/** The document's will-hire flag for the user (partner A's or B's). */
export function willHireFlag(document: DocumentRow | null, userId: string): boolean | null {
  if (!document) return null;
  return document.userAId === userId ? document.userAWillHireAttorney : document.userBWillHireAttorney;
}

/** Computes a user's standing from already loaded content and answers (no queries). */
export function assessLoadedUser(input: {
  questionnaire: Questionnaire;
  user: UserContext["user"];
  document: DocumentWithState | null;
  state: StateRow | null;
  answers: AnswerRecord[];
  representationPaid: boolean;
  clock: Clock;
}): UserStanding {
  return assessUser({
    questionnaire: input.questionnaire,
    answers: input.answers,
    today: input.clock.now(),
    stateAbbreviation: input.state?.abbreviation ?? null,
    background: { hasState: input.document?.state != null, firstName: input.user.firstName, lastName: input.user.lastName },
    willHireAttorney: willHireFlag(input.document?.document ?? null, input.user.id),
    representationPaid: input.representationPaid,
  });
}

/** Built questionnaires by content fingerprint and state; the content changes rarely (seeds, admin edits). */
const builtQuestionnaires = new Map<string, Questionnaire>();
const MAX_CACHED_QUESTIONNAIRES = 200;

/**
 * The questionnaire as offered in a state, built once per content version: each call costs one small
 * fingerprint query, and the content's rows are read and arranged again only when they changed.
 */
export async function loadQuestionnaire(repository: QuestionnaireRepository, stateId: string | null): Promise<Questionnaire> {
  const key = `${await repository.contentFingerprint()}#${stateId ?? "none"}`;
  const cached = builtQuestionnaires.get(key);
  if (cached) return cached;
  const questionnaire = buildQuestionnaire(await repository.loadContent({ stateId }));
  if (builtQuestionnaires.size >= MAX_CACHED_QUESTIONNAIRES) builtQuestionnaires.clear();
  builtQuestionnaires.set(key, questionnaire);
  return questionnaire;
}

/**
 * Loads everything the questionnaire routes need about one user, in a fixed number of queries:
 * the user, their active document (or the given one) and its state, the content offered in that
 * state, their answers and whether representation is paid.
 */
export async function loadUserContext(
  repository: QuestionnaireRepository,
  clock: Clock,
  input: { userId: string; document?: DocumentWithState | null; stateIdOverride?: string | undefined },
): Promise<UserContext> {
  const [user, activeDocument, overrideState] = await repository.all(
    () => repository.findUser(input.userId),
    () => (input.document !== undefined ? Promise.resolve(input.document) : repository.findActiveDocument(input.userId)),
    () => (input.stateIdOverride ? repository.findState(input.stateIdOverride) : Promise.resolve(null)),
  );
  if (!user) throw notFound(QUESTIONNAIRE_MESSAGES.userNotFound, "USER_NOT_FOUND");
  if (input.stateIdOverride && !overrideState) {
    throw new ValidationFailure([{ message: QUESTIONNAIRE_MESSAGES.unknownState, path: ["stateId"] }]);
  }
  const document = activeDocument ?? null;
  const state = overrideState ?? document?.state ?? null;
  const [questionnaire, answers, representationPaid] = await repository.all(
    () => loadQuestionnaire(repository, state?.id ?? null),
    () => (document ? repository.listAnswers({ userIds: [user.id], documentId: document.document.id }) : Promise.resolve([])),
    () => repository.hasRepresentation(user.id),
  );
  const standing = assessLoadedUser({ questionnaire, user, document, state, answers, representationPaid, clock });
  return { user, document, state, answers, standing };
}

/** A section named by id, key or slug. */
export function resolveSection(sections: readonly SectionRow[], reference: string): SectionRow {
  const wanted = reference.trim().toLowerCase();
  const section = sections.find(
    (candidate) => candidate.id === wanted || candidate.key === reference || sectionSlug(candidate.label) === wanted,
  );
  if (!section) throw notFound(QUESTIONNAIRE_MESSAGES.sectionNotFound, "SECTION_NOT_FOUND");
  return section;
}

export function toSectionResponse(section: SectionRow, standing: UserStanding, includeStatus: boolean): SectionResponse {
  return {
    id: section.id,
    key: section.key,
    label: section.label,
    name: section.name,
    description: section.description,
    order: section.order,
    path: section.path ?? sectionSlug(section.label),
    status: includeStatus ? standing.statusOf(section.id) : null,
    attorneyRequiredQuestionPresentSection: standing.hasAttorneyRules(section.id),
    locked: standing.lockedOf(section.id),
  };
}

/**
 * True when every section of the user's questionnaire is COMPLETED or NOT_APPLICABLE (on their
 * active document, in its state). For the partner module's reminder rule.
 */
export async function isQuestionnaireCompleteForUser(db: Executor, userId: string, clock: Clock): Promise<boolean> {
  const context = await loadUserContext(createQuestionnaireRepository(db), clock, { userId });
  return isQuestionnaireCompleteFor(context.standing);
}

export function isQuestionnaireCompleteFor(standing: UserStanding): boolean {
  return isQuestionnaireComplete(
    standing.questionnaire.sections.map((section) => ({ order: section.order, status: standing.statusOf(section.id) })),
  );
}

export function createQuestionnaireService(deps: ModuleDeps) {
  const repository = createQuestionnaireRepository(deps.db);
  const { clock } = deps;

  async function sectionGroups(context: UserContext, sectionReference: string): Promise<SectionGroupsResponse> {
    const { standing } = context;
    const { questionnaire } = standing;
    const section = resolveSection(questionnaire.sections, sectionReference);
    const groups = questionnaire.groupsBySection.get(section.id) ?? [];
    const questions = groups.flatMap((group) => questionnaire.questionsByGroup.get(group.id) ?? []);
    const optionIds = questions.flatMap((question) => question.options.map((option) => option.id));
    const [pairs, videos] = await repository.all(
      () => repository.findRestrictedPairs(optionIds),
      () =>
        repository.findVideos({
          groupIds: groups.map((group) => group.id),
          questionIds: questions.map((question) => question.id),
          stateId: context.state?.id ?? null,
        }),
    );
    const restrictedWith = new Map<string, Set<string>>();
    for (const pair of pairs) {
      for (const [from, to] of [
        [pair.questionOptionId, pair.restrictedQuestionOptionId],
        [pair.restrictedQuestionOptionId, pair.questionOptionId],
      ] as const) {
        const set = restrictedWith.get(from) ?? new Set<string>();
        set.add(to);
        restrictedWith.set(from, set);
      }
    }
    const videosOf = (rows: { ownerId: string; video: { id: string; title: string; author: string | null; youtubeLink: string; location: string | null; order: number } }[]) => {
      const map = new Map<string, VideoResponse[]>();
      for (const { ownerId, video } of rows) {
        const list = map.get(ownerId) ?? [];
        list.push({ id: video.id, title: video.title, author: video.author, youtubeLink: video.youtubeLink, location: video.location, order: video.order });
        map.set(ownerId, list);
      }
      return map;
    };
    const groupVideos = videosOf(videos.groupVideos);
    const questionVideos = videosOf(videos.questionVideos);

    const groupResponses: GroupResponse[] = groups.map((group) => ({
      id: group.id,
      key: group.key,
      title: group.title,
      description: group.description,
      icon: group.icon,
      iconColor: group.iconColor,
      order: group.order,
      videos: groupVideos.get(group.id) ?? [],
      questions: (questionnaire.questionsByGroup.get(group.id) ?? []).map((question) => {
        const answer = standing.answersByQuestion.get(question.id);
        const row = question.row;
        return {
          id: row.id,
          key: row.key,
          title: row.title,
          description: row.description,
          exampleScenario: row.exampleScenario,
          proTip: row.proTip,
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
          showWhenOptionIds: [...question.showWhenOptionIds],
          videos: questionVideos.get(question.id) ?? [],
          options: question.options.map((option) => ({
            id: option.id,
            value: option.row.value,
            order: option.row.order,
            isDefault: option.isDefault,
            proTip: option.row.proTip,
            restrictedOptionIds: [...(restrictedWith.get(option.id) ?? [])].sort(),
            attorneyRuleTypes: option.attorneyRuleTypes,
          })),
          answer: answer ? toAnswerResponse(answer) : null,
        };
      }),
    }));
    return { section: toSectionResponse(section, standing, true), groups: groupResponses };
  }

  return {
    async listSections(
      userId: string,
      options: { includeStatus: boolean; stateIdOverride?: string | undefined },
    ): Promise<SectionResponse[]> {
      const context = await loadUserContext(repository, clock, { userId, stateIdOverride: options.stateIdOverride });
      return context.standing.questionnaire.sections.map((section) =>
        toSectionResponse(section, context.standing, options.includeStatus),
      );
    },

    async getSection(userId: string, sectionReference: string): Promise<SectionResponse> {
      const context = await loadUserContext(repository, clock, { userId });
      return toSectionResponse(resolveSection(context.standing.questionnaire.sections, sectionReference), context.standing, true);
    },

    /** A section's groups for the user on their active document, or on `documentId` (admin view). */
    async getSectionGroups(input: { userId: string; section: string; documentId?: string | undefined }): Promise<SectionGroupsResponse> {
      let document: DocumentWithState | null | undefined;
      if (input.documentId) {
        document = await repository.findDocument(input.documentId);
        if (!document || (document.document.userAId !== input.userId && document.document.userBId !== input.userId)) {
          throw notFound(QUESTIONNAIRE_MESSAGES.documentNotFound, "DOCUMENT_NOT_FOUND");
        }
      }
      const context = await loadUserContext(repository, clock, { userId: input.userId, document });
      return sectionGroups(context, input.section);
    },

    /**
     * One respondent's answers on a document, for the read-only view. A party may only read their
     * own; the partner's answers are theirs to share through alignment only.
     */
    async getDocumentSectionGroups(input: {
      documentId: string;
      section: string;
      /** Default: the caller when a party, partner A for staff. */
      respondentUserId: string | undefined;
      callerId: string;
      callerIsParty: boolean;
    }): Promise<SectionGroupsResponse> {
      const requested = input.respondentUserId?.toLowerCase();
      if (input.callerIsParty && requested !== undefined && requested !== input.callerId) throw forbidden();
      const document = await repository.findDocument(input.documentId);
      if (!document) throw notFound(QUESTIONNAIRE_MESSAGES.documentNotFound, "DOCUMENT_NOT_FOUND");
      const { userAId, userBId } = document.document;
      const respondentUserId = requested ?? (input.callerIsParty ? input.callerId : userAId);
      if (respondentUserId !== userAId && respondentUserId !== userBId) {
        throw notFound(QUESTIONNAIRE_MESSAGES.respondentNotFound, "USER_NOT_FOUND");
      }
      const context = await loadUserContext(repository, clock, { userId: respondentUserId, document });
      return sectionGroups(context, input.section);
    },

    /** The given options the user has chosen on questions they see (what the answer write checks restrictions against). */
    async findSelectedOptions(userId: string, optionIds: string[]): Promise<SelectedRestrictedOptionsResponse> {
      const wanted = new Set(optionIds.map((id) => id.toLowerCase()));
      if (wanted.size === 0) return { selected: [] };
      const { standing } = await loadUserContext(repository, clock, { userId });
      const selected = standing.questionnaire.questions.flatMap((question) => {
        const answer = standing.answersByQuestion.get(question.id);
        if (!answer || !standing.visible.has(question.id)) return [];
        return question.options
          .filter((option) => wanted.has(option.id) && answer.questionOptionIds.includes(option.id))
          .map((option) => ({ questionOptionId: option.id, questionId: question.id, questionTitle: question.row.title, optionValue: option.row.value }));
      });
      return { selected };
    },
  };
}

