import { disputeProposals, disputeThreadEvents, preparedQuery, type Database, type Executor, live } from "@prenup/db";
import type { ProposalStatus, ThreadEventKind } from "@prenup/domain";
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { optionValueOf, questionTitleOf } from "../content/content.queries.ts";
import { personOf, type PersonOf } from "../users/users.queries.ts";

/**
 * Holds the couple's dispute-thread lock until the transaction ends: proposals, counters,
 * acceptances, attorney requests and the batched e-mail of one agreement run one at a time, so two
 * answers to one proposal arriving at once see each other (the second is refused), and an
 * acceptance's two answer writes never wait on another acceptance's in the opposite order.
 */
const lockThreads = preparedQuery(
  "alignment_lock_threads",
  () => sql`select pg_advisory_xact_lock(hashtext('dispute-threads-of:' || ${sql.placeholder("documentId")}::text))`,
);

export type ProposalRow = {
  id: string;
  proposedByUserId: string;
  questionOptionId: string;
  status: ProposalStatus;
  comment: string;
};

export type ThreadEntryRow = {
  id: string;
  questionId: string;
  questionTitle: string;
  kind: ThreadEventKind;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  proposalId: string | null;
  proposalStatus: ProposalStatus | null;
  optionId: string | null;
  optionValue: string | null;
  comment: string | null;
  createdAt: Date;
};

/**
 * The entries of the document's threads (one question's, when given), oldest first, with the
 * question's title, the option's value (the content's published reads) and the actor (the users').
 */
function threadEntries(
  executor: Executor,
  documentId: string,
  filter: { questionId?: string; eventId?: string; notifyUserId?: string; unnotifiedOnly?: boolean },
) {
  return executor
    .select({
      id: disputeThreadEvents.id,
      questionId: disputeThreadEvents.questionId,
      // The foreign keys keep the question and the actor, so neither is null.
      questionTitle: questionTitleOf(disputeThreadEvents.questionId) as SQL<string>,
      kind: disputeThreadEvents.kind,
      userId: disputeThreadEvents.userId,
      actor: personOf(disputeThreadEvents.userId) as SQL<PersonOf>,
      proposalId: disputeThreadEvents.proposalId,
      proposalStatus: disputeProposals.status,
      optionId: disputeProposals.questionOptionId,
      optionValue: optionValueOf(disputeProposals.questionOptionId),
      comment: disputeProposals.comment,
      createdAt: disputeThreadEvents.createdAt,
    })
    .from(disputeThreadEvents)
    .leftJoin(disputeProposals, eq(disputeProposals.id, disputeThreadEvents.proposalId))
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
    .orderBy(asc(disputeThreadEvents.createdAt), asc(disputeThreadEvents.id))
    .$dynamic();
}

/** An entry as the thread shows it: the actor's name spread into the row. */
function toEntry({ actor, ...row }: Awaited<ReturnType<typeof threadEntries>>[number]): ThreadEntryRow {
  return { ...row, firstName: actor.firstName, lastName: actor.lastName };
}

