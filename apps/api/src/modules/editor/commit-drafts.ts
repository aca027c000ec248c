import { DomainError, editorLockState } from "@prenup/domain";
import { assertTextEditable } from "./assert-text-editable.ts";
import type { EditorActor, EditorContext } from "./editor.context.ts";
import { EDITOR_MESSAGES } from "./editor.messages.ts";

/**
 * POST /documents/{id}/drafts/commit: the drafts become the agreement's text (the agreement
 * module renders it and records the commit). Inside the commit's transaction the lock row is
 * locked and must still be the caller's, and the drafts committed are removed: a take-over
 * meanwhile, or a save after the drafts were read, rolls the commit back (409).
 */
export async function commitDrafts(
  ctx: EditorContext,
  input: { documentId: string; actor: EditorActor; body: { message: string; nonsubstantive?: boolean | undefined } },
) {
  const { documentId, actor, body } = input;
  const { repository } = ctx;
  const now = ctx.clock.now();
  const lock = await repository.findLock(documentId);
  if (editorLockState(lock, actor.id, now) !== "MINE") {
    throw new DomainError("DOCUMENT_LOCKED", EDITOR_MESSAGES.commitWithoutLock);
  }
  const [sectionDrafts, clauseDrafts] = await Promise.all([
    repository.listDrafts("section", documentId),
    repository.listDrafts("clause", documentId),
  ]);
  if (sectionDrafts.length + clauseDrafts.length === 0)
    throw DomainError.invalidField("drafts", EDITOR_MESSAGES.noChanges);
  const seen = new Set([...sectionDrafts, ...clauseDrafts].map((draft) => `${draft.id}:${draft.updatedAt.getTime()}`));
  await assertTextEditable(ctx, documentId);
  return ctx.agreement.commitEdits(
    documentId,
    actor.id,
    { message: body.message, nonsubstantive: body.nonsubstantive ?? false, sectionDrafts, clauseDrafts },
    async (tx) => {
      // Checked again under the commit's transaction: a notarization started meanwhile wins.
      await assertTextEditable(ctx, documentId, tx);
      const held = await repository.lockRowForUpdate(tx, documentId);
      if (editorLockState(held, actor.id, ctx.clock.now()) !== "MINE") {
        throw new DomainError("DOCUMENT_LOCKED", EDITOR_MESSAGES.lockTakenOver);
      }
      const removed = await repository.eraseDrafts(tx, documentId);
      if (removed.length !== seen.size || removed.some((key) => !seen.has(key))) {
        throw new DomainError("DOCUMENT_LOCKED", EDITOR_MESSAGES.draftsChanged);
      }
    },
  );
}
