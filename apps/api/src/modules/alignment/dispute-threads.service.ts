import type { Database, Transaction } from "@prenup/db";
import {
  acceptanceWrites,
  acceptRefusal,
  attorneyOfParty,
  attorneyRequestRefusal,
  DomainError,
  mayPropose,
  partnerIdOf,
  proposalKind,
  proposeRefusal,
  THREAD_MAIL_WINDOW_MINUTES,
  threadStatus,
  type ProposalBody,
  type ThreadRefusal,
} from "@prenup/domain";
import { disputeThreadUpdateEmail, type DisputeThreadMailEvent } from "@prenup/emails";
import { isUniqueViolation } from "../../db/db-errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { JobDefinition, JobQueue } from "../../integrations/jobs/job-queue.ts";
import { turnOffLink, type MailPort } from "../../integrations/mail/index.ts";
import { questionnaireLockedRefusal, type AnswersService } from "../answers/index.ts";
import type { ContextDocument, StandingService, UserContext } from "../standing/index.ts";
import type { UsersService } from "../users/index.ts";
import type { DisputeThreadSummary, ListThreadEntriesResponse, ThreadEntryResponse } from "./alignment.schemas.ts";
import { alignmentGateRefusal, disputesOf } from "./dispute-gates.ts";
import type { DisputeThreadsRepository, ThreadEntryRow } from "./dispute-threads.repository.ts";

/** The job that e-mails a partner the thread events of a batch (one e-mail per window). */
export const DISPUTE_THREAD_MAIL_JOB = "dispute-thread-mail";
export type DisputeThreadMailData = { documentId: string; userId: string };

const refuse = (refusal: ThreadRefusal): never => {
  throw refusal.field
    ? DomainError.invalidField(refusal.field, refusal.message)
    : new DomainError(refusal.code, refusal.message);
};

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

/** The partner of `userId` on the document (null before they joined). */
const partnerOf = (document: ContextDocument, userId: string): string | null => partnerIdOf(document, userId);

const DISPUTE_NOT_FOUND_MESSAGE = "Dispute not found. Please refresh the page.";

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
  const partnerId = document ? partnerOf(document, actorId) : null;
  if (!document || document.id !== documentId || !partnerId)
    throw new DomainError("DISPUTE_NOT_FOUND", DISPUTE_NOT_FOUND_MESSAGE);
  const locked = questionnaireLockedRefusal(context);
  if (locked) throw locked;
  const gate = alignmentGateRefusal(context);
  if (gate) throw new DomainError(gate.code, gate.message);
  if (!context.questionnaire.questionById.has(questionId))
    throw new DomainError("DISPUTE_NOT_FOUND", DISPUTE_NOT_FOUND_MESSAGE);
  return { document, partnerId };
}

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

/**
 * The conversation around each dispute: proposals, counter-proposals, acceptances and requests to
 * an attorney (the rules: dispute-proposals.ts of the domain). Every action takes the couple's
 * thread lock, reads the actor's context in the same transaction, passes `threadActionGate` (the
 * same refusal as an answer write once answers are locked) and is refused with the rule's code
 * before anything is written. Accepting writes both partners' answers through the answers
 * module, with the proposal's change, in one transaction. The other partner hears of proposals,
 * counters and acceptances by one e-mail per window (a delayed job, `DISPUTE_THREAD_MAIL_JOB`).
 */
