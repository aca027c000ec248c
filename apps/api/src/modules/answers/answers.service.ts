import { randomUUID } from "node:crypto";
import type { Executor } from "@prenup/db";
import {
  ANSWER_MESSAGES,
  answerValueForValidation,
  attorneyRuleDescriptionKey,
  ATTORNEY_RULE_TYPES,
  documentFlags,
  isAnswerGiven,
  isQuestionnaireBlocked,
  validateAnswer,
} from "@prenup/domain";
import { conflict, HttpError, notFound, ValidationFailure } from "../../http/errors.ts";
import type { ModuleDeps } from "../../http/types.ts";
import type { Clock } from "../../integrations/clock.ts";
import { isUniqueViolation } from "../db-errors.ts";
import type { OfferedQuestion, UserStanding } from "../questionnaire/questionnaire.model.ts";
import { createQuestionnaireRepository, type AnswerRecord } from "../questionnaire/questionnaire.repository.ts";
import {
  assessLoadedUser,
  loadUserContext,
  toAnswerResponse,
  type DocumentWithState,
  type UserContext,
} from "../questionnaire/questionnaire.service.ts";
import { createAnswersRepository } from "./answers.repository.ts";
import type { AnswerBody, AnswerResponse, AnswerSavedResponse, AttorneyRestrictionsResponse } from "./answers.schemas.ts";

export const ANSWER_ERRORS = {
  questionNotFound: "Question not found",
  questionNotAvailable: "This question doesn't apply to your answers or state.",
  optionNotAvailable: "This option isn't available for this question in your state.",
  optionRestricted: (title: string) => `This choice can't be combined with your answer to "${title}". Change that answer first.`,
  oneOptionOnly: "Choose only one option",
  noTypedValue: "This question takes a choice from its options, not text",
  noDocument: "Choose your state to start your prenup before answering questions.",
  questionnaireLocked: "Your answers can't be changed while your document is in review, being notarized or finalized.",
  sectionLocked: "This section is locked until you book attorney representation.",
  answerExists: "This question already has an answer. Update it instead.",
  answerNotFound: "This question has no answer yet.",
} as const;

const SINGLE_CHOICE_TYPES = new Set(["RADIO", "DROPDOWN"]);
const TYPED_TYPES = new Set(["TEXT_BOX", "TEXT_AREA"]);

export type AnswerWriteResult = {
  answer: AnswerRecord;
  previous: AnswerRecord | null;
  validationError: string | null;
  question: OfferedQuestion;
  document: DocumentWithState;
  /** The user's standing after the write. */
  standing: UserStanding;
  /** The id of the answer_history row the write added. */
  historyId: string;
};

/** Blank text is no answer: stored as null. */
function normalizeTyped(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.trim() === "" ? null : value;
}

function respondentOf(document: DocumentWithState, userId: string): "A" | "B" {
  return document.document.userAId === userId ? "A" : "B";
}

/**
 * Writes one answer of a user, with every rule of the contract, inside the caller's transaction:
 * - mode create: 409 ANSWER_EXISTS when a live answer exists; update: 404 ANSWER_NOT_FOUND when none
 *   does; resolve (alignment): the answer must exist and is replaced.
 * - PATCH semantics for update/resolve: a field left out keeps its value.
 * - `strict`: the user answers deliberately (resolving a dispute): an invalid or empty value is a 400
 *   issue instead of being stored (as null), whether or not the question is required.
 * Adds the answer_history row (with `historyId` when given) and keeps the document's will-hire flag
 * in step with the HIRES_ATTORNEY rule.
 */
