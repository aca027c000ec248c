import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { deleteCertificationsOf } from "./counsel-certifications.repository.ts";

/**
 * The counsel records' part of an account's deletion, by the retention table: the counsel on record
 * of a signed agreement is KEPT (part of how it was made); the records of the agreements the deletion
 * closes are DELETED, both partners', with their signed certifications, whose files are released
 * for the files module to delete after the deletion commits.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  return { fileIds: await deleteCertificationsOf(executor, subject.userId, subject.closedDocumentIds) };
}
