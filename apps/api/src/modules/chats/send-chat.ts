import { toChatMessage } from "./chat-message.ts";
import type { ChatsContext } from "./chats.context.ts";
import type { ChatMessageResponse } from "./chats.schemas.ts";
import { counterpartOf } from "./counterpart-of.ts";

/**
 * POST …/chats: stores the message as text and announces it (in its transaction) to the
 * counterpart's and the sender's other open streams, delivered after the commit.
 */
export async function sendChat(
  ctx: ChatsContext,
  viewerId: string,
  documentId: string,
  message: string,
  asked?: string,
): Promise<ChatMessageResponse> {
  const counterpartId = await counterpartOf(ctx, documentId, viewerId, asked);
  const now = ctx.clock.now();
  const { row, deliver } = await ctx.db.transaction(async (tx) => {
    const row = await ctx.repository.insert(tx, {
      documentId,
      fromUserId: viewerId,
      toUserId: counterpartId,
      message,
      createdById: viewerId,
      updatedById: viewerId,
      createdAt: now,
      updatedAt: now,
    });
    const deliver = await ctx.bus.announce(tx, { type: "message", message: toChatMessage(row) });
    return { row, deliver };
  });
  deliver();
  return toChatMessage(row);
}