export async function writeAnswer(
  tx: Executor,
  clock: Clock,
  input: {
    userId: string;
    questionId: string;
    body: AnswerBody;
    actorId: string;
    mode: "create" | "update" | "resolve";
    strict?: boolean;
    historyId?: string;
    /** Already loaded context (alignment loads it to find the dispute, after taking the user's answer lock). */
    context?: UserContext;
  },
): Promise<AnswerWriteResult> {
  const questionnaireRepository = createQuestionnaireRepository(tx);
  const repository = createAnswersRepository(tx);
  // The answers the rules read must be the ones the write replaces: one write per user at a time.
  if (!input.context) await repository.lockAnswersOfUser(input.userId);
  const context = input.context ?? (await loadUserContext(questionnaireRepository, clock, { userId: input.userId }));
  const { document, standing } = context;
  if (!document) throw conflict(ANSWER_ERRORS.noDocument, "NO_DOCUMENT");

  const notarization = await questionnaireRepository.findLatestNotarization(document.document.id);
  const flags = documentFlags({
    document: document.document,
    notarization,
    stateAllowsOnlineNotary: document.state?.allowsOnlineNotary ?? false,
  });
  if (isQuestionnaireBlocked(flags)) throw conflict(ANSWER_ERRORS.questionnaireLocked, "QUESTIONNAIRE_LOCKED");

  const questionId = input.questionId.toLowerCase();
  const question = standing.questionnaire.questionById.get(questionId);
  if (!question) {
    const exists = await questionnaireRepository.questionExists(questionId);
    if (!exists) throw notFound(ANSWER_ERRORS.questionNotFound, "QUESTION_NOT_FOUND");
    throw new HttpError(422, "QUESTION_NOT_AVAILABLE", ANSWER_ERRORS.questionNotAvailable);
  }

  const previous = standing.answersByQuestion.get(questionId) ?? null;
  const newOptionIds = (input.body.questionOptionIds ?? (input.mode === "create" ? [] : (previous?.questionOptionIds ?? []))).map((id) =>
    id.toLowerCase(),
  );
  let newTyped =
    input.body.valueTyped !== undefined
      ? normalizeTyped(input.body.valueTyped)
      : input.mode === "create"
        ? null
        : (previous?.valueTyped ?? null);

  // Text on an option question is its "other" answer, and only where the question offers one.
  if (!TYPED_TYPES.has(question.questionType) && !question.allowsOtherOption && input.body.valueTyped !== undefined && newTyped !== null) {
    throw new ValidationFailure([{ message: ANSWER_ERRORS.noTypedValue, path: ["valueTyped"] }]);
  }
  if (SINGLE_CHOICE_TYPES.has(question.questionType) && newOptionIds.length > 1) {
    throw new ValidationFailure([{ message: ANSWER_ERRORS.oneOptionOnly, path: ["questionOptionIds"] }]);
  }
  const offeredOptions = new Set(question.options.map((option) => option.id));
  if (newOptionIds.some((id) => !offeredOptions.has(id))) {
    throw new HttpError(422, "OPTION_NOT_AVAILABLE", ANSWER_ERRORS.optionNotAvailable);
  }
  if (!standing.visible.has(questionId)) {
    throw new HttpError(422, "QUESTION_NOT_AVAILABLE", ANSWER_ERRORS.questionNotAvailable);
  }

  // Options that exclude each other: against the user's other answers, and within this answer.
  if (newOptionIds.length > 0) {
    const pairs = await questionnaireRepository.findRestrictedPairs(newOptionIds);
    const selectedElsewhere = new Map<string, string>(); // option id → question id
    for (const answer of standing.answersByQuestion.values()) {
      // A hidden follow-up's answer is kept but counts for nothing, so it excludes nothing either.
      if (answer.questionId === questionId || !standing.visible.has(answer.questionId)) continue;
      for (const optionId of answer.questionOptionIds) selectedElsewhere.set(optionId, answer.questionId);
    }
    for (const optionId of newOptionIds) selectedElsewhere.delete(optionId);
    const chosen = new Set(newOptionIds);
    for (const pair of pairs) {
      for (const [mine, other] of [
        [pair.questionOptionId, pair.restrictedQuestionOptionId],
        [pair.restrictedQuestionOptionId, pair.questionOptionId],
      ] as const) {
        if (!chosen.has(mine)) continue;
        const conflictingQuestionId = chosen.has(other) ? questionId : selectedElsewhere.get(other);
        if (conflictingQuestionId === undefined) continue;
        const conflicting = standing.questionnaire.questionById.get(conflictingQuestionId);
        if (!conflicting) continue; // an answer to a question not offered any more counts for nothing
        throw new HttpError(422, "OPTION_RESTRICTED", ANSWER_ERRORS.optionRestricted(conflicting.title));
      }
    }
  }

  if (standing.lockedOf(question.sectionId)) throw conflict(ANSWER_ERRORS.sectionLocked, "SECTION_LOCKED");

  if (input.mode === "create" && previous) throw conflict(ANSWER_ERRORS.answerExists, "ANSWER_EXISTS");
  if (input.mode !== "create" && !previous) throw notFound(ANSWER_ERRORS.answerNotFound, "ANSWER_NOT_FOUND");

  // Validation: invalid typed input is stored as null (the response says why).
  const today = clock.now();
  const stateAbbreviation = context.state?.abbreviation ?? null;
  const candidate = { questionId, valueTyped: newTyped, answerQuestionOptions: newOptionIds.map((questionOptionId) => ({ questionOptionId })) };
  const validationError =
    // Resolving a dispute by emptying one's answer (a default option does not count) would make it vanish unresolved.
    input.strict && !isAnswerGiven(candidate)
      ? ANSWER_MESSAGES.required
      : validateAnswer(question, answerValueForValidation(question, candidate), { today, stateAbbreviation });
  if (validationError !== null) {
    if (input.strict) throw new ValidationFailure([{ message: validationError, path: [TYPED_TYPES.has(question.questionType) ? "valueTyped" : "questionOptionIds"] }]);
    if (TYPED_TYPES.has(question.questionType)) newTyped = null;
  }

  let saved: { id: string; updatedAt: Date };
  try {
    saved = previous
      ? await repository.updateAnswer({ answerId: previous.id, valueTyped: newTyped, actorId: input.actorId })
      : await repository.insertAnswer({
          questionId,
          userId: input.userId,
          documentId: document.document.id,
          valueTyped: newTyped,
          actorId: input.actorId,
        });
  } catch (error) {
    if (isUniqueViolation(error, "answers_live_unique")) throw conflict(ANSWER_ERRORS.answerExists, "ANSWER_EXISTS");
    throw error;
  }
  const orderedOptionIds = question.options.map((option) => option.id).filter((id) => newOptionIds.includes(id));
  await repository.replaceOptions({ answerId: saved.id, optionIds: orderedOptionIds, actorId: input.actorId });
  const historyId = input.historyId ?? randomUUID();
  await repository.insertHistory({
    id: historyId,
    answerId: saved.id,
    questionId,
    userId: input.userId,
    documentId: document.document.id,
    changedByUserId: input.actorId,
    previousValueTyped: previous?.valueTyped ?? null,
    newValueTyped: newTyped,
    previousOptionIds: previous?.questionOptionIds ?? [],
    newOptionIds: orderedOptionIds,
  });

  const answer: AnswerRecord = {
    id: saved.id,
    questionId,
    userId: input.userId,
    documentId: document.document.id,
    valueTyped: newTyped,
    questionOptionIds: orderedOptionIds,
    updatedAt: saved.updatedAt,
  };
  const answersAfter = [...context.answers.filter((existing) => existing.questionId !== questionId), answer];
  const after = assessLoadedUser({
    questionnaire: standing.questionnaire,
    user: context.user,
    document,
    state: context.state,
    answers: answersAfter,
    representationPaid: standing.representationPaid,
    clock,
  });

  // The will-hire flag follows the HIRES_ATTORNEY rule whenever this write could change it.
  const hiresBefore = standing.triggers.some((trigger) => trigger.type === "HIRES_ATTORNEY");
  const hiresAfter = after.triggers.some((trigger) => trigger.type === "HIRES_ATTORNEY");
  const questionCanHire = question.options.some((option) => option.attorneyRuleTypes.includes("HIRES_ATTORNEY"));
  const respondent = respondentOf(document, input.userId);
  const currentFlag = respondent === "A" ? document.document.userAWillHireAttorney : document.document.userBWillHireAttorney;
  if ((hiresBefore !== hiresAfter || questionCanHire) && currentFlag !== hiresAfter) {
    await repository.setWillHireAttorney({ documentId: document.document.id, respondent, value: hiresAfter, actorId: input.actorId });
  }

  await recordDefaultAnswers(repository, {
    sectionQuestions: standing.questionnaire.questionsBySection.get(question.sectionId) ?? [],
    visible: after.visible,
    answered: new Set(answersAfter.map((existing) => existing.questionId)),
    userId: input.userId,
    documentId: document.document.id,
    actorId: input.actorId,
  });

  return { answer, previous, validationError, question, document, standing: after, historyId };
}

