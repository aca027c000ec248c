import { activeDocumentOf, documents, type Executor } from "@prenup/db";
import { desc } from "drizzle-orm";

/** The id of the user's active document, the latest (the documents' table). */
export function activeDocumentId(executor: Executor, userId: string) {
  return executor
    .select({ id: documents.id })
    .from(documents)
    .where(activeDocumentOf(documents, userId))
    .orderBy(desc(documents.createdAt))
    .limit(1);
}
