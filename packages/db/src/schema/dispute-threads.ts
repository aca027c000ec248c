import { PROPOSAL_STATUSES, THREAD_EVENT_KINDS } from "@prenup/domain";
import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { attorneys } from "./attorneys.ts";
import { bookkeeping, id, utc } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import { questionOptions, questions } from "./questionnaire.ts";
import { users } from "./users.ts";

/**
 * A partner's proposal on a disputed question: one of the question's options with a short comment.
 * PENDING until the other partner accepts it (ACCEPTED) or counters it (SUPERSEDED by the counter,
 * `counterOfId` on the counter names it). At most one pending proposal per agreement and question,
 * and a proposal is countered at most once: the database decides when two answers arrive at once.
 */
export const disputeProposals = pgTable(
  "dispute_proposals",
  {
    id: id(),
    documentId: documentIdColumn(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id),
    proposedByUserId: uuid("proposed_by_user_id")
      .notNull()
      .references(() => users.id),
    questionOptionId: uuid("question_option_id")
      .notNull()
      .references(() => questionOptions.id),
    comment: text("comment").notNull().default(""),
    status: text("status", { enum: PROPOSAL_STATUSES }).notNull().default("PENDING"),
    /** The partner's proposal this one counters (and supersedes). */
    counterOfId: uuid("counter_of_id"),
    /** Who accepted or countered it, and when. */
    answeredByUserId: uuid("answered_by_user_id").references(() => users.id),
    answeredAt: utc("answered_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("dispute_proposals_document_question_idx").on(t.documentId, t.questionId, t.createdAt),
    uniqueIndex("dispute_proposals_one_pending").on(t.documentId, t.questionId).where(sql`${t.status} = 'PENDING'`),
    uniqueIndex("dispute_proposals_countered_once").on(t.counterOfId).where(sql`${t.counterOfId} is not null`),
  ],
);

/**
 * What happened on a dispute's thread, in order: a proposal, a counter, an acceptance (each naming
 * its proposal) or a partner asking their attorney (naming the attorney). `notifyUserId` is the
 * partner the event is news to; `notifiedAt` is set when the batched e-mail telling them was recorded.
 */
export const disputeThreadEvents = pgTable(
  "dispute_thread_events",
  {
    id: id(),
    documentId: documentIdColumn(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id),
    kind: text("kind", { enum: THREAD_EVENT_KINDS }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    proposalId: uuid("proposal_id").references(() => disputeProposals.id),
    attorneyId: uuid("attorney_id").references(() => attorneys.id),
    notifyUserId: uuid("notify_user_id").references(() => users.id),
    notifiedAt: utc("notified_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("dispute_thread_events_document_question_idx").on(t.documentId, t.questionId, t.createdAt),
    index("dispute_thread_events_user_idx").on(t.userId),
    index("dispute_thread_events_unnotified_idx").on(t.notifyUserId).where(sql`${t.notifiedAt} is null`),
    uniqueIndex("dispute_thread_events_accepted_once").on(t.proposalId).where(sql`${t.kind} = 'ACCEPTED'`),
    uniqueIndex("dispute_thread_events_asked_once")
      .on(t.documentId, t.questionId, t.userId)
      .where(sql`${t.kind} = 'ASKED_ATTORNEY'`),
  ],
);
