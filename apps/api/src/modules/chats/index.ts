/**
 * Chat between a customer and their representing or Q&A attorney on an agreement: messages (text
 * only), unread counts, deletion of one's own messages, and live delivery through the chat bus
 * (server-sent events; PostgreSQL LISTEN/NOTIFY across instances, in-process on PGlite). Partner A
 * chats with attorneyAId, partner B with attorneyBId, and a partner with the attorney they bought Q&A
 * from while the purchase is in force; nobody else takes part (`chat-pairs.ts`). One use case per
 * file, each a function of the module's context and its input (`sendChat(ctx, …)`); the routes call
 * them directly.
 */
import type { ChatsContext } from "./chats.context.ts";
import { loadChatMessage } from "./load-chat-message.ts";

export { chatsContext, type ChatsContext } from "./chats.context.ts";
export { createChatsRepository } from "./chats.repository.ts";

/** What the app uses of the chats outside its routes: the access rule qaAttorney and the chat bus's read-back. */
export function chatsService(ctx: ChatsContext) {
  return {
    /** The access rule qaAttorney: a party of the live document bought Q&A with the attorney, in force. */
    isQaAttorneyOfDocument: (attorneyId: string, documentId: string) =>
      ctx.repository.isQaAttorney(documentId, attorneyId),
    /** A message read back for the PostgreSQL bus (`load-chat-message.ts`). */
    load: (messageId: string) => loadChatMessage(ctx, messageId),
  };
}

export type ChatsService = ReturnType<typeof chatsService>;
