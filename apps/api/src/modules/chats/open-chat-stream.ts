import type { OpenChatStream } from "./chat-streams.ts";
import type { ChatsContext } from "./chats.context.ts";
import { counterpartOf } from "./counterpart-of.ts";

/**
 * GET …/chats/stream: opens a stream of the viewer's conversation on the document (after the
 * pairing check); answers the function to call when its connection closes.
 */
export async function openChatStream(
  ctx: ChatsContext,
  input: Omit<OpenChatStream, "counterpartId"> & { counterpartId?: string | undefined },
): Promise<() => void> {
  const counterpartId = await counterpartOf(ctx, input.documentId, input.viewerId, input.counterpartId);
  return ctx.streams.open({ ...input, counterpartId });
}
