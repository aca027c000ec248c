import { acceptanceWrites, acceptRefusal } from "@prenup/domain";
import { isUniqueViolation } from "../../db/db-errors.ts";
import type { UserContext } from "../standing/index.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import type { AcceptProposalResponse } from "./alignment.schemas.ts";
import { toResolutions } from "./list-resolutions.ts";
import { entryOf, onThread, proposalNotPending, recordNews, refuse } from "./thread-steps.ts";

/**
 * POST /documents/{docId}/disputes/{questionId}/proposals/{proposalId}/accept: the other partner
 * accepts the pending proposal. Each partner whose answer differs gets the proposed option through
 * the answers module (partner A's first, the last write recording the resolution, kind PROPOSAL),
 * the proposal is ACCEPTED and the acceptance recorded, all in one transaction. Answers the
 * acceptance and the resolution as the alignment history shows it.
 */
export async function acceptProposal(
  ctx: AlignmentContext,
  input: { actorId: string; documentId: string; questionId: string; proposalId: string },
): Promise<AcceptProposalResponse> {
  const { actorId, documentId } = input;
  const questionId = input.questionId.toLowerCase();
  const proposalId = input.proposalId.toLowerCase();
  const { entry, resolutionId } = await onThread(
    ctx,
    { actorId, documentId, questionId },
    async (tx, { context, document, disputeOpen }) => {
      const proposals = await ctx.threads.proposalsOn(tx, documentId, questionId);
      const refusal = acceptRefusal({ actorId, parties: document, disputeOpen, proposalId, proposals });
      if (refusal) refuse(refusal);
      const proposal = proposals.find((candidate) => candidate.id === proposalId)!;
      const answerOf = (answersOfPerson: UserContext["myAnswers"], userId: string) => {
        const answer = answersOfPerson.find((candidate) => candidate.questionId === questionId);
        return { userId, valueTyped: answer?.valueTyped ?? null, questionOptionIds: answer?.questionOptionIds ?? [] };
      };
      const writes = acceptanceWrites({
        proposal,
        parties: { userAId: document.userAId, userBId: document.userBId! },
        answers: [answerOf(context.myAnswers, actorId), answerOf(context.partnerAnswers, proposal.proposedByUserId)],
      });
      let resolved: string | null = null;
      for (const write of writes) {
        const result = await ctx.answers.writeAnswer({
          userId: write.userId,
          questionId,
          actorId,
          executor: tx,
          decide: () => ({
            change: { valueTyped: null, questionOptionIds: write.questionOptionIds },
            mode: "resolve",
            strict: true,
            resolutionKind: write.resolves ? "PROPOSAL" : null,
          }),
        });
        if (write.resolves) resolved = result.historyId;
      }
      const at = ctx.clock.now();
      if (!(await ctx.threads.answerProposal(tx, { id: proposalId, status: "ACCEPTED", userId: actorId, at }))) {
        throw proposalNotPending();
      }
      try {
        const eventId = await recordNews(ctx, tx, {
          documentId,
          questionId,
          kind: "ACCEPTED",
          userId: actorId,
          proposalId,
          notifyUserId: proposal.proposedByUserId,
          at,
        });
        return { entry: await entryOf(ctx, tx, documentId, eventId), resolutionId: resolved! };
      } catch (error) {
        if (isUniqueViolation(error, "dispute_thread_events_accepted_once")) throw proposalNotPending();
        throw error;
      }
    },
  );
  const [resolution] = await toResolutions(ctx, await ctx.repository.listResolutions(documentId, resolutionId));
  return { entry, resolution: resolution! };
}
