/**
 * Chat between a customer and their representing or Q&A attorney on an agreement: messages (text only),
 * unread counts, deletion of one's own messages, and live delivery through the chat bus (server-sent
 * events; PostgreSQL LISTEN/NOTIFY across instances, in-process on PGlite).
 */
export { registerChatsRoutes } from "./chats.routes.ts";
export { createChatsService, type ChatsService } from "./chats.service.ts";
export { createChatsRepository } from "./chats.repository.ts";
