/**
 * The answer write every caller goes through (the person's own PUT, POST and PATCH, and alignment's
 * writes), in one transaction of five statements: take the user's answer lock, read the context,
 * write the answer with all that goes with it (history, options, will-hire flag, the section's
 * defaults, a resolution, the idempotency key), commit. A changed phone number or birth date costs
 * one more: the users module writes it to the profile.
 */
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
import type { AnswerWrite } from "./answers.repository.ts";
import { toAnswerResponse, type AnswerPutResponse, type AnswerResponse } from "./answers.schemas.ts";

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
  /** The write gave the question its first answer (else it changed the stored one). */
  created: boolean;
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
   * The client's Idempotency-Key with the request it came with: a key used before by the same
   * request writes nothing and answers that first response (`replayed`); used by another request,
   * 422 IDEMPOTENCY_KEY_REUSED.
   */
  writeKey?: WriteKey | null;
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
  | { kind: "replayed"; response: AnswerPutResponse };

/** An answer write sent without an idempotency key (alignment's writes). */
export type WriteAnswerInput = Omit<WriteAnswerOnceInput, "writeKey">;

/** A write's response as the API answers it: the answer, the defaults recorded with it, the section's status, and whether it created the answer. */
export function answerPutResponse(result: AnswerWriteResult): AnswerPutResponse {
  const section = result.context.questionnaire.sectionById.get(result.planned.sectionId)!;
  return {
    answer: toAnswerResponse(result.answer),
    defaults: result.defaults.map(toAnswerResponse),
    validationError: result.planned.validationError,
    section: { id: section.id, key: section.key, status: result.after.sectionStatus(section.id) },
    outcome: result.created ? "created" : "updated",
  };
}

/**
 * Writes one answer of a user with every rule of the contract (see the file's head). `decide`
 * reads the locked context and says what to write (alignment finds the dispute there).
 */
export async function writeAnswerOnce(ctx: AnswersContext, input: WriteAnswerOnceInput): Promise<WriteAnswerOutcome> {
  const inTransaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
    input.executor ? work(input.executor) : ctx.db.transaction(work);
  return inTransaction(async (tx) => {
    await ctx.repository.lockAnswersOf(tx, input.userId);
    const context = await ctx.standing.loadContext(input.userId, {
      executor: tx,
      withPartner: input.withPartner ?? false,
      withFinancials: input.withFinancials ?? false,
    });
    let checked: CheckedWrite;
    try {
      checked = checkWrite(ctx, context, input);
    } catch (error) {
      // A repeat of a write that went through is refused by the rules it changed (its answer now
      // exists, is newer than the one it was made on): its key's first outcome answers it instead.
      // Only refused writes with a key pay this look-up.
      const replay = input.writeKey ? await replayOf(ctx, tx, input.userId, input.writeKey) : null;
      if (replay) return replay;
      throw error;
    }
    const prepared = prepareWrite(ctx, context, input, checked);
    const stored = await storeWrite(ctx, tx, prepared, input.writeKey ?? null);
    if (stored.kind === "replayed") return stored;
    // The profile holds the phone number and birth date: the users module writes them, in this transaction.
    const { profile } = prepared;
    if (profile?.changed)
      await ctx.profiles.setContactDetail(tx, input.userId, { [profile.field]: profile.value }, input.actorId);
    // Every row of the write carries the transaction's time, the defaults' too.
    return { kind: "written", result: prepared.resultAt(stored.updatedAt) };
  });
}

/** One answer write with every rule (see writeAnswerOnce), for the callers that send no idempotency key. */
export async function writeAnswer(ctx: AnswersContext, input: WriteAnswerInput): Promise<AnswerWriteResult> {
  const outcome = await writeAnswerOnce(ctx, input);
  if (outcome.kind !== "written") throw new Error("an answer write without a key cannot be a repeat");
  return outcome.result;
}

type CheckedWrite = { document: ContextDocument; intent: WriteIntent; planned: PlannedAnswer };

/**
 * Every rule of the write on the locked context, in order: the version the change was made on
 * (409 ANSWER_CHANGED with the stored answer), the agreement, the questionnaire's lock, the
 * engine's rules (`planAnswerWrite`), the signing plan and a kept suggestion. Throws the first
 * refusal; answers what to store.
 */
function checkWrite(ctx: AnswersContext, context: UserContext, input: WriteAnswerOnceInput): CheckedWrite {
  const stale = staleAnswer(context, input.questionId, input.seenUpdatedAt);
  if (stale !== undefined)
    throw new StaleWriteError("ANSWER_CHANGED", ANSWER_MESSAGES.answerChanged, stale && toAnswerResponse(stale));
  const document = requireDocument(context);
  refuseWhenBlocked(context);
  const intent = input.decide(context);
  const strict = intent.strict ?? false;
  const planned = checkSigningPlan(
    context,
    planAnswerWrite(context.questionnaire, context.me, {
      questionId: input.questionId,
      change: intent.change,
      mode: intent.mode,
      strict,
      today: ctx.clock.now(),
      stateAbbreviation: context.state?.abbreviation ?? null,
      reviewDays: finalReviewDaysFor(context.state?.abbreviation, context.facts.document?.kind ?? "PRENUP"),
      agreementKind: context.facts.document?.kind ?? "PRENUP",
    }),
    strict,
  );
  if (intent.keepAsSuggestion) {
    const problem = keepSuggestionProblem(
      context.questionnaire.questionById.get(planned.questionId)!,
      intent.change,
      context.me.answers.get(planned.questionId) ?? null,
    );
    if (problem) throw DomainError.invalidField("keepAsSuggestion", problem);
  }
  return { document, intent, planned };
}

