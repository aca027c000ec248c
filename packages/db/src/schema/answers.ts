import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { documentIdColumn, documents } from "./documents.ts";
import { questionOptions, questions } from "./questionnaire.ts";
import { users } from "./users.ts";

/**
 * A user's answer to a question: typed text (`valueTyped`) and/or chosen options. At most one live
 * (not soft-deleted) answer per user, question and document.
 */
export const answers = pgTable(
  "answers",
  {
    id: id(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "cascade" }),
    valueTyped: text("value_typed"),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("answers_live_unique")
      .on(t.questionId, t.userId, sql`coalesce(${t.documentId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.deletedAt} is null`),
    index("answers_user_idx").on(t.userId),
    index("answers_document_idx").on(t.documentId),
  ],
);

export const answerQuestionOptions = pgTable(
  "answer_question_options",
  {
    id: id(),
    answerId: uuid("answer_id")
      .notNull()
      .references(() => answers.id, { onDelete: "cascade" }),
    questionOptionId: uuid("question_option_id")
      .notNull()
      .references(() => questionOptions.id),
    isDefault: boolean("is_default").notNull().default(false),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("answer_question_options_unique").on(t.answerId, t.questionOptionId),
    index("answer_question_options_option_idx").on(t.questionOptionId),
  ],
);

/**
 * Alignment history: a partner resolved a dispute on a question (agreed with the partner or changed
 * their answer). Keeps the answer as it was before.
 */
export const resolutions = pgTable(
  "resolutions",
  {
    id: id(),
    documentId: documentIdColumn(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => questions.id),
    answerId: uuid("answer_id").references(() => answers.id, { onDelete: "set null" }),
    initiatedByUserId: uuid("initiated_by_user_id")
      .notNull()
      .references(() => users.id),
    previousTypedValue: text("previous_typed_value"),
    previousOptionIds: uuid("previous_option_ids").array().notNull().default([]),
    /** AGREE: took the partner's answer; CHANGE: wrote a new answer of their own; PROPOSAL: accepted the partner's proposal. */
    kind: text("kind", { enum: ["AGREE", "CHANGE", "PROPOSAL"] })
      .notNull()
      .default("CHANGE"),
    ...bookkeeping(),
  },
  (t) => [index("resolutions_document_idx").on(t.documentId), index("resolutions_question_idx").on(t.questionId)],
);

/** A conversation between the partners (and attorneys) about one question of their document. */
export const discussions = pgTable(
  "discussions",
  {
    id: id(),
    documentId: documentIdColumn(),
    questionId: uuid("question_id").references(() => questions.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    text: text("text").notNull(),
    isResolved: boolean("is_resolved").notNull().default(false),
    resolvedAt: utc("resolved_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("discussions_document_question_idx").on(t.documentId, t.questionId),
    index("discussions_user_idx").on(t.userId),
  ],
);
