import type { ChatsContext } from "./chats.context.ts";
import { counterpartOf } from "./counterpart-of.ts";

/** POST …/chats/read: marks messages addressed to the viewer as read; answers the unread count left. */
export async function markChatsRead(
  ctx: ChatsContext,
  viewerId: string,
  documentId: string,
  chatIds: readonly string[],
  asked?: string,
) {
  const counterpartId = await counterpartOf(ctx, documentId, viewerId, asked);
  const { readIds, unreadCount, deliver } = await ctx.db.transaction(async (tx) => {
    const readIds = await ctx.repository.markRead(tx, documentId, viewerId, counterpartId, chatIds, ctx.clock.now());
    const unreadCount = await ctx.repository.unreadCount(tx, documentId, viewerId, counterpartId);
    const deliver =
      readIds.length > 0
        ? await ctx.bus.announce(tx, { type: "read", documentId, userIds: [viewerId, counterpartId], chatIds: readIds })
        : () => {};
    return { readIds, unreadCount, deliver };
  });
  deliver();
  return { readIds, unreadCount };
}
