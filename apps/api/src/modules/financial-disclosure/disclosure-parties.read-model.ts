import { documents, live, type Executor } from "@prenup/db";
import { and, eq } from "drizzle-orm";

/** The parties of a live document (the documents' table): writes check the entry's owner against them. */
export function disclosureParties(tx: Executor, documentId: string) {
  return tx
    .select({ userAId: documents.userAId, userBId: documents.userBId })
    .from(documents)
    .where(and(eq(documents.id, documentId), live(documents)));
}
