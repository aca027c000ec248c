import { live, notarizations, type Executor } from "@prenup/db";
import { and, inArray, isNotNull } from "drizzle-orm";

/**
 * What other modules ask of the notarizations table (DESIGN.md, "Data ownership"): the documents
 * among `documentIds` whose live notarization counts as signed (`notarization_completed_at`), one statement.
 */
export async function notarizedDocumentIds(executor: Executor, documentIds: readonly string[]): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const rows = await executor
    .select({ documentId: notarizations.documentId })
    .from(notarizations)
    .where(
      and(
        inArray(notarizations.documentId, [...documentIds]),
        isNotNull(notarizations.notarizationCompletedAt),
        live(notarizations),
      ),
    );
  return new Set(rows.map((row) => row.documentId));
}
