import type { ChatMessageResponse } from "./chats.schemas.ts";

type MessageRow = {
  id: string;
  documentId: string;
  fromUserId: string;
  toUserId: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
};

/** A stored message as the API answers it. */
export function toChatMessage(row: MessageRow): ChatMessageResponse {
  return {
    id: row.id,
    documentId: row.documentId,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
