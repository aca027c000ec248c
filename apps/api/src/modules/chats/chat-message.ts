import { ERASED_CHAT_MESSAGE } from "@prenup/domain";
import type { ChatMessageResponse } from "./chats.schemas.ts";

type MessageRow = {
  id: string;
  documentId: string;
  fromUserId: string;
  toUserId: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
  /** Set when the sender's account was deleted: the text is gone. */
  erasedAt: Date | null;
};

/** A stored message as the API answers it (an erased one reads `ERASED_CHAT_MESSAGE`). */
export function toChatMessage(row: MessageRow): ChatMessageResponse {
  return {
    id: row.id,
    documentId: row.documentId,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    message: row.erasedAt ? ERASED_CHAT_MESSAGE : row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
