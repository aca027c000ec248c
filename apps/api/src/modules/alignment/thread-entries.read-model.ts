import {
  disputeProposals,
  disputeThreadEvents,
  questionOptions,
  questions,
  users,
  type Executor,
  live,
} from "@prenup/db";
import { aliasedTable, and, asc, eq, sql } from "drizzle-orm";

const actor = aliasedTable(users, "actor");

/**
 * The entries of the document's threads (one question's, when given), oldest first, with the
 * question's title, the option's value (the content's tables) and the actor's name (the users').
 */
export function threadEntries(
  executor: Executor,
  documentId: string,
  filter: { questionId?: string; eventId?: string; notifyUserId?: string; unnotifiedOnly?: boolean },
) {
  return executor
    .select({
      id: disputeThreadEvents.id,
      questionId: disputeThreadEvents.questionId,
      questionTitle: questions.title,
      kind: disputeThreadEvents.kind,
      userId: disputeThreadEvents.userId,
      firstName: actor.firstName,
      lastName: actor.lastName,
      proposalId: disputeThreadEvents.proposalId,
      proposalStatus: disputeProposals.status,
      optionId: disputeProposals.questionOptionId,
      optionValue: questionOptions.value,
      comment: disputeProposals.comment,
      createdAt: disputeThreadEvents.createdAt,
    })
    .from(disputeThreadEvents)
    .innerJoin(questions, eq(questions.id, disputeThreadEvents.questionId))
    .innerJoin(actor, eq(actor.id, disputeThreadEvents.userId))
    .leftJoin(disputeProposals, eq(disputeProposals.id, disputeThreadEvents.proposalId))
    .leftJoin(questionOptions, eq(questionOptions.id, disputeProposals.questionOptionId))
    .where(
      and(
        eq(disputeThreadEvents.documentId, documentId),
        live(disputeThreadEvents),
        filter.questionId ? eq(disputeThreadEvents.questionId, filter.questionId) : undefined,
        filter.eventId ? eq(disputeThreadEvents.id, filter.eventId) : undefined,
        filter.notifyUserId ? eq(disputeThreadEvents.notifyUserId, filter.notifyUserId) : undefined,
        filter.unnotifiedOnly ? sql`${disputeThreadEvents.notifiedAt} is null` : undefined,
      ),
    )
    .orderBy(asc(disputeThreadEvents.createdAt), asc(disputeThreadEvents.id));
}
