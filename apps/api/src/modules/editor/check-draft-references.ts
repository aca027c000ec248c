import type { DraftClause, DraftSection } from "@prenup/domain";
import { DomainError } from "@prenup/domain";
import type { EditorContext } from "./editor.context.ts";

/**
 * Every id a draft names must be this document's: a section, a clause, one of its drafts, or a
 * new section or clause of the same save. A new clause's parent is a clause of the same section
 * (a live clause by parentClauseId, a new one by parentClauseDraftId, never inside itself). An id
 * not yet known is a new draft's id the editor chose (checked against other documents on write).
 */
export async function checkDraftReferences(
  ctx: EditorContext,
  documentId: string,
  sections: DraftSection[],
  clauses: DraftClause[],
): Promise<void> {
  const owned = await ctx.repository.ownedIds(documentId);
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
    if (draft.id && owned.clauseDrafts.has(draft.id) && owned.newClauseDrafts.has(draft.id) !== !draft.documentClauseId)
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
