import { preparedQuery, type Database, type Executor } from "@prenup/db";
import type { Respondent } from "@prenup/domain";
import { answerHistory, answerQuestionOptions, answers, answerWriteKeys, resolutions } from "@prenup/db";
import { eq, inArray, lt, or, sql } from "drizzle-orm";
import type { RecordedRequest, WriteKey } from "../../http/idempotency.ts";

/**
 * Holds the user's answer-writing lock until the transaction ends. Two saves of one user (a double
 * autosave, two tabs) would otherwise both replace the same answer's options, and the rules would
 * read answers another save is replacing.
 */
const lockAnswers = preparedQuery(
  "answers_lock_user",
  () => sql`select pg_advisory_xact_lock(hashtext('answers-of:' || ${sql.placeholder("userId")}::text))`,
);

/** A key row's recorded request and response, as the statements answer them. */
type RecordedRow = { route: string | null; subject: string | null; request_hash: string | null; response: unknown };

/**
 * One answer write in ONE statement: the answer (inserted, or updated by id; a question the profile
 * holds keeps no value in its row), its options (those not chosen removed, new ones added; a
 * default the person writes is chosen and stops being a default, unless the write keeps the
 * suggestion as it stands: `keptAsSuggestion`), the
 * answer_history row, the document's will-hire flag when it changes, the section's default answers
 * (with their options flagged as defaults and a history row each), and the alignment resolution when
 * the write resolves a dispute. Parts without input touch no row.
 *
 * With an idempotency key the statement first claims it (`answer_write_keys`, with the request it
 * came with and the response to give a repeat); when the key was already used, nothing else is
 * written and the statement answers the first write's request, response and time instead (the
 * user's answer lock orders two requests with one key, so the second sees the first's row).
 */
