import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { documentIdColumn } from "./documents.ts";
import { users } from "./users.ts";

/** A chat message between a customer and their attorney (or partners) about a document. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    documentId: documentIdColumn(),
    fromUserId: uuid("from_user_id")
      .notNull()
      .references(() => users.id),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: utc("read_at"),
    /** When the sender's account was deleted: the text is gone and the other side reads it as deleted. */
    erasedAt: utc("erased_at"),
    ...bookkeeping(),
  },
  (t) => [
    index("chat_messages_document_created_idx").on(t.documentId, t.createdAt),
    index("chat_messages_to_unread_idx").on(t.toUserId, t.isRead),
  ],
);
