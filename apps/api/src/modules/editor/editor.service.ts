import {
  DomainError,
  EDITOR_HEARTBEAT_SECONDS,
  EDITOR_LOCK_TTL_SECONDS,
  editorLockedMessage,
  editorLockExpiry,
  editorLockState,
  fullName,
} from "@prenup/domain";
import type { Database, Executor } from "@prenup/db";
import type {
  AgreementProblem,
  DraftClause,
  DraftSection,
  StoredClauseDraft,
  StoredSectionDraft,
} from "@prenup/domain";
import { isForeignKeyViolation } from "../../db/db-errors.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { EditorRepository } from "./editor.repository.ts";

export type EditorActor = { id: string; isAdmin: boolean };

export const EDITOR_MESSAGES = { documentNotFound: "Agreement not found" } as const;

/** The agreement module's commit (the composition root wires `agreement.commitEdits`). */
export type EditsCommitter = {
  commitEdits(
    documentId: string,
    actorId: string,
    input: { message: string; sectionDrafts: StoredSectionDraft[]; clauseDrafts: StoredClauseDraft[] },
    inTransaction: (executor: Executor) => Promise<void>,
  ): Promise<{ commitAt: string; pdfFileId: string; docxFileId: string }>;
};

/** The notarizations module's word on whether the text may change (the composition root wires it). */
export type TextEditGate = {
  textEditProblem(documentId: string, executor?: Executor): Promise<AgreementProblem | null>;
};

