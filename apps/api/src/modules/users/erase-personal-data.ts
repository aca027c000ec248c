import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import type { UsersContext } from "./users.context.ts";

/**
 * The account's part of its deletion, after every other module's: the mail waiting for its address
 * in the outbox is dropped, then the row is anonymised (the names stay while a signed agreement
 * shows them) and its write keys go.
 */
export async function erasePersonalData(
  executor: Executor,
  subject: ErasureSubject,
  ctx: UsersContext,
): Promise<ErasureOutcome> {
  await ctx.outbox.eraseMailTo(executor, subject.userId);
  await ctx.repository.anonymise(executor, subject.userId, {
    at: subject.at,
    keepNames: subject.keptDocumentIds.length > 0,
  });
  return { fileIds: [] };
}
