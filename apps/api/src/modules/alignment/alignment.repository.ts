import { discussions, type Executor } from "@prenup/db";
import { eq, inArray, or, sql } from "drizzle-orm";
import { documentResolutionRows, type ResolutionKind, type ResolutionRow } from "../answers/answers.queries.ts";
import { optionValues, questionTitleOf } from "../content/content.queries.ts";
import { personOf, type PersonOf } from "../users/users.queries.ts";

/** A resolution of the alignment history with its question's title, its initiator and the new value. */
export type ResolutionHistoryRow = {
  id: string;
  kind: ResolutionKind;
  questionId: string;
  questionTitle: string;
  initiatedById: string;
  initiatedByFirstName: string | null;
  initiatedByLastName: string | null;
  previousTypedValue: string | null;
  previousOptionIds: string[];
  newValueTyped: string | null;
  newOptionIds: string[] | null;
  createdAt: Date;
};

/**
 * Reads of the alignment history. A resolution is written with the answer that resolves the dispute,
 * in the answers module's one write statement; its id is the id of the answer_history row written
 * with it, which keeps the new value (the resolution itself keeps only the previous one). The
 * answers, content and users modules' published reads give the rows, titles, names and values.
 */
export function createAlignmentRepository(db: Executor) {
  return {
    /** The document's resolutions (one, when given), newest first, with the question, the initiator and the new value; one statement. */
    async listResolutions(documentId: string, resolutionId?: string): Promise<ResolutionHistoryRow[]> {
      const result = (await db.execute(sql`
        select r.*, ${questionTitleOf(sql`r.question_id`)} as question_title, ${personOf(sql`r.initiated_by_user_id`)} as initiator
          from ${documentResolutionRows(documentId, resolutionId)} r
         order by r.created_at desc, r.id desc`)) as {
        rows: (ResolutionRow & { question_title: string; initiator: PersonOf | null })[];
      };
      return result.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        questionId: row.question_id,
        questionTitle: row.question_title,
        initiatedById: row.initiated_by_user_id,
        initiatedByFirstName: row.initiator?.firstName ?? null,
        initiatedByLastName: row.initiator?.lastName ?? null,
        previousTypedValue: row.previous_typed_value,
        previousOptionIds: row.previous_option_ids,
        newValueTyped: row.new_value_typed,
        newOptionIds: row.new_option_ids,
        createdAt: new Date(row.created_at),
      }));
    },

    /** Option values by id (deleted options included: history names what was chosen then). */
    async findOptionValues(optionIds: string[]): Promise<Map<string, string>> {
      if (optionIds.length === 0) return new Map();
      const rows = await optionValues(db, optionIds);
      return new Map(rows.map((row) => [row.id, row.value]));
    },
  };
}

export type AlignmentRepository = ReturnType<typeof createAlignmentRepository>;

/**
 * Deletes the discussions the user wrote, on any document, and every discussion of the documents
 * `documentIds`, whoever wrote it; in the caller's transaction.
 */
export async function deleteDiscussionsOf(
  executor: Executor,
  userId: string,
  documentIds: readonly string[],
): Promise<void> {
  await executor
    .delete(discussions)
    .where(
      documentIds.length === 0
        ? eq(discussions.userId, userId)
        : or(eq(discussions.userId, userId), inArray(discussions.documentId, [...documentIds])),
    );
}
