import { CHAT_MESSAGES, DomainError } from "@prenup/domain";
import { pairOf } from "./chat-pairs.ts";
import type { ChatsContext } from "./chats.context.ts";

/**
 * The viewer's counterpart on the document (the one asked for, else the first), or a refusal: 404
 * when there is no such agreement, 409 CHAT_NOT_ALLOWED when the viewer has nobody to chat with
 * there, or the one asked for is not theirs.
 */
export async function counterpartOf(
  ctx: ChatsContext,
  documentId: string,
  viewerId: string,
  asked?: string,
): Promise<string> {
  const parties = await ctx.repository.findParties(documentId);
  if (!parties) throw new DomainError("DOCUMENT_NOT_FOUND", "Agreement not found");
  const pair = pairOf(parties, viewerId, asked);
  if (!pair)
    throw new DomainError(
      "CHAT_NOT_ALLOWED",
      asked === undefined ? CHAT_MESSAGES.noAttorney : CHAT_MESSAGES.notYourCounterpart,
    );
  return pair.counterpartId;
}
