import { randomUUID } from "node:crypto";
import { finalReviewDaysFor } from "@prenup/content/runtime";
import type { Transaction } from "@prenup/db";
import {
  defaultAnswersToRecord,
  DomainError,
  keepSuggestionProblem,
  planAnswerWrite,
  type AnswerChange,
  type AnswerWriteMode,
  type PlannedAnswer,
  type QuestionnaireAssessment,
} from "@prenup/domain";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { StaleWriteError } from "../../http/errors.ts";
import { requireSameRequest, type WriteKey } from "../../http/idempotency.ts";
import type { ContextAnswer, ContextDocument, UserContext } from "../standing/index.ts";
import {
  checkSigningPlan,
  profileChange,
  refuseWhenBlocked,
  requireDocument,
  staleAnswer,
  willHireChange,
} from "./answer-write-steps.ts";
import type { AnswersContext } from "./answers.context.ts";
import { ANSWER_MESSAGES } from "./answers.messages.ts";
import { answersRepository } from "./answers.repository.ts";
import { toAnswerResponse, type AnswerResponse, type AnswerSavedResponse } from "./answers.schemas.ts";

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

/** One answer write: whose answer, to which question, by whom, and how `decide` picks the change. */
export type WriteAnswerOnceInput = {
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
};

/** What a write did: written, or a repeat of a key whose first response answers (`replayed`). */
export type WriteAnswerOutcome =
  | { kind: "written"; result: AnswerWriteResult }
  | { kind: "replayed"; response: AnswerSavedResponse };

/** An answer write sent without an idempotency key (alignment's writes). */
export type WriteAnswerInput = Omit<WriteAnswerOnceInput, "idempotency">;

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

/**
 * Writes one answer of a user with every rule of the contract, in one transaction of five
 * statements: take the user's answer lock, read the context, write the answer with all that goes
 * with it (history, options, will-hire flag, the section's defaults, a resolution), commit. A
 * changed phone number or birth date costs one more: the users module writes it to the profile.
 * `decide` reads the locked context and says what to write (alignment finds the dispute there).
 */
export async function writeAnswerOnce(ctx: AnswersContext, input: WriteAnswerOnceInput): Promise<WriteAnswerOutcome> {
  const { db, clock, standing, profiles } = ctx;
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
export async function writeAnswer(ctx: AnswersContext, input: WriteAnswerInput): Promise<AnswerWriteResult> {
  const outcome = await writeAnswerOnce(ctx, input);
  if (outcome.kind !== "written") throw new Error("an answer write without a key cannot be a repeat");
  return outcome.result;
}
