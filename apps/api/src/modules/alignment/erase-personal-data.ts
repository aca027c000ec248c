import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { deleteDiscussionsOf } from "./alignment.repository.ts";
import { deleteThreadsOf } from "./dispute-threads.repository.ts";

/**
 * The alignment's part of an account's deletion, by the retention table: the dispute threads
 * (proposals and their events) of the agreements the deletion closes are DELETED, both partners'
 * entries, since the agreement goes for both; those of signed agreements are KEPT (how the partners
 * settled their disagreements). Discussions are DELETED: the user's own on any agreement, and every
 * one of a closed agreement. Runs in the deletion's transaction; releases no file.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  await deleteThreadsOf(executor, subject.closedDocumentIds);
  await deleteDiscussionsOf(executor, subject.userId, subject.closedDocumentIds);
  return { fileIds: [] };
}
