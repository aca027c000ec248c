import type { EditorContext } from "./editor.context.ts";

/**
 * GET /documents/{id}/sections: the agreement's current text, sections in order with their
 * clauses in order (a sub-clause follows under its parent through parentClauseId).
 */
export async function listCurrentText(ctx: EditorContext, documentId: string) {
  const { sections, clauses } = await ctx.repository.listCurrentText(documentId);
  const bySection = new Map<string, typeof clauses>();
  for (const clause of clauses)
    bySection.set(clause.documentSectionId, [...(bySection.get(clause.documentSectionId) ?? []), clause]);
  return {
    sections: sections.map((section) => ({
      ...section,
      clauses: (bySection.get(section.id) ?? []).map(({ documentSectionId: _section, ...clause }) => clause),
    })),
  };
}
