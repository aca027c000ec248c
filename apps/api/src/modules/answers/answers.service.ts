import { randomUUID } from "node:crypto";
import { finalReviewDaysFor, signingDeadlineFor, states } from "@prenup/content/runtime";
import { contentIds, type Database, type Transaction } from "@prenup/db";
import {
  ANSWER_WRITE_MESSAGES,
  answersBySide,
  attorneyRuleDescriptionKey,
  canAskForAttorney,
  coupleWeddingDate,
  defaultAnswersToRecord,
  documentFlags,
  normalizePhoneNumber,
  profileFieldOf,
  DomainError,
  isQuestionnaireBlocked,
  keepSuggestionProblem,
  planAnswerWrite,
  sideOf,
  triggeredRuleTypes,
  WEDDING_DATE_KEY,
  willHireFlagAfter,
  willHireFlagOf,
  type AnswerChange,
  type AnswerWriteMode,
  type PlannedAnswer,
  type QuestionnaireAssessment,
  type Respondent,
  plannedSigningProblem,
  type ProfileAnswerField,
} from "@prenup/domain";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { StaleWriteError } from "../../http/errors.ts";
import { requireSameRequest, type WriteKey } from "../../http/idempotency.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { ContextAnswer, ContextDocument, StandingService, UserContext } from "../standing/index.ts";
import type { UsersService } from "../users/index.ts";
import { answersRepository } from "./answers.repository.ts";
import {
  toAnswerResponse,
  type AnswerResponse,
  type AnswerSavedResponse,
  type AnswerWriteBody,
  type AttorneyRestrictionsResponse,
} from "./answers.schemas.ts";

export const ANSWER_MESSAGES = {
  noDocument: "Choose your state to start your prenup before answering questions.",
  questionnaireLocked: "Your answers can't be changed while your document is in review, being notarized or finalized.",
  answerExists: ANSWER_WRITE_MESSAGES.answerExists,
  answerChanged: "This answer was changed since you last saw it. Keep yours or take the saved one.",
} as const;

/** What a write changes, decided from the user's context (alignment finds the dispute first). */
export type WriteIntent = {
  change: AnswerChange;
  mode: AnswerWriteMode;
  /** An empty or invalid answer is refused instead of being stored as empty (resolving a dispute). */
  strict?: boolean;
  resolutionKind?: ResolutionKind | null;
  /** Record the question's suggestion without choosing it (`keepSuggestionProblem` checks it). */
  keepAsSuggestion?: boolean;
};

/** How a dispute was resolved: AGREE took the partner's answer, CHANGE wrote a new one, PROPOSAL accepted a proposal (alignment). */
export type ResolutionKind = "AGREE" | "CHANGE" | "PROPOSAL";

export type AnswerWriteResult = {
  answer: ContextAnswer;
  planned: PlannedAnswer;
  /** The default answers recorded with the write (the section's shown, unanswered questions with default options). */
  defaults: ContextAnswer[];
  /** The user's questionnaire after the write. */
  after: QuestionnaireAssessment;
  context: UserContext;
  /** The id of the answer_history row (and of the resolution). */
  historyId: string;
};

// ---- The steps of an answer write, each a small function ----

/** The agreement the answer belongs to (NO_DOCUMENT before a state was chosen). */
function requireDocument(context: UserContext): ContextDocument {
  if (!context.facts.document) throw new DomainError("NO_DOCUMENT", ANSWER_MESSAGES.noDocument);
  return context.facts.document;
}

/**
 * Answers can't change while the agreement is in the editor, in proof, notarized, reviewed or
 * finalized: the refusal (409 QUESTIONNAIRE_LOCKED) every answer write gives, and alignment's thread
 * actions with it; null while answers can change (or before there is an agreement).
 */
export function questionnaireLockedRefusal(context: UserContext): DomainError | null {
  const document = context.facts.document;
  if (!document) return null;
  const flags = documentFlags({
    document,
    notarization: context.facts.notarization,
    stateAllowsOnlineNotary: context.facts.state?.allowsOnlineNotary ?? false,
  });
  return isQuestionnaireBlocked(flags)
    ? new DomainError("QUESTIONNAIRE_LOCKED", ANSWER_MESSAGES.questionnaireLocked)
    : null;
}

function refuseWhenBlocked(context: UserContext): void {
  const refusal = questionnaireLockedRefusal(context);
  if (refusal) throw refusal;
}

