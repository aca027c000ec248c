import { DomainError, editorLockExpiry, editorLockState, type DraftClause, type DraftSection } from "@prenup/domain";
import { checkDraftReferences } from "./check-draft-references.ts";
import { clauseDraftOut, sectionDraftOut } from "./draft-responses.ts";
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
    const sections = await repository.replaceSectionDrafts(tx, documentId, actor.id, body.sections);
    const clauses = await repository.replaceClauseDrafts(tx, documentId, actor.id, body.clauses);
    // An id the editor chose that is already another agreement's draft is not written: nothing is saved.
    if (sections.length !== body.sections.length || clauses.length !== body.clauses.length) {
      throw DomainError.invalidField(
        sections.length !== body.sections.length ? "sections" : "clauses",
        EDITOR_MESSAGES.draftIdInUse,
      );
    }
    return {
      sections: sections.map(sectionDraftOut),
      clauses: clauses.map(clauseDraftOut),
      lockExpiresAt: expiresAt.toISOString(),
    };
  });
}
