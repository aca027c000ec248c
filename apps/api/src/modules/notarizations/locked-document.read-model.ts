import { documents, live, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/**
 * The live agreement's row held until the transaction ends (FOR UPDATE; the documents' table), with
 * what a notarization is decided on: the generated PDF and the row's last change.
 */
export function lockedDocument(executor: Executor, documentId: string) {
  return executor
    .select({ generatedPdfFileId: documents.generatedPdfFileId, updatedAt: documents.updatedAt })
    .from(documents)
    .where(and(eq(documents.id, documentId), live(documents)))
    .for("update");
}
