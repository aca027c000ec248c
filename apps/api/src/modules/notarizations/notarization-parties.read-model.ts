import { documents, live, notarizations, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** A notarization with its live document's parties (the documents' table). */
export function notarizationParties(executor: Executor, id: string) {
  return executor
    .select({ notarization: notarizations, userAId: documents.userAId, userBId: documents.userBId })
    .from(notarizations)
    .innerJoin(documents, and(eq(documents.id, notarizations.documentId), live(documents)))
    .where(eq(notarizations.id, id));
}
