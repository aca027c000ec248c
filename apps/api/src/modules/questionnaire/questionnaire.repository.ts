import {
  answers,
  attorneyRules,
  conditionalVisibilities,
  documents,
  notarizations,
  products,
  purchaseItems,
  questionGroups,
  questionGroupVideos,
  questionnaireSections,
  questionOptions,
  questionOptionStates,
  questions,
  questionStateRestrictions,
  questionVideos,
  restrictedQuestionOptions,
  states,
  users,
  videos,
  videoStates,
  type Executor,
} from "@prenup/db";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { runAll } from "../db-parallel.ts";

export type SectionRow = typeof questionnaireSections.$inferSelect;
export type GroupRow = typeof questionGroups.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type OptionRow = typeof questionOptions.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type StateRow = typeof states.$inferSelect;

/** A live answer with its chosen option ids. */
export type AnswerRecord = {
  id: string;
  questionId: string;
  userId: string;
  documentId: string | null;
  valueTyped: string | null;
  questionOptionIds: string[];
  updatedAt: Date;
};

/** The questionnaire's content as offered in one state (or with no state), before any answers. */
export type ContentRows = {
  sections: SectionRow[];
  groups: GroupRow[];
  questions: QuestionRow[];
  options: OptionRow[];
  /** child question id → the parent's option ids that reveal it. */
  showWhen: Map<string, string[]>;
  /** Questions not offered in the state (limited to other states, or excluded from this one). */
  unavailableQuestionIds: Set<string>;
  /** Options not offered in the state (limited to other states). */
  unavailableOptionIds: Set<string>;
  /** option id → the attorney rule types it triggers in the state. */
  attorneyRuleTypes: Map<string, string[]>;
};

const liveAnswerColumns = {
  id: answers.id,
  questionId: answers.questionId,
  userId: answers.userId,
  documentId: answers.documentId,
  valueTyped: answers.valueTyped,
  updatedAt: answers.updatedAt,
  // Options in their display order, so answer texts and comparisons are stable.
  questionOptionIds: sql<string[]>`coalesce((
    select array_agg(aqo.question_option_id order by qo."order", qo.id)
    from answer_question_options aqo
    join question_options qo on qo.id = aqo.question_option_id
    where aqo.answer_id = "answers"."id" and aqo.deleted_at is null
  ), '{}')`,
};

