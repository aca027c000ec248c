import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { questionnaireRepository } from "./questionnaire.repository.ts";

/**
 * The questionnaire's part of an account's deletion (the retention table: section progress is
 * DELETED): the user's progress through every section, on any agreement. Runs in the deletion's
 * transaction; releases no file.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  await questionnaireRepository.deleteProgressOf(executor, subject.userId);
  return { fileIds: [] };
}