export function createEditorService(deps: {
  db: Database;
  clock: Clock;
  repository: EditorRepository;
  agreement: EditsCommitter;
  notarization?: TextEditGate;
}) {
  const { db, clock, repository } = deps;

  /** Refuses (409) while a notarization is live: the text the couple signs is fixed. */
  async function assertTextEditable(documentId: string, executor?: Executor) {
    const problem = await deps.notarization?.textEditProblem(documentId, executor);
    if (problem) throw new DomainError(problem.code, problem.message);
  }
  type DraftRow =
    | Awaited<ReturnType<EditorRepository["listClauseDrafts"]>>[number]
    | Awaited<ReturnType<EditorRepository["listSectionDrafts"]>>[number];
  const draftOut = <T extends DraftRow>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });
  const sectionOut = (row: Awaited<ReturnType<EditorRepository["listSectionDrafts"]>>[number]) => {
    const {
      createdAt: _c,
      deletedAt: _d,
      createdById: _cb,
      updatedById: _ub,
      documentId: _doc,
      sectionTemplateId: _t,
      key: _k,
      ...rest
    } = draftOut(row);
    return rest;
  };
  const clauseOut = (row: Awaited<ReturnType<EditorRepository["listClauseDrafts"]>>[number]) => {
    const {
      createdAt: _c,
      deletedAt: _d,
      createdById: _cb,
      updatedById: _ub,
      documentId: _doc,
      clauseTemplateId: _t,
      key: _k,
      ...rest
    } = draftOut(row);
    return rest;
  };
  const holderName = (row: { firstName: string | null; lastName: string | null }) => fullName(row) || "Someone";

  async function view(documentId: string, actor: EditorActor) {
    const row = await repository.findLock(documentId);
    const state = editorLockState(row, actor.id, clock.now());
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

  /**
   * Every id a draft names must be this document's: a section, a clause, one of its drafts, or a
   * new section or clause of the same save. A new clause's parent is a clause of the same section
   * (a live clause by parentClauseId, a new one by parentClauseDraftId, never inside itself). An id
   * not yet known is a new draft's id the editor chose (checked against other documents on write).
   */
  async function checkReferences(documentId: string, sections: DraftSection[], clauses: DraftClause[]) {
    const owned = await repository.ownedIds(documentId);
    const bad = (message: string, path: (string | number)[]) => {
      throw DomainError.invalidField(path.join("."), message);
    };
    const newSections = new Set(owned.newSectionDrafts.keys());
    sections.forEach((draft, index) => {
      if (draft.documentSectionId && !owned.sections.has(draft.documentSectionId))
        bad("This section is not part of this agreement.", ["sections", index, "documentSectionId"]);
      if (
        draft.id &&
        owned.sectionDrafts.has(draft.id) &&
        owned.newSectionDrafts.has(draft.id) !== !draft.documentSectionId
      )
        bad("This draft is of another section.", ["sections", index, "id"]);
      if (draft.id && !draft.documentSectionId) newSections.add(draft.id);
      if (draft.id && draft.documentSectionId) newSections.delete(draft.id);
    });
    // A new clause's section (a live section's id or a new section's draft id), as this save leaves it.
    const sectionOfNewClause = new Map(owned.newClauseDrafts);
    const parentOfNewClause = new Map<string, string | null>();
    clauses.forEach((draft) => {
      if (draft.id && !draft.documentClauseId)
        sectionOfNewClause.set(draft.id, draft.documentSectionId ?? draft.documentSectionDraftId ?? null);
      if (draft.id && draft.documentClauseId) sectionOfNewClause.delete(draft.id);
      if (draft.id) parentOfNewClause.set(draft.id, draft.parentClauseDraftId ?? null);
    });
    clauses.forEach((draft, index) => {
      if (draft.documentClauseId && !owned.clauses.has(draft.documentClauseId))
        bad("This clause is not part of this agreement.", ["clauses", index, "documentClauseId"]);
      if (draft.documentSectionId && !owned.sections.has(draft.documentSectionId))
        bad("This section is not part of this agreement.", ["clauses", index, "documentSectionId"]);
      if (draft.documentSectionDraftId && !newSections.has(draft.documentSectionDraftId))
        bad(
          "This is not a new section of this agreement (save the section's draft with this id first, or in the same save).",
          ["clauses", index, "documentSectionDraftId"],
        );
      if (draft.parentClauseId && !owned.clauses.has(draft.parentClauseId))
        bad("This clause is not part of this agreement.", ["clauses", index, "parentClauseId"]);
      if (draft.parentClauseDraftId && !sectionOfNewClause.has(draft.parentClauseDraftId))
        bad(
          "This is not a new clause of this agreement (save the clause's draft with this id first, or in the same save).",
          ["clauses", index, "parentClauseDraftId"],
        );
      if (
        draft.id &&
        owned.clauseDrafts.has(draft.id) &&
        owned.newClauseDrafts.has(draft.id) !== !draft.documentClauseId
      )
        bad("This draft is of another clause.", ["clauses", index, "id"]);
      if (draft.documentClauseId) return;
      const section = draft.documentSectionId ?? draft.documentSectionDraftId ?? null;
      const parentSection = draft.parentClauseId
        ? owned.clauses.get(draft.parentClauseId)
        : draft.parentClauseDraftId
          ? sectionOfNewClause.get(draft.parentClauseDraftId)
          : section;
      if (parentSection !== section)
        bad("A sub-clause belongs to the same section as its parent clause.", [
          "clauses",
          index,
          draft.parentClauseId ? "parentClauseId" : "parentClauseDraftId",
        ]);
      // Up the chain of new parents: never back to this clause.
      const seen = new Set<string>(draft.id ? [draft.id] : []);
      for (
        let parent = draft.parentClauseDraftId ?? null;
        parent;
        parent = parentOfNewClause.has(parent) ? (parentOfNewClause.get(parent) ?? null) : null
      ) {
        if (seen.has(parent)) bad("A clause cannot be inside itself.", ["clauses", index, "parentClauseDraftId"]);
        seen.add(parent);
      }
    });
  }

  return {
    /** GET /documents/{id}/drafts/sections */
    /**
     * GET /documents/{id}/sections: the agreement's current text, sections in order with their
     * clauses in order (a sub-clause follows under its parent through parentClauseId).
     */
    async listCurrentText(documentId: string) {
      const { sections, clauses } = await repository.listCurrentText(documentId);
      const bySection = new Map<string, typeof clauses>();
      for (const clause of clauses)
        bySection.set(clause.documentSectionId, [...(bySection.get(clause.documentSectionId) ?? []), clause]);
      return {
        sections: sections.map((section) => ({
          ...section,
          clauses: (bySection.get(section.id) ?? []).map(({ documentSectionId: _section, ...clause }) => clause),
        })),
      };
    },
    listSectionDrafts: async (documentId: string) => ({
      items: (await repository.listSectionDrafts(documentId)).map(sectionOut),
    }),
    /** GET /documents/{id}/drafts/clauses */
    listClauseDrafts: async (documentId: string) => ({
      items: (await repository.listClauseDrafts(documentId)).map(clauseOut),
    }),

    /**
     * POST /documents/{id}/drafts/many: the autosave. Only the lock's live holder saves; the lock row
     * is locked for the transaction, so a take-over waits for the save (which renews the lock) or
     * wins first (and the save is refused): never both.
     */
    async saveDrafts(
      documentId: string,
      actor: EditorActor,
      body: { sections: DraftSection[]; clauses: DraftClause[] },
    ) {
      await checkReferences(documentId, body.sections, body.clauses);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const lock = await repository.lockRowForUpdate(tx, documentId);
        if (editorLockState(lock, actor.id, now) !== "MINE") {
          throw new DomainError(
            "DOCUMENT_LOCKED",
            "Take the editor's lock before you change the agreement (someone else may be editing it, or your lock lapsed).",
          );
        }
        const expiresAt = editorLockExpiry(now);
        await repository.renew(tx, documentId, expiresAt, now);
        const sections = await repository.replaceSectionDrafts(tx, documentId, actor.id, body.sections);
        const clauses = await repository.replaceClauseDrafts(tx, documentId, actor.id, body.clauses);
        // An id the editor chose that is already another agreement's draft is not written: nothing is saved.
        if (sections.length !== body.sections.length || clauses.length !== body.clauses.length) {
          throw DomainError.invalidField(
            sections.length !== body.sections.length ? "sections" : "clauses",
            "A draft id is already in use: choose a new one.",
          );
        }
        return {
          sections: sections.map(sectionOut),
          clauses: clauses.map(clauseOut),
          lockExpiresAt: expiresAt.toISOString(),
        };
      });
    },

    /**
     * POST /documents/{id}/drafts/commit: the drafts become the agreement's text (the agreement
     * module renders it and records the commit). Inside the commit's transaction the lock row is
     * locked and must still be the caller's, and the drafts committed are removed: a take-over
     * meanwhile, or a save after the drafts were read, rolls the commit back (409).
     */
    async commit(documentId: string, actor: EditorActor, body: { message: string }) {
      const now = clock.now();
      const lock = await repository.findLock(documentId);
      if (editorLockState(lock, actor.id, now) !== "MINE") {
        throw new DomainError(
          "DOCUMENT_LOCKED",
          "Take the editor's lock before you commit (someone else may be editing, or your lock lapsed).",
        );
      }
      const [sectionDrafts, clauseDrafts] = await Promise.all([
        repository.listSectionDrafts(documentId),
        repository.listClauseDrafts(documentId),
      ]);
      if (sectionDrafts.length + clauseDrafts.length === 0)
        throw DomainError.invalidField("drafts", "There are no changes to commit.");
      const seen = new Set(
        [...sectionDrafts, ...clauseDrafts].map((draft) => `${draft.id}:${draft.updatedAt.getTime()}`),
      );
      await assertTextEditable(documentId);
      return deps.agreement.commitEdits(
        documentId,
        actor.id,
        { message: body.message, sectionDrafts, clauseDrafts },
        async (tx) => {
          // Checked again under the commit's transaction: a notarization started meanwhile wins.
          await assertTextEditable(documentId, tx);
          const held = await repository.lockRowForUpdate(tx, documentId);
          if (editorLockState(held, actor.id, clock.now()) !== "MINE") {
            throw new DomainError(
              "DOCUMENT_LOCKED",
              "Your editing lock was taken over before the commit: nothing was committed.",
            );
          }
          const removed = await repository.eraseDrafts(tx, documentId);
          if (removed.length !== seen.size || removed.some((key) => !seen.has(key))) {
            throw new DomainError(
              "DOCUMENT_LOCKED",
              "The drafts changed while committing: nothing was committed. Commit again.",
            );
          }
        },
      );
    },

    /** POST /documents/{id}/drafts/admin/unlock-erase: an admin frees the document: the lock and every draft go. */
    async unlockErase(documentId: string): Promise<void> {
      await db.transaction((tx) => repository.eraseAll(tx, documentId));
    },

    /** GET /documents/{id}/lock: who is editing, if anyone (a lapsed lock is nobody's). */
    getLock: view,

    /** POST /documents/{id}/lock: take, renew (heartbeat) or take over a lapsed lock; 409 DOCUMENT_LOCKED naming the holder otherwise. */
    async acquire(documentId: string, actor: EditorActor) {
      await assertTextEditable(documentId);
      const now = clock.now();
      const taken = await repository
        .acquire({ documentId, userId: actor.id, now, expiresAt: editorLockExpiry(now) })
        .catch((error: unknown) => {
          // The lock row names its document: an id that names no agreement is refused by the foreign key.
          if (isForeignKeyViolation(error))
            throw new DomainError("DOCUMENT_NOT_FOUND", EDITOR_MESSAGES.documentNotFound);
          throw error;
        });
      if (!taken) {
        const held = await repository.findLock(documentId);
        throw new DomainError(
          "DOCUMENT_LOCKED",
          editorLockedMessage(held ? holderName(held) : "Someone", held?.expiresAt ?? now),
        );
      }
      return view(documentId, actor);
    },

    /** DELETE /documents/{id}/lock: the holder lets go (nothing to do without a lock); someone else's lock is 409. */
    async release(documentId: string, actor: EditorActor): Promise<void> {
      if (await repository.release({ documentId, userId: actor.id, force: false })) return;
      const held = await repository.findLock(documentId);
      if (held && editorLockState(held, actor.id, clock.now()) === "OTHERS") {
        throw new DomainError("DOCUMENT_LOCKED", editorLockedMessage(holderName(held), held.expiresAt));
      }
    },
  };
}

export type EditorService = ReturnType<typeof createEditorService>;
