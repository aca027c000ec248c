import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { answers } from "./answers.ts";
import { bookkeeping, id } from "./common.ts";
import { documents } from "./documents.ts";
import { questions } from "./questionnaire.ts";
import { users } from "./users.ts";

/**
 * Who did what to which record. Written by the API for every change that matters to staff
 * (payments, refunds, payouts, approvals, stage changes, admin edits). Rows are never updated.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    /** A verb-noun such as `refund.create` or `attorney.stage.update`. */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id"),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    /** The person the change concerns (the customer whose purchase was refunded, the edited user), so an admin can read a user's trail. */
    subjectUserId: uuid("subject_user_id").references(() => users.id),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    requestId: text("request_id"),
    ipAddress: text("ip_address"),
    ...bookkeeping(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorUserId),
    index("audit_log_document_idx").on(t.documentId),
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_subject_created_idx").on(t.subjectUserId, t.createdAt),
  ],
);

/** Every change of an answer: previous and new value and option ids, who changed it, when. */
export const answerHistory = pgTable(
  "answer_history",
  {
    id: id(),
    answerId: uuid("answer_id")
      .notNull()
      .references(() => answers.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "cascade" }),
    changedByUserId: uuid("changed_by_user_id").references(() => users.id),
    previousValueTyped: text("previous_value_typed"),
    newValueTyped: text("new_value_typed"),
    previousOptionIds: uuid("previous_option_ids").array().notNull().default([]),
    newOptionIds: uuid("new_option_ids").array().notNull().default([]),
    ...bookkeeping(),
  },
  (t) => [
    index("answer_history_answer_idx").on(t.answerId),
    index("answer_history_document_user_idx").on(t.documentId, t.userId),
    index("answer_history_user_idx").on(t.userId),
  ],
);
