import { answerHistory, answerQuestionOptions, answers, documents, type Executor } from "@prenup/db";
import { eq, sql } from "drizzle-orm";

export function createAnswersRepository(db: Executor) {
  return {
    /**
     * Holds the user's answer-writing lock until the transaction ends. Two saves of one user (a
     * double autosave, two tabs) otherwise both replace the same answer's options: on PostgreSQL the
     * second delete misses the first's new rows, leaving two options on a single-choice question or
     * failing on the unique index; restricted-option checks would also read stale answers.
     */
    async lockAnswersOfUser(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`answers-of:${userId}`}))`);
    },

    async insertAnswer(input: { questionId: string; userId: string; documentId: string; valueTyped: string | null; actorId: string }) {
      const [row] = await db
        .insert(answers)
        .values({
          questionId: input.questionId,
          userId: input.userId,
          documentId: input.documentId,
          valueTyped: input.valueTyped,
          createdById: input.actorId,
          updatedById: input.actorId,
        })
        .returning({ id: answers.id, updatedAt: answers.updatedAt });
      return row!;
    },

    async updateAnswer(input: { answerId: string; valueTyped: string | null; actorId: string }) {
      const [row] = await db
        .update(answers)
        .set({ valueTyped: input.valueTyped, updatedById: input.actorId, updatedAt: sql`now()` })
        .where(eq(answers.id, input.answerId))
        .returning({ id: answers.id, updatedAt: answers.updatedAt });
      return row!;
    },

    /** The answer's chosen options become exactly `optionIds`. */
    async replaceOptions(input: { answerId: string; optionIds: string[]; actorId: string }) {
      await db.delete(answerQuestionOptions).where(eq(answerQuestionOptions.answerId, input.answerId));
      if (input.optionIds.length === 0) return;
      await db.insert(answerQuestionOptions).values(
        input.optionIds.map((questionOptionId) => ({
          answerId: input.answerId,
          questionOptionId,
          createdById: input.actorId,
          updatedById: input.actorId,
        })),
      );
    },

    /**
     * Saves default choices as answers in three statements whatever their number: the answers, their
     * options flagged `isDefault`, and one history row each.
     */
    async insertDefaultAnswers(input: { userId: string; documentId: string; actorId: string; answers: { questionId: string; optionIds: string[] }[] }) {
      const stamp = { createdById: input.actorId, updatedById: input.actorId };
      const rows = await db
        .insert(answers)
        .values(input.answers.map((entry) => ({ questionId: entry.questionId, userId: input.userId, documentId: input.documentId, valueTyped: null, ...stamp })))
        .returning({ id: answers.id, questionId: answers.questionId });
      const optionsOf = new Map(input.answers.map((entry) => [entry.questionId, entry.optionIds]));
      const saved = rows.map((row) => ({ ...row, optionIds: optionsOf.get(row.questionId) ?? [] }));
      await db
        .insert(answerQuestionOptions)
        .values(saved.flatMap((row) => row.optionIds.map((questionOptionId) => ({ answerId: row.id, questionOptionId, isDefault: true, ...stamp }))));
      await db.insert(answerHistory).values(
        saved.map((row) => ({
          answerId: row.id,
          questionId: row.questionId,
          userId: input.userId,
          documentId: input.documentId,
          changedByUserId: input.actorId,
          previousValueTyped: null,
          newValueTyped: null,
          previousOptionIds: [],
          newOptionIds: row.optionIds,
          ...stamp,
        })),
      );
    },

    async insertHistory(input: {
      id?: string;
      answerId: string;
      questionId: string;
      userId: string;
      documentId: string;
      changedByUserId: string;
      previousValueTyped: string | null;
      newValueTyped: string | null;
      previousOptionIds: string[];
      newOptionIds: string[];
    }) {
      await db.insert(answerHistory).values({ ...input, createdById: input.changedByUserId, updatedById: input.changedByUserId });
    },

    async setWillHireAttorney(input: { documentId: string; respondent: "A" | "B"; value: boolean; actorId: string }) {
      await db
        .update(documents)
        .set(
          input.respondent === "A"
            ? { userAWillHireAttorney: input.value, updatedById: input.actorId }
            : { userBWillHireAttorney: input.value, updatedById: input.actorId },
        )
        .where(eq(documents.id, input.documentId));
    },
  };
}

export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
