import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { deleteDisclosureOf } from "./financial-disclosure.repository.ts";

/**
 * The financial disclosure's part of an account's deletion, by the retention table: the user's
 * disclosure is KEPT only where it belongs to a signed agreement (its schedules are part of it) and
 * DELETED everywhere else: the entries of every kind, the statements behind them, the declarations,
 * the frozen versions and the acknowledgements on each side, and the user's write keys. With no
 * signed agreement the whole disclosure goes. The statements' files are released for the files
 * module to delete after the deletion commits; the partner's own disclosure stays.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  return { fileIds: await deleteDisclosureOf(executor, subject.userId, subject.keptDocumentIds) };
}