const saveAnswerStatement = preparedQuery<{ id: string | null; updated_at: string | Date } & RecordedRow>(
  "answers_save",
  () => {
    const p = (name: string) => sql.placeholder(name);
    return sql`
    with claimed as (
      insert into answer_write_keys (user_id, key, route, subject, request_hash, response, created_by_id, updated_by_id)
      select ${p("userId")}::uuid, ${p("key")}::text, ${p("route")}::text, ${p("subject")}::text, ${p("requestHash")}::text, ${p("response")}::jsonb,
             ${p("actorId")}::uuid, ${p("actorId")}::uuid
      where ${p("key")}::text is not null
      on conflict (user_id, key) do nothing
      returning id
    ), prior as (
      select route, subject, request_hash, response, created_at from answer_write_keys
      where user_id = ${p("userId")}::uuid and key = ${p("key")}::text and not exists (select 1 from claimed)
    ), saved as (
      insert into answers (id, question_id, user_id, document_id, value_typed, created_by_id, updated_by_id)
      select ${p("answerId")}::uuid, ${p("questionId")}::uuid, ${p("userId")}::uuid, ${p("documentId")}::uuid, ${p("storedValueTyped")}::text, ${p("actorId")}::uuid, ${p("actorId")}::uuid
      where ${p("key")}::text is null or exists (select 1 from claimed)
      on conflict (id) do update set value_typed = excluded.value_typed, updated_by_id = excluded.updated_by_id, updated_at = now()
      returning id, updated_at
    ), removed as (
      delete from answer_question_options
      where answer_id = ${p("answerId")}::uuid and question_option_id <> all(${p("optionIds")}::uuid[]) and exists (select 1 from saved)
    ), added as (
      insert into answer_question_options (answer_id, question_option_id, is_default, created_by_id, updated_by_id)
      select s.id, o.id, ${p("keptAsSuggestion")}::boolean, ${p("actorId")}::uuid, ${p("actorId")}::uuid from saved s, unnest(${p("optionIds")}::uuid[]) as o(id)
      on conflict (answer_id, question_option_id) do update set is_default = excluded.is_default, updated_by_id = excluded.updated_by_id, updated_at = now()
      where answer_question_options.is_default and not excluded.is_default
    ), history as (
      insert into answer_history (id, answer_id, question_id, user_id, document_id, changed_by_user_id, previous_value_typed, new_value_typed,
                                  previous_option_ids, new_option_ids, created_by_id, updated_by_id)
      select ${p("historyId")}::uuid, s.id, ${p("questionId")}::uuid, ${p("userId")}::uuid, ${p("documentId")}::uuid, ${p("actorId")}::uuid,
             ${p("previousValueTyped")}::text, ${p("valueTyped")}::text, ${p("previousOptionIds")}::uuid[], ${p("optionIds")}::uuid[],
             ${p("actorId")}::uuid, ${p("actorId")}::uuid
      from saved s
    ), will_hire as (
      update documents set
        user_a_will_hire_attorney = case when ${p("respondent")}::text = 'A' then ${p("willHire")}::boolean else user_a_will_hire_attorney end,
        user_b_will_hire_attorney = case when ${p("respondent")}::text = 'B' then ${p("willHire")}::boolean else user_b_will_hire_attorney end,
        updated_by_id = ${p("actorId")}::uuid, updated_at = now()
      where id = ${p("documentId")}::uuid and ${p("setWillHire")}::boolean and exists (select 1 from saved)
    ), default_rows as (
      select * from jsonb_to_recordset(${p("defaults")}::jsonb) as d(answer_id uuid, question_id uuid, option_ids uuid[])
      where exists (select 1 from saved)
    ), default_answers as (
      insert into answers (id, question_id, user_id, document_id, value_typed, created_by_id, updated_by_id)
      select d.answer_id, d.question_id, ${p("userId")}::uuid, ${p("documentId")}::uuid, null, ${p("actorId")}::uuid, ${p("actorId")}::uuid from default_rows d
    ), default_options as (
      insert into answer_question_options (answer_id, question_option_id, is_default, created_by_id, updated_by_id)
      select d.answer_id, o.id, true, ${p("actorId")}::uuid, ${p("actorId")}::uuid from default_rows d, unnest(d.option_ids) as o(id)
    ), default_history as (
      insert into answer_history (answer_id, question_id, user_id, document_id, changed_by_user_id, previous_value_typed, new_value_typed,
                                  previous_option_ids, new_option_ids, created_by_id, updated_by_id)
      select d.answer_id, d.question_id, ${p("userId")}::uuid, ${p("documentId")}::uuid, ${p("actorId")}::uuid, null, null, '{}'::uuid[], d.option_ids,
             ${p("actorId")}::uuid, ${p("actorId")}::uuid
      from default_rows d
    ), resolution as (
      insert into resolutions (id, document_id, question_id, answer_id, initiated_by_user_id, previous_typed_value, previous_option_ids, kind,
                               created_by_id, updated_by_id)
      select ${p("historyId")}::uuid, ${p("documentId")}::uuid, ${p("questionId")}::uuid, s.id, ${p("actorId")}::uuid,
             ${p("previousValueTyped")}::text, ${p("previousOptionIds")}::uuid[], ${p("resolutionKind")}::text, ${p("actorId")}::uuid, ${p("actorId")}::uuid
      from saved s where ${p("resolutionKind")}::text is not null
    )
    select id, updated_at, null::text as route, null::text as subject, null::text as request_hash, null::jsonb as response from saved
    union all
    select null, created_at, route, subject, request_hash, response from prior`;
  },
);

/** The request and first outcome of a write under this key, if there was one. */
const findWriteKey = preparedQuery<{ created_at: string | Date } & RecordedRow>(
  "answers_find_write_key",
  () =>
    sql`select route, subject, request_hash, response, created_at from answer_write_keys
        where user_id = ${sql.placeholder("userId")}::uuid and key = ${sql.placeholder("key")}::text`,
);

const asDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
const recordedRequest = (row: RecordedRow): RecordedRequest => ({
  route: row.route,
  subject: row.subject,
  requestHash: row.request_hash,
});

export type AnswerWrite = {
  /** The existing answer's id, or a new one. */
  answerId: string;
  questionId: string;
  userId: string;
  documentId: string;
  actorId: string;
  /** The answer's value, as the history records it. */
  valueTyped: string | null;
  /** The value kept in the answer row: null for a question whose value the profile holds. */
  storedValueTyped: string | null;
  questionOptionIds: readonly string[];
  /** The write records the question's suggestion without choosing it: its options stay defaults. */
  keptAsSuggestion: boolean;
  previous: { valueTyped: string | null; questionOptionIds: readonly string[] } | null;
  /** The id of the answer_history row (and of the resolution, when there is one). */
  historyId: string;
  /** The will-hire flag to set on the document for this partner, when it changes. */
  willHire: { respondent: Respondent; value: boolean } | null;
  /** Default answers to record with the write (new ids, with their default options). */
  defaults: readonly { answerId: string; questionId: string; questionOptionIds: readonly string[] }[];
  /** The dispute this write resolves (alignment). */
  resolutionKind: "AGREE" | "CHANGE" | "PROPOSAL" | null;
  /** The client's Idempotency-Key with its request, and the response a repeat of it answers (stored with the write). */
  idempotency: { key: WriteKey; response: unknown } | null;
};