export function createQuestionnaireRepository(db: Executor) {
  return {
    /** Independent reads at once (one after another inside a transaction). */
    all<T extends unknown[]>(...tasks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
      return runAll<T>(db, ...tasks);
    },

    /** The user's names (null when there is no such user, closed accounts included). */
    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The user's active document (newest live one where they are partner A or B) with its state. */
    async findActiveDocument(userId: string): Promise<{ document: DocumentRow; state: StateRow | null } | null> {
      const [row] = await db
        .select({ document: documents, state: states })
        .from(documents)
        .leftJoin(states, eq(states.id, documents.stateId))
        .where(
          and(
            isNull(documents.deletedAt),
            eq(documents.isActive, true),
            or(eq(documents.userAId, userId), eq(documents.userBId, userId)),
          ),
        )
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(1);
      return row ?? null;
    },

    /** A live document by id with its state. */
    async findDocument(documentId: string): Promise<{ document: DocumentRow; state: StateRow | null } | null> {
      const [row] = await db
        .select({ document: documents, state: states })
        .from(documents)
        .leftJoin(states, eq(states.id, documents.stateId))
        .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async findState(stateId: string): Promise<StateRow | null> {
      const [row] = await db.select().from(states).where(eq(states.id, stateId)).limit(1);
      return row ?? null;
    },

    /** True when a live (not deleted) question has this id. */
    async questionExists(questionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.id, questionId), isNull(questions.deletedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** The document's latest live notarization (for the "questionnaire blocked" rule). */
    async findLatestNotarization(documentId: string) {
      const [row] = await db
        .select({ notarizationCompletedAt: notarizations.notarizationCompletedAt })
        .from(notarizations)
        .where(and(eq(notarizations.documentId, documentId), isNull(notarizations.deletedAt)))
        .orderBy(desc(notarizations.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** True when the user has a SUCCESSFUL, live REPRESENTATION purchase. */
    async hasRepresentation(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: purchaseItems.id })
        .from(purchaseItems)
        .innerJoin(products, eq(products.id, purchaseItems.productId))
        .where(
          and(
            eq(purchaseItems.userId, userId),
            isNull(purchaseItems.deletedAt),
            eq(purchaseItems.paymentStatus, "SUCCESSFUL"),
            eq(products.productType, "REPRESENTATION"),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * One short string that changes whenever the questionnaire content changes (rows added, edited,
     * soft-deleted or removed in any content table), so the built questionnaire can be reused until then.
     */
    async contentFingerprint(): Promise<string> {
      const tables = [
        "questionnaire_sections",
        "question_groups",
        "questions",
        "question_options",
        "conditional_visibilities",
        "question_state_restrictions",
        "question_option_states",
        "attorney_rules",
        "restricted_question_options",
      ];
      const parts = tables.map(
        (table) =>
          `(select count(*) || ':' || coalesce(max(greatest(updated_at, coalesce(deleted_at, updated_at)))::text, '') from ${table})`,
      );
      const rows = await db.execute<{ fingerprint: string }>(
        sql.raw(`select current_database() || '|' || concat_ws('|', ${parts.join(", ")}) as fingerprint`),
      );
      return rows.rows[0]?.fingerprint ?? "";
    },

    /**
     * The questionnaire as offered in `stateId` (null: no state chosen, so state-limited questions
     * and options are not offered). A fixed number of queries, whatever the number of questions.
     */
    async loadContent(input: { stateId: string | null }): Promise<ContentRows> {
      const { stateId } = input;
      const stateMatch = stateId === null ? sql`false` : sql`${questionStateRestrictions.stateId} = ${stateId}`;
      const optionStateMatch = stateId === null ? sql`false` : sql`${questionOptionStates.stateId} = ${stateId}`;

      const [sectionRows, groupRows, questionRows, optionRows, visibilityRows, restrictionRows, optionStateRows, ruleRows] =
        await runAll(
          db,
          () =>
            db
              .select()
              .from(questionnaireSections)
              .where(and(eq(questionnaireSections.isActive, true), isNull(questionnaireSections.deletedAt)))
              .orderBy(asc(questionnaireSections.order), asc(questionnaireSections.id)),
          () =>
            db.select().from(questionGroups).where(isNull(questionGroups.deletedAt)).orderBy(asc(questionGroups.order)),
          () =>
            db
              .select()
              .from(questions)
              .where(isNull(questions.deletedAt))
              .orderBy(asc(questions.order), asc(questions.id)),
          () =>
            db
              .select({ option: questionOptions })
              .from(questionOptions)
              .innerJoin(questions, eq(questions.id, questionOptions.questionId))
              .where(and(isNull(questionOptions.deletedAt), isNull(questions.deletedAt)))
              .orderBy(asc(questionOptions.order), asc(questionOptions.id)),
          () =>
            db
              .select({
                childQuestionId: conditionalVisibilities.childQuestionId,
                questionOptionId: conditionalVisibilities.questionOptionId,
              })
              .from(conditionalVisibilities)
              .where(isNull(conditionalVisibilities.deletedAt)),
          () =>
            db
              .select({
                questionId: questionStateRestrictions.questionId,
                limited: sql<boolean>`bool_or(not ${questionStateRestrictions.isExcluded})`,
                included: sql<boolean>`coalesce(bool_or(not ${questionStateRestrictions.isExcluded} and ${stateMatch}), false)`,
                excluded: sql<boolean>`coalesce(bool_or(${questionStateRestrictions.isExcluded} and ${stateMatch}), false)`,
              })
              .from(questionStateRestrictions)
              .where(isNull(questionStateRestrictions.deletedAt))
              .groupBy(questionStateRestrictions.questionId),
          () =>
            db
              .select({
                questionOptionId: questionOptionStates.questionOptionId,
                offered: sql<boolean>`coalesce(bool_or(${optionStateMatch}), false)`,
              })
              .from(questionOptionStates)
              .where(isNull(questionOptionStates.deletedAt))
              .groupBy(questionOptionStates.questionOptionId),
          () =>
            stateId === null
              ? Promise.resolve([])
              : db
                  .select({ questionOptionId: attorneyRules.questionOptionId, type: attorneyRules.type })
                  .from(attorneyRules)
                  .where(and(eq(attorneyRules.stateId, stateId), isNull(attorneyRules.deletedAt)))
                  .orderBy(asc(attorneyRules.type)),
        );

      const showWhen = new Map<string, string[]>();
      for (const row of visibilityRows) {
        const list = showWhen.get(row.childQuestionId) ?? [];
        list.push(row.questionOptionId);
        showWhen.set(row.childQuestionId, list);
      }
      const attorneyRuleTypes = new Map<string, string[]>();
      for (const row of ruleRows) {
        const list = attorneyRuleTypes.get(row.questionOptionId) ?? [];
        list.push(row.type);
        attorneyRuleTypes.set(row.questionOptionId, list);
      }
      return {
        sections: sectionRows,
        groups: groupRows,
        questions: questionRows,
        options: optionRows.map((row) => row.option),
        showWhen,
        unavailableQuestionIds: new Set(
          restrictionRows.filter((row) => (row.limited && !row.included) || row.excluded).map((row) => row.questionId),
        ),
        unavailableOptionIds: new Set(optionStateRows.filter((row) => !row.offered).map((row) => row.questionOptionId)),
        attorneyRuleTypes,
      };
    },

    /** Pairs of options that exclude each other, among the given options (either side). */
    async findRestrictedPairs(optionIds: string[]) {
      if (optionIds.length === 0) return [];
      return db
        .select({
          questionOptionId: restrictedQuestionOptions.questionOptionId,
          restrictedQuestionOptionId: restrictedQuestionOptions.restrictedQuestionOptionId,
        })
        .from(restrictedQuestionOptions)
        .where(
          and(
            isNull(restrictedQuestionOptions.deletedAt),
            or(
              inArray(restrictedQuestionOptions.questionOptionId, optionIds),
              inArray(restrictedQuestionOptions.restrictedQuestionOptionId, optionIds),
            ),
          ),
        );
    },

    /** The videos of the given groups and questions that are shown in the state, in video order. */
    async findVideos(input: { groupIds: string[]; questionIds: string[]; stateId: string | null }) {
      const shownInState = sql`(not exists (select 1 from ${videoStates} where ${videoStates.videoId} = ${videos.id} and ${videoStates.deletedAt} is null)
        or exists (select 1 from ${videoStates} where ${videoStates.videoId} = ${videos.id} and ${videoStates.deletedAt} is null
          and ${input.stateId === null ? sql`false` : sql`${videoStates.stateId} = ${input.stateId}`}))`;
      const [groupVideos, questionVideoRows] = await runAll(
        db,
        () =>
          input.groupIds.length === 0
            ? Promise.resolve([])
            : db
                .select({ ownerId: questionGroupVideos.groupId, video: videos })
                .from(questionGroupVideos)
                .innerJoin(videos, eq(videos.id, questionGroupVideos.videoId))
                .where(
                  and(
                    inArray(questionGroupVideos.groupId, input.groupIds),
                    isNull(questionGroupVideos.deletedAt),
                    isNull(videos.deletedAt),
                    shownInState,
                  ),
                )
                .orderBy(asc(videos.order), asc(videos.id)),
        () =>
          input.questionIds.length === 0
            ? Promise.resolve([])
            : db
                .select({ ownerId: questionVideos.questionId, video: videos })
                .from(questionVideos)
                .innerJoin(videos, eq(videos.id, questionVideos.videoId))
                .where(
                  and(
                    inArray(questionVideos.questionId, input.questionIds),
                    isNull(questionVideos.deletedAt),
                    isNull(videos.deletedAt),
                    shownInState,
                  ),
                )
                .orderBy(asc(videos.order), asc(videos.id)),
      );
      return { groupVideos, questionVideos: questionVideoRows };
    },

    /** The user's live answers on a document (or, with documentId null, those kept without one). */
    async listAnswers(input: { userIds: string[]; documentId: string | null; questionId?: string | undefined }): Promise<AnswerRecord[]> {
      if (input.userIds.length === 0) return [];
      const rows = await db
        .select(liveAnswerColumns)
        .from(answers)
        .where(
          and(
            inArray(answers.userId, input.userIds),
            input.documentId === null ? isNull(answers.documentId) : eq(answers.documentId, input.documentId),
            isNull(answers.deletedAt),
            input.questionId ? eq(answers.questionId, input.questionId) : undefined,
          ),
        )
        .orderBy(asc(answers.createdAt), asc(answers.id));
      return rows;
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
