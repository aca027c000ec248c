import type { ChatsContext } from "./chats.context.ts";
import { counterpartOf } from "./counterpart-of.ts";

/** DELETE …/chats: deletes the viewer's own messages among chatIds (others' messages are not theirs to delete). */
export async function deleteChats(
  ctx: ChatsContext,
  viewerId: string,
  documentId: string,
  chatIds: readonly string[],
  asked?: string,
) {
  const counterpartId = await counterpartOf(ctx, documentId, viewerId, asked);
  const { deletedIds, deliver } = await ctx.db.transaction(async (tx) => {
    const deletedIds = await ctx.repository.deleteOwn(
      tx,
      documentId,
      viewerId,
      counterpartId,
      chatIds,
      ctx.clock.now(),
    );
    const deliver =
      deletedIds.length > 0
        ? await ctx.bus.announce(tx, {
            type: "deleted",
            documentId,
            userIds: [viewerId, counterpartId],
            chatIds: deletedIds,
          })
        : () => {};
    return { deletedIds, deliver };
  });
  deliver();
  return { deletedIds };
}
