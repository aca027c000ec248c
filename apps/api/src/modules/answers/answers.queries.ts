import { live, subquery, type Executor } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";

/**
 * What other modules ask of the answers' tables (DESIGN.md, "Data ownership"): row sources another
 * module's statement selects from.
 */

/** A resolution's kind: took the partner's answer, wrote a new one, or accepted a proposal. */
export type ResolutionKind = "AGREE" | "CHANGE" | "PROPOSAL";

/** A row of `documentResolutionRows` as a raw statement answers it (timestamps as the driver gives them). */
export type ResolutionRow = {
  id: string;
  kind: ResolutionKind;
  question_id: string;
  initiated_by_user_id: string;
  previous_typed_value: string | null;
  previous_option_ids: string[];
  new_value_typed: string | null;
  new_option_ids: string[] | null;
  created_at: string | Date;
};

/**
 * The document's live resolutions (only this one, when given) with the new value the answer history
 * row of the same id keeps, as a row source for a FROM clause: id, kind, question_id,
 * initiated_by_user_id, previous_typed_value, previous_option_ids, new_value_typed, new_option_ids
 * (null without a history row), created_at.
 */
export const documentResolutionRows = (documentId: string, resolutionId?: string): SQL =>
  subquery`select r.id, r.kind, r.question_id, r.initiated_by_user_id, r.previous_typed_value, r.previous_option_ids,
              h.new_value_typed, h.new_option_ids, r.created_at
         from resolutions r
         left join answer_history h on h.id = r.id
        where r.document_id = ${documentId}::uuid and ${live("r")}${resolutionId ? sql` and r.id = ${resolutionId}::uuid` : sql``}`;

/** One of a user's own live answers, for their data export. */
export type OwnAnswerRow = {
  questionId: string;
  documentId: string | null;
  valueTyped: string | null;
  questionOptionIds: string[];
  updatedAt: Date;
};

/** The user's own live answers with their chosen options, oldest first (one statement). */
export async function ownAnswersOf(executor: Executor, userId: string): Promise<OwnAnswerRow[]> {
  const found = await executor.execute(sql`
    select a.question_id as "questionId", a.document_id as "documentId", a.value_typed as "valueTyped",
      coalesce(array_agg(o.question_option_id order by o.question_option_id)
        filter (where o.question_option_id is not null), '{}') as "questionOptionIds",
      a.updated_at as "updatedAt"
    from answers a
    left join answer_question_options o on o.answer_id = a.id and ${live("o")}
    where a.user_id = ${userId}::uuid and ${live("a")}
    group by a.id
    order by a.created_at, a.id`);
  return (found.rows as (OwnAnswerRow & { updatedAt: Date | string })[]).map((row) => ({
    ...row,
    updatedAt: new Date(row.updatedAt),
  }));
}