/** The two questions whose dates the wedding-day cutoff compares (content keys): WEDDING_DATE_KEY and this one. */
const PLANNED_SIGNING_KEY = "planned_signing_date";
const SIGNING_PLAN_QUESTION_IDS = new Set([
  contentIds.question(WEDDING_DATE_KEY),
  contentIds.question(PLANNED_SIGNING_KEY),
]);

/**
 * Entering or changing the wedding date or the planned signing date: a signing planned after the
 * wedding-day cutoff (`plannedSigningProblem`, the rule finalization and notarization follow) is an
 * invalid value, like any other — stored as null with its message, or refused when strict. The
 * wedding date is the couple's (partner A's answer, else B's), except the one being written.
 */
function checkSigningPlan(context: UserContext, planned: PlannedAnswer, strict: boolean): PlannedAnswer {
  if (planned.valueTyped === null || planned.validationError !== null) return planned;
  const key = context.questionnaire.questionById.get(planned.questionId)?.key;
  if (key !== WEDDING_DATE_KEY && key !== PLANNED_SIGNING_KEY) return planned;
  const idOf = (questionKey: string) =>
    context.questionnaire.questions.find((question) => question.key === questionKey)?.id;
  const valueIn = (answers: readonly ContextAnswer[], questionKey: string) =>
    answers.find((answer) => answer.questionId === idOf(questionKey))?.valueTyped?.trim() || null;
  const side = context.facts.document ? sideOf(context.facts.document, context.facts.user.id) : null;
  const problem = plannedSigningProblem({
    deadline: signingDeadlineFor(context.facts.state?.abbreviation),
    weddingDate:
      key === WEDDING_DATE_KEY
        ? planned.valueTyped
        : coupleWeddingDate({
            questions: context.questionnaire.questions,
            ...answersBySide(side, context.myAnswers, context.partnerAnswers),
          }),
    plannedSigningDate:
      key === PLANNED_SIGNING_KEY ? planned.valueTyped : valueIn(context.myAnswers, PLANNED_SIGNING_KEY),
    stateName: states.find((state) => state.abbreviation === context.facts.state?.abbreviation)?.name ?? null,
  });
  if (!problem) return planned;
  if (strict) throw DomainError.invalidField("valueTyped", problem);
  return { ...planned, valueTyped: null, validationError: problem };
}

/** The document's will-hire flag follows the HIRES_ATTORNEY answer whenever this write could change it. */
function willHireChange(
  context: UserContext,
  document: ContextDocument,
  planned: PlannedAnswer,
  after: QuestionnaireAssessment,
) {
  const question = context.questionnaire.questionById.get(planned.questionId)!;
  if (context.me.hiresAttorney === after.hiresAttorney && !canAskForAttorney(question)) return null;
  const current = willHireFlagOf(document, context.facts.user.id);
  const next = willHireFlagAfter(current, after.hiresAttorney);
  if (next === current || next === null) return null;
  const respondent: Respondent = sideOf(document, context.facts.user.id) ?? "A";
  return { respondent, value: next };
}

/**
 * What a write does to a question whose value the profile holds (the phone number, the birth date):
 * the profile field and its new value (E.164 for a phone), written when it differs from the
 * profile's; a typed value that was not accepted changes nothing (the profile keeps what it has). The
 * answer then shows `value`; its row keeps no value of its own, except an earlier one while the
 * profile field is still empty (see the domain's `withProfileAnswers`).
 */
function profileChange(
  context: UserContext,
  planned: PlannedAnswer,
  previous: ContextAnswer | null,
): { field: ProfileAnswerField; value: string | null; changed: boolean; storedValueTyped: string | null } | null {
  const field = profileFieldOf(context.questionnaire.questionById.get(planned.questionId)?.key);
  if (!field) return null;
  const current = context.facts.user.profile[field];
  const kept = {
    field,
    value: previous?.valueTyped ?? null,
    changed: false,
    storedValueTyped: current === null ? (previous?.valueTyped ?? null) : null,
  };
  if (planned.validationError !== null || planned.valueTyped === null) return kept;
  const value = field === "phoneNumber" ? normalizePhoneNumber(planned.valueTyped) : planned.valueTyped.trim();
  if (value === null) return kept;
  return { field, value, changed: value !== current, storedValueTyped: null };
}

