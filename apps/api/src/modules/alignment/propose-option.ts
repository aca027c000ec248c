import { proposalKind, proposeRefusal, type ProposalBody } from "@prenup/domain";
import { isUniqueViolation } from "../../db/db-errors.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import type { ThreadEntryResponse } from "./alignment.schemas.ts";
import { entryOf, onThread, proposalNotPending, recordNews, refuse } from "./thread-steps.ts";

/**
 * POST /documents/{docId}/disputes/{questionId}/proposals: a proposal, or a counter-proposal when the
 * partner's proposal is pending (it is then superseded). The partner hears of it in the batch's e-mail.
 */
export async function proposeOption(
  ctx: AlignmentContext,
  input: { actorId: string; documentId: string; questionId: string; body: ProposalBody },
): Promise<ThreadEntryResponse> {
  const { actorId, documentId, body } = input;
  const questionId = input.questionId.toLowerCase();
  const questionOptionId = body.questionOptionId.toLowerCase();
  return onThread(
    ctx,
    { actorId, documentId, questionId },
    async (tx, { context, document, disputeOpen, partnerId }) => {
      const proposals = await ctx.threads.proposalsOn(tx, documentId, questionId);
      const options = context.questionnaire.questionById.get(questionId)!.options.map((option) => option.id);
      const refusal = proposeRefusal({
        actorId,
        parties: document,
        disputeOpen,
        questionOptionIds: options,
        questionOptionId,
        proposals,
      });
      if (refusal) refuse(refusal);
      const { kind, supersedes } = proposalKind(proposals);
      const at = ctx.clock.now();
      try {
        if (
          supersedes &&
          !(await ctx.threads.answerProposal(tx, { id: supersedes, status: "SUPERSEDED", userId: actorId, at }))
        ) {
          throw proposalNotPending();
        }
        const proposalId = await ctx.threads.insertProposal(tx, {
          documentId,
          questionId,
          proposedByUserId: actorId,
          questionOptionId,
          comment: body.comment,
          counterOfId: supersedes,
          at,
        });
        const eventId = await recordNews(ctx, tx, {
          documentId,
          questionId,
          kind,
          userId: actorId,
          proposalId,
          notifyUserId: partnerId,
          at,
        });
        return entryOf(ctx, tx, documentId, eventId);
      } catch (error) {
        if (
          isUniqueViolation(error, "dispute_proposals_one_pending") ||
          isUniqueViolation(error, "dispute_proposals_countered_once")
        ) {
          throw proposalNotPending();
        }
        throw error;
      }
    },
  );
}
