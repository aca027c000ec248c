import {
  documentClauseHistory,
  documentClauses,
  documentCommits,
  documentSectionHistory,
  documentSections,
  type Executor,
} from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { inArray } from "drizzle-orm";

/**
 * The agreement's part of an account's deletion, by the retention table: the text of an agreement
 * that was not signed (its sections, clauses, their history and commits) is DELETED, and the PDFs
 * and Word files its commits made are released for the files module; a signed agreement's text and
 * history are KEPT. The record's entries stay: they are append-only (the database refuses their
 * change) and hold hashes and times, not the text. Runs in the deletion's transaction.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  const closed = [...subject.closedDocumentIds];
  if (closed.length === 0) return { fileIds: [] };
  await executor.delete(documentClauseHistory).where(inArray(documentClauseHistory.documentId, closed));
  await executor.delete(documentSectionHistory).where(inArray(documentSectionHistory.documentId, closed));
  const commits = await executor
    .delete(documentCommits)
    .where(inArray(documentCommits.documentId, closed))
    .returning({ pdfFileId: documentCommits.pdfFileId, docxFileId: documentCommits.docxFileId });
  await executor.delete(documentClauses).where(inArray(documentClauses.documentId, closed));
  await executor.delete(documentSections).where(inArray(documentSections.documentId, closed));
  return {
    fileIds: commits.flatMap((commit) => [commit.pdfFileId, commit.docxFileId].filter((id): id is string => !!id)),
  };
}