export function createDisputeThreadsService(deps: {
  db: Database;
  clock: Clock;
  standing: StandingService;
  answers: AnswersService;
  repository: DisputeThreadsRepository;
  mail: MailPort;
  jobs: JobQueue;
  people: Pick<UsersService, "findPeople">;
  customerAppUrl: string;
}) {
  const { db, clock, standing, answers, repository } = deps;

  /** Runs `work` under the couple's thread lock with the actor's context, once `threadActionGate` let the action through. */
  async function onThread<T>(
    actorId: string,
    documentId: string,
    questionId: string,
    work: (
      tx: Transaction,
      thread: { context: UserContext; document: ContextDocument; disputeOpen: boolean; partnerId: string },
    ) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await repository.lockThreadsOf(tx, documentId);
      const context = await standing.loadContext(actorId, {
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
  async function recordNews(
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
    const batchOpen = await repository.hasUnnotified(tx, event.documentId, event.notifyUserId);
    const id = await repository.insertEvent(tx, event);
    if (!batchOpen) {
      const data: DisputeThreadMailData = { documentId: event.documentId, userId: event.notifyUserId };
      await deps.jobs.enqueue(DISPUTE_THREAD_MAIL_JOB, data, {
        executor: tx,
        startAfter: new Date(event.at.getTime() + THREAD_MAIL_WINDOW_MINUTES * 60_000),
      });
    }
    return id;
  }

  async function entryOf(tx: Transaction, documentId: string, eventId: string): Promise<ThreadEntryResponse> {
    const row = await repository.findEntry(tx, documentId, eventId);
    if (!row) throw new Error("a thread event just written could not be read");
    return toThreadEntry(row);
  }

  return {
    async listEntries(
      documentId: string,
      query: { questionId?: string; page: number; pageSize: number },
    ): Promise<ListThreadEntriesResponse> {
      const { rows, total } = await repository.listEntries(documentId, {
        ...query,
        questionId: query.questionId?.toLowerCase(),
      });
      return { entries: rows.map(toThreadEntry), total, page: query.page, pageSize: query.pageSize };
    },

    /** A proposal, or a counter-proposal when the partner's proposal is pending (it is then superseded). */
    async propose(
      actorId: string,
      documentId: string,
      rawQuestionId: string,
      body: ProposalBody,
    ): Promise<ThreadEntryResponse> {
      const questionId = rawQuestionId.toLowerCase();
      const questionOptionId = body.questionOptionId.toLowerCase();
      return onThread(actorId, documentId, questionId, async (tx, { context, document, disputeOpen, partnerId }) => {
        const proposals = await repository.proposalsOn(tx, documentId, questionId);
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
        const at = clock.now();
        try {
          if (
            supersedes &&
            !(await repository.answerProposal(tx, { id: supersedes, status: "SUPERSEDED", userId: actorId, at }))
          ) {
            throw new DomainError(
              "PROPOSAL_NOT_PENDING",
              "This proposal has already been answered. Please refresh the page.",
            );
          }
          const proposalId = await repository.insertProposal(tx, {
            documentId,
            questionId,
            proposedByUserId: actorId,
            questionOptionId,
            comment: body.comment,
            counterOfId: supersedes,
            at,
          });
          const eventId = await recordNews(tx, {
            documentId,
            questionId,
            kind,
            userId: actorId,
            proposalId,
            notifyUserId: partnerId,
            at,
          });
          return entryOf(tx, documentId, eventId);
        } catch (error) {
          if (
            isUniqueViolation(error, "dispute_proposals_one_pending") ||
            isUniqueViolation(error, "dispute_proposals_countered_once")
          ) {
            throw new DomainError(
              "PROPOSAL_NOT_PENDING",
              "This proposal has already been answered. Please refresh the page.",
            );
          }
          throw error;
        }
      });
    },

    /**
     * The other partner accepts the pending proposal: each partner whose answer differs gets the
     * proposed option (partner A's first, the last write recording the resolution, kind PROPOSAL),
     * the proposal is ACCEPTED and the acceptance recorded, all in one transaction. Answers the
     * acceptance and the id of the resolution (the answer_history row of the resolving write).
     */
    async accept(
      actorId: string,
      documentId: string,
      rawQuestionId: string,
      rawProposalId: string,
    ): Promise<{ entry: ThreadEntryResponse; resolutionId: string }> {
      const questionId = rawQuestionId.toLowerCase();
      const proposalId = rawProposalId.toLowerCase();
      return onThread(actorId, documentId, questionId, async (tx, { context, document, disputeOpen }) => {
        const proposals = await repository.proposalsOn(tx, documentId, questionId);
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
        let resolutionId: string | null = null;
        for (const write of writes) {
          const result = await answers.writeAnswer({
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
          if (write.resolves) resolutionId = result.historyId;
        }
        const at = clock.now();
        if (!(await repository.answerProposal(tx, { id: proposalId, status: "ACCEPTED", userId: actorId, at }))) {
          throw new DomainError(
            "PROPOSAL_NOT_PENDING",
            "This proposal has already been answered. Please refresh the page.",
          );
        }
        try {
          const eventId = await recordNews(tx, {
            documentId,
            questionId,
            kind: "ACCEPTED",
            userId: actorId,
            proposalId,
            notifyUserId: proposal.proposedByUserId,
            at,
          });
          return { entry: await entryOf(tx, documentId, eventId), resolutionId: resolutionId! };
        } catch (error) {
          if (isUniqueViolation(error, "dispute_thread_events_accepted_once")) {
            throw new DomainError(
              "PROPOSAL_NOT_PENDING",
              "This proposal has already been answered. Please refresh the page.",
            );
          }
          throw error;
        }
      });
    },

    /** Flags the thread for the actor's attorney (once per partner and question). */
    async askAttorney(actorId: string, documentId: string, rawQuestionId: string): Promise<ThreadEntryResponse> {
      const questionId = rawQuestionId.toLowerCase();
      return onThread(actorId, documentId, questionId, async (tx, { context, document, disputeOpen }) => {
        const alreadyAsked = (context.facts.disputeThreads?.askedAttorney ?? []).some(
          (request) => request.questionId === questionId && request.userId === actorId,
        );
        const refusal = attorneyRequestRefusal({ actorId, document, disputeOpen, alreadyAsked });
        if (refusal) refuse(refusal);
        try {
          const eventId = await repository.insertEvent(tx, {
            documentId,
            questionId,
            kind: "ASKED_ATTORNEY",
            userId: actorId,
            attorneyId: attorneyOfParty(document, actorId),
            at: clock.now(),
          });
          return await entryOf(tx, documentId, eventId);
        } catch (error) {
          if (isUniqueViolation(error, "dispute_thread_events_asked_once")) {
            throw new DomainError(
              "ATTORNEY_ALREADY_ASKED",
              "You have already asked your attorney about this question.",
            );
          }
          throw error;
        }
      });
    },

    /**
     * The batch's e-mail: every event not yet told to the partner, marked told and the e-mail
     * recorded in one transaction under the thread lock (a rerun, or a second job of the same
     * window, finds nothing to tell). A notification: the outbox suppresses it when they unsubscribed or turned proposals' e-mails off.
     */
    mailJob(): JobDefinition<DisputeThreadMailData> {
      return {
        name: DISPUTE_THREAD_MAIL_JOB,
        retryLimit: 5,
        retryDelaySeconds: 60,
        expireInSeconds: 120,
        handle: async (data) => {
          await db.transaction(async (tx) => {
            await repository.lockThreadsOf(tx, data.documentId);
            const rows = await repository.takeUnnotified(tx, data.documentId, data.userId, clock.now());
            const events: DisputeThreadMailEvent[] = rows.flatMap((row) =>
              row.kind === "ASKED_ATTORNEY"
                ? []
                : [
                    {
                      kind: row.kind,
                      by: { firstName: row.firstName, lastName: row.lastName },
                      questionTitle: row.questionTitle,
                      optionValue: row.optionValue ?? "",
                    },
                  ],
            );
            if (events.length === 0) return;
            const [recipient] = await deps.people.findPeople([data.userId], tx);
            if (!recipient?.email) return;
            const email = await disputeThreadUpdateEmail({
              events,
              link: `${deps.customerAppUrl}/alignment`,
              turnOffLink: turnOffLink(deps.customerAppUrl, "DISPUTE_PROPOSALS"),
            });
            await deps.mail.enqueue(
              {
                to: recipient.email,
                subject: email.subject,
                text: email.text,
                html: email.html,
                template: email.template,
                userId: data.userId,
                category: "notification",
                optOutKind: "DISPUTE_PROPOSALS",
              },
              tx,
            );
          });
        },
      };
    },
  };
}

export type DisputeThreadsService = ReturnType<typeof createDisputeThreadsService>;
