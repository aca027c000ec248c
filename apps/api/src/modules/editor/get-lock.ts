import { EDITOR_HEARTBEAT_SECONDS, EDITOR_LOCK_TTL_SECONDS, editorLockState } from "@prenup/domain";
import { holderName } from "./draft-responses.ts";
import type { EditorActor, EditorContext } from "./editor.context.ts";

/** GET /documents/{id}/lock: who is editing, if anyone (a lapsed lock is nobody's). */
export async function getLock(ctx: EditorContext, input: { documentId: string; actor: EditorActor }) {
  const row = await ctx.repository.findLock(input.documentId);
  const state = editorLockState(row, input.actor.id, ctx.clock.now());
  return {
    lock:
      row && state !== "FREE"
        ? {
            holder: { id: row.userId, name: holderName(row) },
            acquiredAt: row.acquiredAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
            isMine: state === "MINE",
          }
        : null,
    ttlSeconds: EDITOR_LOCK_TTL_SECONDS,
    heartbeatSeconds: EDITOR_HEARTBEAT_SECONDS,
  };
}