/** The dispute threads' tables (dispute_proposals, dispute_thread_events), owned by alignment. */
export function createDisputeThreadsRepository(db: Database) {
  return {
    async lockThreadsOf(tx: Executor, documentId: string): Promise<void> {
      await lockThreads(tx, { documentId });
    },

    /** The proposals on one question of the document, oldest first. */
    async proposalsOn(tx: Executor, documentId: string, questionId: string): Promise<ProposalRow[]> {
      return tx
        .select({
          id: disputeProposals.id,
          proposedByUserId: disputeProposals.proposedByUserId,
          questionOptionId: disputeProposals.questionOptionId,
          status: disputeProposals.status,
          comment: disputeProposals.comment,
        })
        .from(disputeProposals)
        .where(
          and(
            eq(disputeProposals.documentId, documentId),
            eq(disputeProposals.questionId, questionId),
            live(disputeProposals),
          ),
        )
        .orderBy(asc(disputeProposals.createdAt), asc(disputeProposals.id));
    },

    async insertProposal(
      tx: Executor,
      row: {
        documentId: string;
        questionId: string;
        proposedByUserId: string;
        questionOptionId: string;
        comment: string;
        counterOfId: string | null;
        at: Date;
      },
    ): Promise<string> {
      const [inserted] = await tx
        .insert(disputeProposals)
        .values({
          documentId: row.documentId,
          questionId: row.questionId,
          proposedByUserId: row.proposedByUserId,
          questionOptionId: row.questionOptionId,
          comment: row.comment,
          counterOfId: row.counterOfId,
          createdAt: row.at,
          updatedAt: row.at,
          createdById: row.proposedByUserId,
          updatedById: row.proposedByUserId,
        })
        .returning({ id: disputeProposals.id });
      if (!inserted) throw new Error("insert into dispute_proposals returned no row");
      return inserted.id;
    },

    /** Answers a pending proposal (ACCEPTED or SUPERSEDED); false when it was no longer pending. */
    async answerProposal(
      tx: Executor,
      input: { id: string; status: Exclude<ProposalStatus, "PENDING">; userId: string; at: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(disputeProposals)
        .set({
          status: input.status,
          answeredByUserId: input.userId,
          answeredAt: input.at,
          updatedAt: input.at,
          updatedById: input.userId,
        })
        .where(and(eq(disputeProposals.id, input.id), eq(disputeProposals.status, "PENDING")))
        .returning({ id: disputeProposals.id });
      return rows.length === 1;
    },

    /** Records an event of a thread; answers its id. */
    async insertEvent(
      tx: Executor,
      row: {
        documentId: string;
        questionId: string;
        kind: ThreadEventKind;
        userId: string;
        proposalId?: string | null;
        attorneyId?: string | null;
        notifyUserId?: string | null;
        at: Date;
      },
    ): Promise<string> {
      const [inserted] = await tx
        .insert(disputeThreadEvents)
        .values({
          documentId: row.documentId,
          questionId: row.questionId,
          kind: row.kind,
          userId: row.userId,
          proposalId: row.proposalId ?? null,
          attorneyId: row.attorneyId ?? null,
          notifyUserId: row.notifyUserId ?? null,
          createdAt: row.at,
          updatedAt: row.at,
          createdById: row.userId,
          updatedById: row.userId,
        })
        .returning({ id: disputeThreadEvents.id });
      if (!inserted) throw new Error("insert into dispute_thread_events returned no row");
      return inserted.id;
    },

    /** Whether the user has thread events on the document that no e-mail has told them yet (a batch is open). */
    async hasUnnotified(tx: Executor, documentId: string, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: disputeThreadEvents.id })
        .from(disputeThreadEvents)
        .where(
          and(
            eq(disputeThreadEvents.documentId, documentId),
            eq(disputeThreadEvents.notifyUserId, userId),
            sql`${disputeThreadEvents.notifiedAt} is null`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The thread entries (one page, and how many there are), oldest first. */
    async listEntries(
      documentId: string,
      query: { questionId?: string; page: number; pageSize: number },
    ): Promise<{ rows: ThreadEntryRow[]; total: number }> {
      const [rows, totals] = await Promise.all([
        threadEntries(db, documentId, { questionId: query.questionId })
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .then((entries) => entries.map(toEntry)),
        db
          .select({ total: count() })
          .from(disputeThreadEvents)
          .where(
            and(
              eq(disputeThreadEvents.documentId, documentId),
              live(disputeThreadEvents),
              query.questionId ? eq(disputeThreadEvents.questionId, query.questionId) : undefined,
            ),
          ),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },

    /** One entry (after a write), with what the thread shows of it. */
    async findEntry(tx: Executor, documentId: string, eventId: string): Promise<ThreadEntryRow | null> {
      const [row] = await threadEntries(tx, documentId, { eventId });
      return row ? toEntry(row) : null;
    },

    /** The events no e-mail has told `userId` of yet, oldest first, then marks them told (in the caller's transaction). */
    async takeUnnotified(tx: Executor, documentId: string, userId: string, at: Date): Promise<ThreadEntryRow[]> {
      const rows = (await threadEntries(tx, documentId, { notifyUserId: userId, unnotifiedOnly: true })).map(toEntry);
      if (rows.length === 0) return [];
      await tx
        .update(disputeThreadEvents)
        .set({ notifiedAt: at, updatedAt: at })
        .where(
          and(
            eq(disputeThreadEvents.documentId, documentId),
            eq(disputeThreadEvents.notifyUserId, userId),
            sql`${disputeThreadEvents.notifiedAt} is null`,
          ),
        );
      return rows;
    },
  };
}

export type DisputeThreadsRepository = ReturnType<typeof createDisputeThreadsRepository>;

/**
 * Deletes every thread of the documents, live or not: the events first (they name their proposals),
 * then the proposals; in the caller's transaction.
 */
export async function deleteThreadsOf(executor: Executor, documentIds: readonly string[]): Promise<void> {
  if (documentIds.length === 0) return;
  await executor.delete(disputeThreadEvents).where(inArray(disputeThreadEvents.documentId, [...documentIds]));
  await executor.delete(disputeProposals).where(inArray(disputeProposals.documentId, [...documentIds]));
}
