import type { Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import { eraseMessagesSentBy } from "./chats.repository.ts";

/**
 * The chats' part of an account's deletion (the retention table: chat messages are ANONYMISED): the
 * messages the user sent stay in the other side's conversation, their text gone, read as
 * `ERASED_CHAT_MESSAGE`; the messages the user received are the sender's and stay as written.
 * Runs in the deletion's transaction; releases no file.
 */
export async function erasePersonalData(executor: Executor, subject: ErasureSubject): Promise<ErasureOutcome> {
  await eraseMessagesSentBy(executor, subject.userId, subject.at);
  return { fileIds: [] };
}