/**
 * The stored answer the person's change would replace when it is not the one they saw (`seen`: its
 * updatedAt, null for no answer): that answer, or null when it was removed; undefined when the
 * change was made on what is stored (or no version came with it).
 */
function staleAnswer(
  context: UserContext,
  questionId: string,
  seen: string | null | undefined,
): ContextAnswer | null | undefined {
  if (seen === undefined) return undefined;
  const wanted = questionId.toLowerCase();
  const stored = context.myAnswers.find((answer) => answer.questionId === wanted) ?? null;
  const storedVersion = stored ? stored.updatedAt.toISOString() : null;
  const seenVersion = seen === null ? null : new Date(seen).toISOString();
  return storedVersion === seenVersion ? undefined : stored;
}

/** The write's response, as the API answers it. */
function savedResponse(result: AnswerWriteResult): AnswerSavedResponse {
  const section = result.context.questionnaire.sectionById.get(result.planned.sectionId)!;
  return {
    answer: toAnswerResponse(result.answer),
    defaults: result.defaults.map(toAnswerResponse),
    validationError: result.planned.validationError,
    section: { id: section.id, key: section.key, status: result.after.sectionStatus(section.id) },
  };
}

/** The response kept for a repeat of the key, without its times (the write's time is the key row's `created_at`). */
function storedResponse(response: AnswerSavedResponse) {
  const untimed = ({ updatedAt: _time, ...answer }: AnswerResponse) => answer;
  return { ...response, answer: untimed(response.answer), defaults: response.defaults.map(untimed) };
}

/** A stored response with the write's time put back. */
function replayedResponse(stored: unknown, writtenAt: Date): AnswerSavedResponse {
  const response = stored as ReturnType<typeof storedResponse>;
  const updatedAt = writtenAt.toISOString();
  return {
    ...response,
    answer: { ...response.answer, updatedAt },
    defaults: response.defaults.map((answer) => ({ ...answer, updatedAt })),
  };
}

