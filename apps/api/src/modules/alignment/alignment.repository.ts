import { answerHistory, live, questionOptions, questions, resolutions, users, type Executor } from "@prenup/db";
import { and, desc, eq, inArray } from "drizzle-orm";

/**
 * Reads of the alignment history. A resolution is written with the answer that resolves the dispute,
 * in the answers module's one write statement; its id is the id of the answer_history row written
 * with it, which keeps the new value (the resolution itself keeps only the previous one).
 */
export function createAlignmentRepository(db: Executor) {
  return {
    /** The document's resolutions, newest first, with the question, the initiator and the new value. */
    async listResolutions(documentId: string, resolutionId?: string) {
      return db
        .select({
          id: resolutions.id,
          kind: resolutions.kind,
          questionId: questions.id,
          questionTitle: questions.title,
          initiatedById: users.id,
          initiatedByFirstName: users.firstName,
          initiatedByLastName: users.lastName,
          previousTypedValue: resolutions.previousTypedValue,
          previousOptionIds: resolutions.previousOptionIds,
          newValueTyped: answerHistory.newValueTyped,
          newOptionIds: answerHistory.newOptionIds,
          createdAt: resolutions.createdAt,
        })
        .from(resolutions)
        .innerJoin(questions, eq(questions.id, resolutions.questionId))
        .innerJoin(users, eq(users.id, resolutions.initiatedByUserId))
        .leftJoin(answerHistory, eq(answerHistory.id, resolutions.id))
        .where(
          and(
            eq(resolutions.documentId, documentId),
            live(resolutions),
            resolutionId ? eq(resolutions.id, resolutionId) : undefined,
          ),
        )
        .orderBy(desc(resolutions.createdAt), desc(resolutions.id));
    },

    /** Option values by id (deleted options included: history names what was chosen then). */
    async findOptionValues(optionIds: string[]): Promise<Map<string, string>> {
      if (optionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: questionOptions.id, value: questionOptions.value })
        .from(questionOptions)
        .where(inArray(questionOptions.id, [...new Set(optionIds)]));
      return new Map(rows.map((row) => [row.id, row.value]));
    },
  };
}

export type AlignmentRepository = ReturnType<typeof createAlignmentRepository>;
