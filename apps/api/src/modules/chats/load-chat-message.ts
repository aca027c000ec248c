import type { LiveChatMessage } from "../../integrations/live/chat-bus.ts";
import { toChatMessage } from "./chat-message.ts";
import type { ChatsContext } from "./chats.context.ts";

/** For the PostgreSQL bus: a message read back when its notification was too long. */
export async function loadChatMessage(ctx: ChatsContext, messageId: string): Promise<LiveChatMessage | null> {
  const row = await ctx.repository.findMessage(messageId);
  return row ? toChatMessage(row) : null;
}
