import type { Transaction } from "@prenup/db";
import { DomainError, partnerIdOf, THREAD_MAIL_WINDOW_MINUTES, type ThreadRefusal } from "@prenup/domain";
import { questionnaireLockedRefusal } from "../answers/index.ts";
import type { ContextDocument, UserContext } from "../standing/index.ts";
import type { AlignmentContext } from "./alignment.context.ts";
import { ALIGNMENT_MESSAGES } from "./alignment.messages.ts";
import type { ThreadEntryResponse } from "./alignment.schemas.ts";
import { alignmentGateRefusal, disputesOf } from "./dispute-gates.ts";
import type { ThreadEntryRow } from "./dispute-threads.repository.ts";

/**
 * The steps the thread actions share (propose, accept, ask an attorney; the rules: dispute-proposals.ts
 * of the domain). Every action takes the couple's thread lock, reads the actor's context in the same
 * transaction, passes `threadActionGate` (the same refusal as an answer write once answers are locked)
 * and is refused with the rule's code before anything is written. The other partner hears of
 * proposals, counters and acceptances by one e-mail per window (a delayed job, `DISPUTE_THREAD_MAIL_JOB`).
 */

/** The job that e-mails a partner the thread events of a batch (one e-mail per window). */
export const DISPUTE_THREAD_MAIL_JOB = "dispute-thread-mail";
export type DisputeThreadMailData = { documentId: string; userId: string };

/** Throws a thread rule's refusal (a field's 400, or the rule's code). */
export const refuse = (refusal: ThreadRefusal): never => {
  throw refusal.field
    ? DomainError.invalidField(refusal.field, refusal.message)
    : new DomainError(refusal.code, refusal.message);
};

/** 409 PROPOSAL_NOT_PENDING: the proposal was answered meanwhile. */
export const proposalNotPending = () => new DomainError("PROPOSAL_NOT_PENDING", ALIGNMENT_MESSAGES.proposalNotPending);

export function toThreadEntry(row: ThreadEntryRow): ThreadEntryResponse {
  return {
    id: row.id,
    question: { id: row.questionId, title: row.questionTitle },
    kind: row.kind,
    by: { id: row.userId, firstName: row.firstName, lastName: row.lastName },
    proposal:
      row.proposalId && row.proposalStatus && row.optionId
        ? {
            id: row.proposalId,
            status: row.proposalStatus,
            option: { id: row.optionId, value: row.optionValue ?? "" },
            comment: row.comment ?? "",
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The one gate every thread action passes (propose, counter, accept, ask an attorney), on the
 * actor's context read under the thread lock, before any rule of the action and before anything is
 * written: the actor is a party of `documentId` with a partner (else 404 DISPUTE_NOT_FOUND); answers
 * can still change (else 409 QUESTIONNAIRE_LOCKED, the refusal accepting's answer write gives: the
 * agreement is in the editor, in proof, notarized, reviewed or finalized); the Alignment menu item
 * is open (`alignmentGateRefusal`); `questionId` is a question of the questionnaire. Throws the
 * refusal; answers the document and the partner.
 */
export function threadActionGate(
  context: UserContext,
  actorId: string,
  documentId: string,
  questionId: string,
): { document: ContextDocument; partnerId: string } {
  const document = context.facts.document;
  const partnerId = document ? partnerIdOf(document, actorId) : null;
  if (!document || document.id !== documentId || !partnerId)
    throw new DomainError("DISPUTE_NOT_FOUND", ALIGNMENT_MESSAGES.threadNotFound);
  const locked = questionnaireLockedRefusal(context);
  if (locked) throw locked;
  const gate = alignmentGateRefusal(context);
  if (gate) throw new DomainError(gate.code, gate.message);
  if (!context.questionnaire.questionById.has(questionId))
    throw new DomainError("DISPUTE_NOT_FOUND", ALIGNMENT_MESSAGES.threadNotFound);
  return { document, partnerId };
}

/** Runs `work` under the couple's thread lock with the actor's context, once `threadActionGate` let the action through. */
export async function onThread<T>(
  ctx: AlignmentContext,
  input: { actorId: string; documentId: string; questionId: string },
  work: (
    tx: Transaction,
    thread: { context: UserContext; document: ContextDocument; disputeOpen: boolean; partnerId: string },
  ) => Promise<T>,
): Promise<T> {
  const { actorId, documentId, questionId } = input;
  return ctx.db.transaction(async (tx) => {
    await ctx.threads.lockThreadsOf(tx, documentId);
    const context = await ctx.standing.loadContext(actorId, {
      documentId,
      executor: tx,
      withPartner: true,
      withFinancials: true,
    });
    const { document, partnerId } = threadActionGate(context, actorId, documentId, questionId);
    const disputeOpen = disputesOf(context).some((dispute) => dispute.question.id === questionId);
    return work(tx, { context, document, disputeOpen, partnerId });
  });
}

/** Records the event that is news to `notifyUserId`, opening a batch (the delayed e-mail) when none is open. */
export async function recordNews(
  ctx: AlignmentContext,
  tx: Transaction,
  event: {
    documentId: string;
    questionId: string;
    kind: "PROPOSED" | "COUNTERED" | "ACCEPTED";
    userId: string;
    proposalId: string;
    notifyUserId: string;
    at: Date;
  },
): Promise<string> {
  const batchOpen = await ctx.threads.hasUnnotified(tx, event.documentId, event.notifyUserId);
  const id = await ctx.threads.insertEvent(tx, event);
  if (!batchOpen) {
    const data: DisputeThreadMailData = { documentId: event.documentId, userId: event.notifyUserId };
    await ctx.jobs.enqueue(DISPUTE_THREAD_MAIL_JOB, data, {
      executor: tx,
      startAfter: new Date(event.at.getTime() + THREAD_MAIL_WINDOW_MINUTES * 60_000),
    });
  }
  return id;
}

/** The thread entry of an event just written in `tx`. */
export async function entryOf(
  ctx: AlignmentContext,
  tx: Transaction,
  documentId: string,
  eventId: string,
): Promise<ThreadEntryResponse> {
  const row = await ctx.threads.findEntry(tx, documentId, eventId);
  if (!row) throw new Error("a thread event just written could not be read");
  return toThreadEntry(row);
}