type PreparedWrite = {
  /** What the write statement stores (the key comes with it in `storeWrite`). */
  row: Omit<AnswerWrite, "idempotency">;
  profile: ReturnType<typeof profileChange>;
  /** The write's result, its rows stamped `at`. */
  resultAt: (at: Date) => AnswerWriteResult;
};

/**
 * The rows one checked write stores and the answer it makes (no I/O): the answer (its existing id,
 * or a new one), the profile field it changes, the user's questionnaire after it (the context's
 * assessment with the answer in place: one assessment per write), the section's defaults it
 * records and the will-hire flag it moves.
 */
function prepareWrite(
  ctx: AnswersContext,
  context: UserContext,
  input: WriteAnswerOnceInput,
  { document, intent, planned }: CheckedWrite,
): PreparedWrite {
  const previous = context.myAnswers.find((answer) => answer.questionId === planned.questionId) ?? null;
  const profile = profileChange(context, planned, previous);
  const valueTyped = profile ? profile.value : planned.valueTyped;
  const keptAsSuggestion = intent.keepAsSuggestion === true;
  const draft: ContextAnswer = {
    id: previous?.id ?? randomUUID(),
    userId: input.userId,
    questionId: planned.questionId,
    valueTyped,
    questionOptionIds: planned.questionOptionIds,
    isSuggestion: keptAsSuggestion,
    updatedAt: ctx.clock.now(),
  };
  const after = context.me.withAnswer(draft);
  const defaults = defaultAnswersToRecord(context.questionnaire, after, planned.sectionId).map((entry) => ({
    ...entry,
    answerId: randomUUID(),
  }));
  const historyId = randomUUID();
  return {
    row: {
      answerId: draft.id,
      questionId: planned.questionId,
      userId: input.userId,
      documentId: document.id,
      actorId: input.actorId,
      valueTyped,
      storedValueTyped: profile ? profile.storedValueTyped : valueTyped,
      questionOptionIds: planned.questionOptionIds,
      keptAsSuggestion,
      previous,
      historyId,
      willHire: willHireChange(context, document, planned, after),
      defaults,
      resolutionKind: intent.resolutionKind ?? null,
    },
    profile,
    resultAt: (at) => ({
      answer: { ...draft, updatedAt: at },
      created: planned.previous === null,
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
    }),
  };
}

/**
 * Runs the one write statement. With a key, the statement claims it with the response a repeat
 * answers (kept without its times: a repeat takes the key row's `created_at`); a key claimed before
 * writes nothing and answers that first response, or 422 when it came with another request (the
 * transaction rolls back).
 */
async function storeWrite(
  ctx: AnswersContext,
  tx: Transaction,
  prepared: PreparedWrite,
  writeKey: WriteKey | null,
): Promise<{ kind: "written"; updatedAt: Date } | Extract<WriteAnswerOutcome, { kind: "replayed" }>> {
  const idempotency = writeKey
    ? { key: writeKey, response: untimedResponse(answerPutResponse(prepared.resultAt(ctx.clock.now()))) }
    : null;
  let outcome: Awaited<ReturnType<AnswersContext["repository"]["saveAnswer"]>>;
  try {
    outcome = await ctx.repository.saveAnswer(tx, { ...prepared.row, idempotency });
  } catch (error) {
    if (isUniqueViolation(error, "answers_live_unique"))
      throw new DomainError("ANSWER_EXISTS", ANSWER_MESSAGES.answerExists);
    throw error;
  }
  if (outcome.kind === "written") return outcome;
  if (writeKey) requireSameRequest(outcome.request, writeKey);
  return { kind: "replayed", response: replayedResponse(outcome.response, outcome.writtenAt) };
}

/** The first outcome of a write under `key`, when there was one with the same request (422 when another request used it). */
async function replayOf(
  ctx: AnswersContext,
  tx: Transaction,
  userId: string,
  key: WriteKey,
): Promise<WriteAnswerOutcome | null> {
  const prior = await ctx.repository.findWriteKey(tx, userId, key.key);
  if (!prior) return null;
  requireSameRequest(prior.request, key);
  return { kind: "replayed", response: replayedResponse(prior.response, prior.writtenAt) };
}

/** The response kept for a repeat of the key, without its times. */
function untimedResponse(response: AnswerPutResponse) {
  const untimed = ({ updatedAt: _time, ...answer }: AnswerResponse) => answer;
  return { ...response, answer: untimed(response.answer), defaults: response.defaults.map(untimed) };
}

/**
 * A stored response with the write's time put back. A response kept before writes said what they
 * did has no `outcome`: such a repeat answers `updated`.
 */
function replayedResponse(stored: unknown, writtenAt: Date): AnswerPutResponse {
  const response = stored as ReturnType<typeof untimedResponse>;
  const updatedAt = writtenAt.toISOString();
  return {
    ...response,
    answer: { ...response.answer, updatedAt },
    defaults: response.defaults.map((answer) => ({ ...answer, updatedAt })),
    outcome: response.outcome ?? "updated",
  };
}
