import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { closeDocuments, forgetInvitationsOf } from "./documents.repository.ts";

/**
 * The documents' part of an account's deletion, by the retention table: a signed agreement is KEPT
 * (the partner keeps full access and can still verify it), without the address the user was invited
 * at; an agreement not signed is closed for both partners, so neither sees it any more (the deletion
 * tells the partner, without details). Runs in the deletion's transaction; releases no file.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  await forgetInvitationsOf(executor, subject.userId, subject.at);
  await closeDocuments(executor, subject.closedDocumentIds, subject.at);
  return { fileIds: [] };
}
