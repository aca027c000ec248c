import { DomainError, editorLockedMessage, editorLockExpiry } from "@prenup/domain";
import { isForeignKeyViolation } from "../../db/db-errors.ts";
import { assertTextEditable } from "./assert-text-editable.ts";
import { holderName } from "./draft-responses.ts";
import type { EditorActor, EditorContext } from "./editor.context.ts";
import { EDITOR_MESSAGES } from "./editor.messages.ts";
import { getLock } from "./get-lock.ts";

/** POST /documents/{id}/lock: take, renew (heartbeat) or take over a lapsed lock; 409 DOCUMENT_LOCKED naming the holder otherwise. */
export async function acquireLock(ctx: EditorContext, input: { documentId: string; actor: EditorActor }) {
  const { documentId, actor } = input;
  await assertTextEditable(ctx, documentId);
  const now = ctx.clock.now();
  const taken = await ctx.repository
    .acquire({ documentId, userId: actor.id, now, expiresAt: editorLockExpiry(now) })
    .catch((error: unknown) => {
      // The lock row names its document: an id that names no agreement is refused by the foreign key.
      if (isForeignKeyViolation(error)) throw new DomainError("DOCUMENT_NOT_FOUND", EDITOR_MESSAGES.documentNotFound);
      throw error;
    });
  if (!taken) {
    const held = await ctx.repository.findLock(documentId);
    throw new DomainError(
      "DOCUMENT_LOCKED",
      editorLockedMessage(held ? holderName(held) : "Someone", held?.expiresAt ?? now),
    );
  }
  return getLock(ctx, input);
}
