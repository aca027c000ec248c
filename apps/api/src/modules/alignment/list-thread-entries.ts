import type { AlignmentContext } from "./alignment.context.ts";
import type { ListThreadEntriesResponse } from "./alignment.schemas.ts";
import { toThreadEntry } from "./thread-steps.ts";

/**
 * GET /documents/{docId}/dispute-threads: the entries of the document's dispute threads, oldest
 * first (the parties and their assigned attorneys: the access rule checked).
 */
export async function listThreadEntries(
  ctx: AlignmentContext,
  input: { documentId: string; questionId?: string; page: number; pageSize: number },
): Promise<ListThreadEntriesResponse> {
  const { documentId, ...query } = input;
  const { rows, total } = await ctx.threads.listEntries(documentId, {
    ...query,
    questionId: query.questionId?.toLowerCase(),
  });
  return { entries: rows.map(toThreadEntry), total, page: query.page, pageSize: query.pageSize };
}
