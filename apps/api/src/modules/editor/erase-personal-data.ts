import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { deleteEditsOf } from "./editor.repository.ts";

/**
 * The editor's part of an account's deletion (the retention table: unpublished edits and editing
 * locks are DELETED): the user's drafts and locks on any agreement, and every draft and lock of the
 * agreements the deletion closes. Published text is the agreement module's. Runs in the deletion's
 * transaction; releases no file.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  await deleteEditsOf(executor, subject.userId, subject.closedDocumentIds);
  return { fileIds: [] };
}
