import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import type { AftercareContext } from "./aftercare.context.ts";

/** Aftercare's part of an account's deletion, by the retention table: the user's reminders are DELETED. */
export async function erasePersonalData(
  executor: Executor,
  subject: ErasureSubject,
  ctx: AftercareContext,
): Promise<ErasureOutcome> {
  await ctx.repository.deletePlansOf(executor, subject.userId);
  return { fileIds: [] };
}