/**
 * Once a partner works on a section, the default options of its shown, unanswered questions become
 * saved answers (flagged `isDefault`), as the screen shows them pre-chosen. The agreement and the
 * partners' alignment then compare what each partner actually stands on — a default left alone is a
 * choice too — and the answer history says when each default was taken.
 */
async function recordDefaultAnswers(
  repository: ReturnType<typeof createAnswersRepository>,
  input: {
    sectionQuestions: readonly { id: string; options: readonly { id: string; isDefault: boolean }[] }[];
    visible: ReadonlySet<string>;
    answered: ReadonlySet<string>;
    userId: string;
    documentId: string;
    actorId: string;
  },
): Promise<void> {
  const taken = input.sectionQuestions
    .filter((question) => input.visible.has(question.id) && !input.answered.has(question.id))
    .map((question) => ({ questionId: question.id, optionIds: question.options.filter((option) => option.isDefault).map((option) => option.id) }))
    .filter((entry) => entry.optionIds.length > 0);
  if (taken.length === 0) return;
  await repository.insertDefaultAnswers({ userId: input.userId, documentId: input.documentId, actorId: input.actorId, answers: taken });
}

export function createAnswersService(deps: ModuleDeps) {
  const { db, clock } = deps;
  const questionnaireRepository = createQuestionnaireRepository(db);

  return {
    async listAnswers(userId: string, questionId: string | undefined): Promise<AnswerResponse[]> {
      const [user, document] = await questionnaireRepository.all(
        () => questionnaireRepository.findUser(userId),
        () => questionnaireRepository.findActiveDocument(userId),
      );
      if (!user) throw notFound("User not found", "USER_NOT_FOUND");
      if (!document) return [];
      const answers = await questionnaireRepository.listAnswers({ userIds: [userId], documentId: document.document.id, questionId });
      return answers.map(toAnswerResponse);
    },

    async saveAnswer(input: {
      userId: string;
      questionId: string;
      body: AnswerBody;
      actorId: string;
      mode: "create" | "update";
    }): Promise<AnswerSavedResponse> {
      const result = await db.transaction((tx) => writeAnswer(tx, clock, input));
      const section = result.standing.questionnaire.sectionById.get(result.question.sectionId)!;
      return {
        answer: toAnswerResponse(result.answer),
        validationError: result.validationError,
        section: { id: section.id, key: section.key, status: result.standing.statusOf(section.id) },
      };
    },

    async getAttorneyRestrictions(userId: string): Promise<AttorneyRestrictionsResponse> {
      const { standing } = await loadUserContext(questionnaireRepository, clock, { userId });
      const ruleTypes = ATTORNEY_RULE_TYPES.filter((type) => standing.triggers.some((trigger) => trigger.type === type));
      return {
        ruleTypes,
        descriptionKey: attorneyRuleDescriptionKey(ruleTypes),
        requiresAttorney: ruleTypes.length > 0,
        representationPaid: standing.representationPaid,
        triggers: standing.triggers.map((trigger) => ({
          questionId: trigger.questionId,
          questionOptionId: trigger.questionOptionId,
          sectionKey: standing.questionnaire.sectionById.get(trigger.sectionId)?.key ?? "",
          type: trigger.type,
        })),
      };
    },
  };
}