export function createAnswersService(deps: {
  db: Database;
  clock: Clock;
  standing: StandingService;
  /** The users module's write of the profile fields the questionnaire asks for. */
  profiles: Pick<UsersService, "setContactDetail">;
}) {
  const { db, clock, standing, profiles } = deps;

  /**
   * Writes one answer of a user with every rule of the contract, in one transaction of five
   * statements: take the user's answer lock, read the context, write the answer with all that goes
   * with it (history, options, will-hire flag, the section's defaults, a resolution), commit. A
   * changed phone number or birth date costs one more: the users module writes it to the profile.
   * `decide` reads the locked context and says what to write (alignment finds the dispute there).
   */
  async function writeAnswerOnce(input: {
    userId: string;
    questionId: string;
    actorId: string;
    /**
     * The client's Idempotency-Key with the request it came with, and the response a repeat
     * answers: a key used before by the same request writes nothing and answers that first
     * response (`replayed`); used by another request, 422 IDEMPOTENCY_KEY_REUSED.
     */
    idempotency?: { key: WriteKey; respond: (result: AnswerWriteResult) => AnswerSavedResponse };
    /**
     * The answer's `updatedAt` the person's change was made on (null: they saw no answer). When the
     * stored answer is another one, nothing is written: 409 ANSWER_CHANGED with the current answer.
     */
    seenUpdatedAt?: string | null;
    withPartner?: boolean;
    /** Also read the disclosure's counts (pending joint entries) in the same statement: the Alignment gate. */
    withFinancials?: boolean;
    decide: (context: UserContext) => WriteIntent;
    /**
     * Write inside the caller's transaction instead of one of its own (accepting a proposal writes
     * both partners' answers with the proposal's change): the caller commits or rolls back.
     */
    executor?: Transaction;
  }): Promise<{ kind: "written"; result: AnswerWriteResult } | { kind: "replayed"; response: AnswerSavedResponse }> {
    const inTransaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
      input.executor ? work(input.executor) : db.transaction(work);
    return inTransaction(async (tx) => {
      await answersRepository.lockAnswersOf(tx, input.userId);
      const context = await standing.loadContext(input.userId, {
        executor: tx,
        withPartner: input.withPartner ?? false,
        withFinancials: input.withFinancials ?? false,
      });
      const key = input.idempotency?.key ?? null;
      // A repeat of a write that went through is refused by the rules it changed (its answer now
      // exists, is newer than the one it was made on): its key's first outcome answers it instead,
      // or 422 when the key was first used by another request. Only refused writes with a key pay
      // this look-up.
      const priorOutcome = async () => {
        if (!key) return null;
        const prior = await answersRepository.findWriteKey(tx, input.userId, key.key);
        if (!prior) return null;
        requireSameRequest(prior.request, key);
        return { kind: "replayed" as const, response: replayedResponse(prior.response, prior.writtenAt) };
      };
      const stale = staleAnswer(context, input.questionId, input.seenUpdatedAt);
      if (stale !== undefined) {
        const replay = await priorOutcome();
        if (replay) return replay;
        throw new StaleWriteError("ANSWER_CHANGED", ANSWER_MESSAGES.answerChanged, stale && toAnswerResponse(stale));
      }
      let document: ContextDocument;
      let intent: WriteIntent;
      let planned: PlannedAnswer;
      try {
        document = requireDocument(context);
        refuseWhenBlocked(context);
        intent = input.decide(context);
        planned = checkSigningPlan(
          context,
          planAnswerWrite(context.questionnaire, context.me, {
            questionId: input.questionId,
            change: intent.change,
            mode: intent.mode,
            strict: intent.strict ?? false,
            today: clock.now(),
            stateAbbreviation: context.state?.abbreviation ?? null,
            reviewDays: finalReviewDaysFor(context.state?.abbreviation),
          }),
          intent.strict ?? false,
        );
        if (intent.keepAsSuggestion) {
          const problem = keepSuggestionProblem(
            context.questionnaire.questionById.get(planned.questionId)!,
            intent.change,
            context.me.answers.get(planned.questionId) ?? null,
          );
          if (problem) throw DomainError.invalidField("keepAsSuggestion", problem);
        }
      } catch (error) {
        const replay = await priorOutcome();
        if (replay) return replay;
        throw error;
      }
      const previous = context.myAnswers.find((answer) => answer.questionId === planned.questionId) ?? null;
      const answerId = previous?.id ?? randomUUID();
      const profile = profileChange(context, planned, previous);
      const valueTyped = profile ? profile.value : planned.valueTyped;
      const draft: ContextAnswer = {
        id: answerId,
        userId: input.userId,
        questionId: planned.questionId,
        valueTyped,
        questionOptionIds: planned.questionOptionIds,
        isSuggestion: intent.keepAsSuggestion === true,
        updatedAt: clock.now(),
      };
      // The context's assessment, handed on with the written answer in place: one assessment per write.
      const after = context.me.withAnswer(draft);
      const historyId = randomUUID();
      const defaults = defaultAnswersToRecord(context.questionnaire, after, planned.sectionId).map((entry) => ({
        ...entry,
        answerId: randomUUID(),
      }));
      // The response a repeat of the key answers, stored with the write (its times are the write's: the key row's created_at).
      const writtenAt = clock.now();
      const respond = (at: Date): AnswerWriteResult => ({
        answer: { ...draft, updatedAt: at },
        defaults: defaults.map((entry) => ({
          id: entry.answerId,
          userId: input.userId,
          questionId: entry.questionId,
          valueTyped: null,
          questionOptionIds: entry.questionOptionIds,
          isSuggestion: true,
          updatedAt: at,
        })),
        planned,
        after,
        context,
        historyId,
      });
      let outcome: Awaited<ReturnType<typeof answersRepository.saveAnswer>>;
      try {
        outcome = await answersRepository.saveAnswer(tx, {
          answerId,
          questionId: planned.questionId,
          userId: input.userId,
          documentId: document.id,
          actorId: input.actorId,
          valueTyped,
          storedValueTyped: profile ? profile.storedValueTyped : valueTyped,
          questionOptionIds: planned.questionOptionIds,
          keptAsSuggestion: intent.keepAsSuggestion === true,
          previous,
          historyId,
          willHire: willHireChange(context, document, planned, after),
          defaults,
          resolutionKind: intent.resolutionKind ?? null,
          idempotency:
            key && input.idempotency
              ? { key, response: storedResponse(input.idempotency.respond(respond(writtenAt))) }
              : null,
        });
      } catch (error) {
        if (isUniqueViolation(error, "answers_live_unique"))
          throw new DomainError("ANSWER_EXISTS", ANSWER_MESSAGES.answerExists);
        throw error;
      }
      if (outcome.kind === "replayed") {
        // The key was used before: by this same request (its first outcome answers), or by another (422, the transaction rolls back).
        if (key) requireSameRequest(outcome.request, key);
        return { kind: "replayed", response: replayedResponse(outcome.response, outcome.writtenAt) };
      }
      const saved = outcome;
      // The profile holds the phone number and birth date: the users module writes them, in this transaction.
      if (profile?.changed)
        await profiles.setContactDetail(tx, input.userId, { [profile.field]: profile.value }, input.actorId);
      // Every row of the write carries the transaction's time, the defaults' too.
      const recorded = defaults.map(
        (entry): ContextAnswer => ({
          id: entry.answerId,
          userId: input.userId,
          questionId: entry.questionId,
          valueTyped: null,
          questionOptionIds: entry.questionOptionIds,
          isSuggestion: true,
          updatedAt: saved.updatedAt,
        }),
      );
      return {
        kind: "written",
        result: {
          answer: { ...draft, updatedAt: saved.updatedAt },
          defaults: recorded,
          planned,
          after,
          context,
          historyId,
        },
      };
    });
  }

  /** One answer write with every rule (see writeAnswerOnce), for the callers that send no idempotency key. */
  async function writeAnswer(
    input: Omit<Parameters<typeof writeAnswerOnce>[0], "idempotency">,
  ): Promise<AnswerWriteResult> {
    const outcome = await writeAnswerOnce(input);
    if (outcome.kind !== "written") throw new Error("an answer write without a key cannot be a repeat");
    return outcome.result;
  }

  return {
    writeAnswer,

    async listAnswers(userId: string, questionId: string | undefined): Promise<AnswerResponse[]> {
      const { myAnswers } = await standing.loadContext(userId);
      const wanted = questionId?.toLowerCase();
      return myAnswers.filter((answer) => wanted === undefined || answer.questionId === wanted).map(toAnswerResponse);
    },

    /**
     * The person's own write (POST/PATCH). With `writeKey`, the same request again answers the
     * first response and writes nothing, and the key with another request answers 422
     * IDEMPOTENCY_KEY_REUSED, writing nothing; with `seenUpdatedAt` (the answer's updatedAt the change was
     * made on, null for none), a stored answer changed since answers 409 ANSWER_CHANGED with it.
     */
    async saveAnswer(input: {
      userId: string;
      questionId: string;
      body: AnswerWriteBody;
      actorId: string;
      mode: "create" | "update";
      writeKey?: WriteKey | null;
    }): Promise<AnswerSavedResponse> {
      const { baseUpdatedAt, keepAsSuggestion, ...change } = input.body;
      const outcome = await writeAnswerOnce({
        userId: input.userId,
        questionId: input.questionId,
        actorId: input.actorId,
        // The wedding date is the couple's: the signing-plan check reads the partner's answer too.
        withPartner: SIGNING_PLAN_QUESTION_IDS.has(input.questionId.toLowerCase()),
        decide: () => ({ change, mode: input.mode, keepAsSuggestion: keepAsSuggestion === true }),
        ...(baseUpdatedAt === undefined ? {} : { seenUpdatedAt: baseUpdatedAt }),
        ...(input.writeKey ? { idempotency: { key: input.writeKey, respond: savedResponse } } : {}),
      });
      return outcome.kind === "replayed" ? outcome.response : savedResponse(outcome.result);
    },

    /** Forgets the idempotency keys of answer writes older than `before`. */
    purgeWriteKeys: (before: Date): Promise<number> => answersRepository.purgeWriteKeys(db, before),

    async getAttorneyRestrictions(userId: string): Promise<AttorneyRestrictionsResponse> {
      const { me, questionnaire } = await standing.loadContext(userId);
      const ruleTypes = triggeredRuleTypes(me);
      return {
        ruleTypes,
        descriptionKey: attorneyRuleDescriptionKey(ruleTypes),
        requiresAttorney: ruleTypes.length > 0,
        representationPaid: me.representationPaid,
        triggers: me.triggers.map((trigger) => ({
          questionId: trigger.questionId,
          questionOptionId: trigger.questionOptionId,
          sectionKey: questionnaire.sectionById.get(trigger.sectionId)?.key ?? "",
          type: trigger.type,
        })),
      };
    },
  };
}

export type AnswersService = ReturnType<typeof createAnswersService>;
