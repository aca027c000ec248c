import { answerHistory, live, questions, resolutions, users, type Executor } from "@prenup/db";
import { and, desc, eq } from "drizzle-orm";

/**
 * The document's resolutions (one, when given), newest first, with the question (the content's
 * table), the initiator (the users') and the new value (the answers' history); one statement.
 */
export function resolutionHistory(db: Executor, documentId: string, resolutionId?: string) {
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
}
