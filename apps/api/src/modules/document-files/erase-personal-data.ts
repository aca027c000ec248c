import { documentFiles, type Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { inArray } from "drizzle-orm";

/**
 * The document files' part of an account's deletion, by the retention table: the uploads and
 * generated files of an agreement that was not signed are DELETED (their rows here, their files
 * released for the files module); a signed agreement's files are KEPT. Runs in the deletion's
 * transaction.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  if (subject.closedDocumentIds.length === 0) return { fileIds: [] };
  const removed = await executor
    .delete(documentFiles)
    .where(inArray(documentFiles.documentId, [...subject.closedDocumentIds]))
    .returning({ fileId: documentFiles.fileId });
  return { fileIds: removed.map((row) => row.fileId) };
}
