import { CHAT_MESSAGES, chatMessageSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, pageQueryFields } from "../../http/schemas.ts";

export const chatParamsSchema = z.object({ id: z.uuid(), docId: z.uuid() });

/** A chat message: plain text, to be shown as text (never as HTML). */
export const chatMessageResponseSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  fromUserId: z.uuid(),
  toUserId: z.uuid(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: timestampSchema,
});
apiSchemaRegistry.add(chatMessageResponseSchema, { id: "ChatMessage" });
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;

/**
 * Which conversation: the counterpart's user id (a customer's attorney, an attorney's client). A
 * customer with a representing attorney and a Q&A attorney has one conversation with each; left
 * out, the first (the representing attorney's).
 */
const counterpartIdSchema = z
  .uuid({ error: "counterpartId must be the user id of your attorney or client" })
  .optional();
export const chatWithQuerySchema = z.object({ counterpartId: counterpartIdSchema });

export const listChatsQuerySchema = z.object({
  counterpartId: counterpartIdSchema,
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 50 }),
});

export const listChatsResponseSchema = z.object({
  /** Newest first. */
  chats: z.array(chatMessageResponseSchema),
  total: z.int(),
  unreadCount: z.int(),
  /** Who the viewer chats with on this agreement (their attorney, or the attorney's client). */
  counterpartId: z.uuid(),
  page: z.int(),
  pageSize: z.int(),
});

export const sendChatBodySchema = z.strictObject({ message: chatMessageSchema });

const chatIdsSchema = z
  .array(z.uuid({ error: "chatIds must be message ids" }), { error: "chatIds must be a list of message ids" })
  .min(1, { error: "chatIds must name at least one message" })
  .max(200, { error: "At most 200 messages at once" });
export const chatIdsBodySchema = z.strictObject({ chatIds: chatIdsSchema });
export const deleteChatsResponseSchema = z.object({ deletedIds: z.array(z.uuid()) });
export const readChatsResponseSchema = z.object({ readIds: z.array(z.uuid()), unreadCount: z.int() });

export { CHAT_MESSAGES };
