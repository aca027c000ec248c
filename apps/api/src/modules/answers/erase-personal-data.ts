import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import type { AnswersContext } from "./answers.context.ts";

/**
 * The answers' part of an account's deletion (the retention table: answers and their history are
 * DELETED): every answer of the user on any agreement, signed or not, with its options, history,
 * the resolutions that kept its earlier values, and the user's write keys. The partner's answers
 * stay. Runs in the deletion's transaction; releases no file.
 */
export async function erasePersonalData(
  executor: Executor,
  subject: ErasureSubject,
  ctx: AnswersContext,
): Promise<ErasureOutcome> {
  await ctx.repository.deleteAnswersOf(executor, subject.userId);
  return { fileIds: [] };
}
