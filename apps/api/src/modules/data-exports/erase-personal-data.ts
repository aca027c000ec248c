import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { retireExportsOf } from "./data-exports.repository.ts";

/**
 * The data exports' part of an account's deletion, by the retention table: the requests are KEPT as
 * the log privacy law asks for (24 months), the copies themselves are not: a link still open stops
 * working and every ZIP built is released for the files module to delete after the deletion commits.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  return { fileIds: await retireExportsOf(executor, subject.userId) };
}
