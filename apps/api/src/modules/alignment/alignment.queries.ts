import { disputeProposals, live, type Executor } from "@prenup/db";
import { and, asc, eq } from "drizzle-orm";

/**
 * What other modules ask of the alignment's tables (DESIGN.md, "Data ownership"): functions that run
 * one statement of their own.
 */

/** One proposal a user made on a dispute, for their data export. */
export type OwnProposalRow = {
  documentId: string;
  questionId: string;
  questionOptionId: string;
  comment: string;
  status: string;
  counterOfId: string | null;
  answeredAt: Date | null;
  createdAt: Date;
};

/** The proposals the user made, oldest first (one statement). */
export function ownProposalsOf(executor: Executor, userId: string): Promise<OwnProposalRow[]> {
  return executor
    .select({
      documentId: disputeProposals.documentId,
      questionId: disputeProposals.questionId,
      questionOptionId: disputeProposals.questionOptionId,
      comment: disputeProposals.comment,
      status: disputeProposals.status,
      counterOfId: disputeProposals.counterOfId,
      answeredAt: disputeProposals.answeredAt,
      createdAt: disputeProposals.createdAt,
    })
    .from(disputeProposals)
    .where(and(eq(disputeProposals.proposedByUserId, userId), live(disputeProposals)))
    .orderBy(asc(disputeProposals.createdAt), asc(disputeProposals.id));
}
