import type { EditorContext } from "./editor.context.ts";

/** POST /documents/{id}/drafts/admin/unlock-erase: an admin frees the document: the lock and every draft go. */
export async function unlockErase(ctx: EditorContext, documentId: string): Promise<void> {
  await ctx.db.transaction((tx) => ctx.repository.eraseAll(tx, documentId));
}
