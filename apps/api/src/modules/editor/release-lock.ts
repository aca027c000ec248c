import { DomainError, editorLockedMessage, editorLockState } from "@prenup/domain";
import { holderName } from "./draft-responses.ts";
import type { EditorActor, EditorContext } from "./editor.context.ts";

/** DELETE /documents/{id}/lock: the holder lets go (nothing to do without a lock); someone else's lock is 409. */
export async function releaseLock(
  ctx: EditorContext,
  input: { documentId: string; actor: EditorActor },
): Promise<void> {
  const { documentId, actor } = input;
  if (await ctx.repository.release({ documentId, userId: actor.id, force: false })) return;
  const held = await ctx.repository.findLock(documentId);
  if (held && editorLockState(held, actor.id, ctx.clock.now()) === "OTHERS") {
    throw new DomainError("DOCUMENT_LOCKED", editorLockedMessage(holderName(held), held.expiresAt));
  }
}
