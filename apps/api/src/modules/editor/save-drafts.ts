import { DomainError, editorLockExpiry, editorLockState, type DraftClause, type DraftSection } from "@prenup/domain";
import type { Executor } from "@prenup/db";
import { checkDraftReferences } from "./check-draft-references.ts";
import { DRAFT_KINDS, type DraftInput, type DraftKind } from "./draft-kinds.ts";
import { draftOut } from "./draft-responses.ts";
import type { EditorActor, EditorContext } from "./editor.context.ts";
import { EDITOR_MESSAGES } from "./editor.messages.ts";

/**
 * POST /documents/{id}/drafts/many: the autosave. Only the lock's live holder saves; the lock row
 * is locked for the transaction, so a take-over waits for the save (which renews the lock) or
 * wins first (and the save is refused): never both.
 */
export async function saveDrafts(
  ctx: EditorContext,
  input: { documentId: string; actor: EditorActor; body: { sections: DraftSection[]; clauses: DraftClause[] } },
) {
  const { documentId, actor, body } = input;
  const { repository } = ctx;
  await checkDraftReferences(ctx, documentId, body.sections, body.clauses);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const lock = await repository.lockRowForUpdate(tx, documentId);
    if (editorLockState(lock, actor.id, now) !== "MINE") {
      throw new DomainError("DOCUMENT_LOCKED", EDITOR_MESSAGES.saveWithoutLock);
    }
    const expiresAt = editorLockExpiry(now);
    await repository.renew(tx, documentId, expiresAt, now);
    const save = { tx, documentId, authorId: actor.id };
    return {
      sections: await saveDraftsOfKind(ctx, save, "section", body.sections),
      clauses: await saveDraftsOfKind(ctx, save, "clause", body.clauses),
      lockExpiresAt: expiresAt.toISOString(),
    };
  });
}

/** Writes one kind's drafts of the save and answers them as the API shows them. */
async function saveDraftsOfKind<K extends DraftKind>(
  ctx: EditorContext,
  save: { tx: Executor; documentId: string; authorId: string },
  kind: K,
  drafts: readonly DraftInput<K>[],
) {
  const rows = await ctx.repository.replaceDrafts(save.tx, kind, save.documentId, save.authorId, drafts);
  // An id the editor chose that is already another agreement's draft is not written: nothing is saved.
  if (rows.length !== drafts.length)
    throw DomainError.invalidField(DRAFT_KINDS[kind].field, EDITOR_MESSAGES.draftIdInUse);
  return rows.map((row) => draftOut(kind, row));
}
