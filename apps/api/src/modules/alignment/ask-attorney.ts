import { attorneyOfParty, attorneyRequestRefusal, DomainError } from "@prenup/domain";
import { isUniqueViolation } from "../../db/db-errors.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import { ALIGNMENT_MESSAGES } from "./alignment.messages.ts";
import type { ThreadEntryResponse } from "./alignment.schemas.ts";
import { entryOf, onThread, refuse } from "./thread-steps.ts";

/**
 * POST /documents/{docId}/disputes/{questionId}/attorney-request: flags the thread for the actor's
 * attorney (once per partner and question).
 */
export async function askAttorney(
  ctx: AlignmentContext,
  input: { actorId: string; documentId: string; questionId: string },
): Promise<ThreadEntryResponse> {
  const { actorId, documentId } = input;
  const questionId = input.questionId.toLowerCase();
  return onThread(ctx, { actorId, documentId, questionId }, async (tx, { context, document, disputeOpen }) => {
    const alreadyAsked = (context.facts.disputeThreads?.askedAttorney ?? []).some(
      (request) => request.questionId === questionId && request.userId === actorId,
    );
    const refusal = attorneyRequestRefusal({ actorId, document, disputeOpen, alreadyAsked });
    if (refusal) refuse(refusal);
    try {
      const eventId = await ctx.threads.insertEvent(tx, {
        documentId,
        questionId,
        kind: "ASKED_ATTORNEY",
        userId: actorId,
        attorneyId: attorneyOfParty(document, actorId),
        at: ctx.clock.now(),
      });
      return await entryOf(ctx, tx, documentId, eventId);
    } catch (error) {
      if (isUniqueViolation(error, "dispute_thread_events_asked_once")) {
        throw new DomainError("ATTORNEY_ALREADY_ASKED", ALIGNMENT_MESSAGES.attorneyAlreadyAsked);
      }
      throw error;
    }
  });
}
