import { toChatMessage } from "./chat-message.ts";
import type { ChatsContext } from "./chats.context.ts";
import { counterpartOf } from "./counterpart-of.ts";

/** GET …/chats: a page of the conversation with the counterpart, newest first, and the viewer's unread count. */
export async function listChats(
  ctx: ChatsContext,
  viewerId: string,
  documentId: string,
  query: { page: number; pageSize: number; counterpartId?: string | undefined },
) {
  const counterpartId = await counterpartOf(ctx, documentId, viewerId, query.counterpartId);
  const rows = await ctx.repository.page(documentId, viewerId, counterpartId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const unreadCount =
    rows[0]?.unread ??
    (query.page === 1 ? 0 : await ctx.repository.unreadCount(ctx.db, documentId, viewerId, counterpartId));
  return {
    chats: rows.map((row) => toChatMessage(row.message)),
    total: rows[0]?.total ?? 0,
    unreadCount,
    counterpartId,
    page: query.page,
    pageSize: query.pageSize,
  };
}