/**
 * What the answer write did: wrote the answer, or found its key used by an earlier write (nothing
 * written), with that write's request (the caller compares it with its own) and outcome.
 */
export type AnswerWriteOutcome =
  | { kind: "written"; id: string; updatedAt: Date }
  | { kind: "replayed"; request: RecordedRequest; response: unknown; writtenAt: Date };

/** The queries of the module's own tables (answers, their options and history, resolutions, write keys). */
export function createAnswersRepository(db: Database) {
  return {
    async lockAnswersOf(tx: Executor, userId: string): Promise<void> {
      await lockAnswers(tx, { userId });
    },

    /** Writes the answer and everything that goes with it (see the statement); answers its id and time, or the key's first outcome. */
    async saveAnswer(tx: Executor, write: AnswerWrite): Promise<AnswerWriteOutcome> {
      const [row] = await saveAnswerStatement(tx, {
        answerId: write.answerId,
        questionId: write.questionId,
        userId: write.userId,
        documentId: write.documentId,
        actorId: write.actorId,
        valueTyped: write.valueTyped,
        storedValueTyped: write.storedValueTyped,
        optionIds: [...write.questionOptionIds],
        keptAsSuggestion: write.keptAsSuggestion,
        previousValueTyped: write.previous?.valueTyped ?? null,
        previousOptionIds: [...(write.previous?.questionOptionIds ?? [])],
        historyId: write.historyId,
        respondent: write.willHire?.respondent ?? null,
        willHire: write.willHire?.value ?? null,
        setWillHire: write.willHire !== null,
        defaults: JSON.stringify(
          write.defaults.map((entry) => ({
            answer_id: entry.answerId,
            question_id: entry.questionId,
            option_ids: entry.questionOptionIds,
          })),
        ),
        resolutionKind: write.resolutionKind,
        key: write.idempotency?.key.key ?? null,
        route: write.idempotency?.key.route ?? null,
        subject: write.idempotency?.key.subject ?? null,
        requestHash: write.idempotency?.key.requestHash ?? null,
        response: write.idempotency ? JSON.stringify(write.idempotency.response) : null,
      });
      if (!row) throw new Error("the answer write returned no row");
      if (row.id === null)
        return {
          kind: "replayed",
          request: recordedRequest(row),
          response: row.response,
          writtenAt: asDate(row.updated_at),
        };
      return { kind: "written", id: row.id, updatedAt: asDate(row.updated_at) };
    },

    /** Forgets the keys of writes older than `before` (a repeat after that is a new write); answers how many. */
    async purgeWriteKeys(before: Date): Promise<number> {
      const removed = await db
        .delete(answerWriteKeys)
        .where(lt(answerWriteKeys.createdAt, before))
        .returning({ id: answerWriteKeys.id });
      return removed.length;
    },

    /**
     * Deletes every answer of the user, live or not, with its options and history, the resolutions
     * that kept their earlier values, and the user's write keys (an account's deletion: one statement
     * per table, in the caller's transaction).
     */
    async deleteAnswersOf(tx: Executor, userId: string): Promise<void> {
      const own = tx.select({ id: answers.id }).from(answers).where(eq(answers.userId, userId));
      await tx
        .delete(resolutions)
        .where(or(eq(resolutions.initiatedByUserId, userId), inArray(resolutions.answerId, own)));
      await tx.delete(answerHistory).where(or(eq(answerHistory.userId, userId), inArray(answerHistory.answerId, own)));
      await tx.delete(answerQuestionOptions).where(inArray(answerQuestionOptions.answerId, own));
      await tx.delete(answers).where(eq(answers.userId, userId));
      await tx.delete(answerWriteKeys).where(eq(answerWriteKeys.userId, userId));
    },

    /** The first write of the user under `key` (its request, response and time), if any. */
    async findWriteKey(
      tx: Executor,
      userId: string,
      key: string,
    ): Promise<{ request: RecordedRequest; response: unknown; writtenAt: Date } | null> {
      const [row] = await findWriteKey(tx, { userId, key });
      return row ? { request: recordedRequest(row), response: row.response, writtenAt: asDate(row.created_at) } : null;
    },
  };
}

export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
