import { attorneyRequestRefusal, mayPropose, threadStatus } from "@prenup/domain";
import { questionnaireLockedRefusal } from "../answers/index.ts";
import type { UserContext } from "../standing/index.ts";
import type { DisputeThreadSummary } from "./alignment.schemas.ts";

/**
 * Where the dispute on `questionId` stands for the context's user, and what they may do on it, from
 * the context alone (the couple's pending proposals and attorney requests come with it). Nothing
 * is offered while answers are locked (`threadActionGate` refuses every action then).
 */
export function threadSummaryOf(context: UserContext, questionId: string): DisputeThreadSummary {
  const document = context.facts.document!;
  const userId = context.facts.user.id;
  const threads = context.facts.disputeThreads ?? { pending: [], askedAttorney: [] };
  const pending = threads.pending.find((proposal) => proposal.questionId === questionId) ?? null;
  const proposals = pending ? [{ ...pending, status: "PENDING" as const }] : [];
  const question = context.questionnaire.questionById.get(questionId);
  const options = question?.options ?? [];
  const askedAttorney = threads.askedAttorney.some(
    (request) => request.questionId === questionId && request.userId === userId,
  );
  const open = questionnaireLockedRefusal(context) === null;
  return {
    status: threadStatus({ viewerId: userId, disputeOpen: true, proposals }),
    pendingProposal: pending
      ? {
          id: pending.id,
          proposedByMe: pending.proposedByUserId === userId,
          option: {
            id: pending.questionOptionId,
            value: options.find((option) => option.id === pending.questionOptionId)?.value ?? "",
          },
          comment: pending.comment,
          createdAt: pending.createdAt.toISOString(),
        }
      : null,
    canPropose:
      open &&
      mayPropose({
        actorId: userId,
        parties: document,
        disputeOpen: true,
        questionOptionIds: options.map((option) => option.id),
        proposals,
      }),
    canAskAttorney:
      open &&
      attorneyRequestRefusal({ actorId: userId, document, disputeOpen: true, alreadyAsked: askedAttorney }) === null,
    askedAttorney,
  };
}
