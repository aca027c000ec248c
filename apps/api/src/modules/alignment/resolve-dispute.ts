import { DomainError, type CoupleDispute } from "@prenup/domain";
import { toAnswerResponse, type AnswerBody } from "../answers/index.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import { ALIGNMENT_MESSAGES } from "./alignment.messages.ts";
import type { ResolveDisputeResponse } from "./alignment.schemas.ts";
import { alignmentGateRefusal, disputesOf } from "./dispute-gates.ts";
import { toResolutions } from "./list-resolutions.ts";

/**
 * Resolves the dispute on `questionId` with the answer `body` gives, through the answers module's
 * one write (agree: the partner's answer; change: the caller's new one). Refused while the
 * Alignment menu item is closed, and when the question is not disputed (404 DISPUTE_NOT_FOUND).
 */
export async function resolveDispute(
  ctx: AlignmentContext,
  input: {
    userId: string;
    questionId: string;
    kind: "AGREE" | "CHANGE";
    body: (dispute: CoupleDispute) => AnswerBody;
  },
): Promise<ResolveDisputeResponse> {
  const questionId = input.questionId.toLowerCase();
  const result = await ctx.answers.writeAnswer({
    userId: input.userId,
    questionId,
    actorId: input.userId,
    withPartner: true,
    withFinancials: true,
    decide: (context) => {
      // The Alignment menu item's rule, from the context the write reads anyway (no statement more).
      const refusal = alignmentGateRefusal(context);
      if (refusal) throw new DomainError(refusal.code, refusal.message);
      const dispute = disputesOf(context).find((found) => found.question.id === questionId);
      if (!dispute) throw new DomainError("DISPUTE_NOT_FOUND", ALIGNMENT_MESSAGES.disputeNotFound);
      return {
        change: input.body(dispute),
        mode: "resolve",
        strict: input.kind === "CHANGE",
        resolutionKind: input.kind,
      };
    },
  });
  const [resolution] = await toResolutions(
    ctx,
    await ctx.repository.listResolutions(result.context.facts.document!.id, result.historyId),
  );
  return { resolution: resolution!, answer: toAnswerResponse(result.answer) };
}
