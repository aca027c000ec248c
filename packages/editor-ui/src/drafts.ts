import type { ClauseDraft, SaveDraftsBody, SectionDraft } from "@prenup/api-client";

type SectionBody = SaveDraftsBody["sections"] extends (infer T)[] | undefined ? T : never;
type ClauseBody = SaveDraftsBody["clauses"] extends (infer T)[] | undefined ? T : never;
export type ListStyle = SectionDraft["listStyle"];
export type TextStyle = SectionDraft["textStyle"];

/** One section or clause as the editor holds it: a draft (saved or not yet) of an edit or of a new one. */
export type DraftBlock = {
  /** The screen's own key (stable while the draft gets its id). */
  key: string;
  kind: "SECTION" | "CLAUSE";
  /** The draft's id once a save answered it. */
  id: string | null;
  documentSectionId: string | null;
  documentClauseId: string | null;
  parentClauseId: string | null;
  title: string;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle;
  order: number;
  isSeparatePage: boolean;
  isRemoved: boolean;
};

let sequence = 0;
/** A fresh key for a block made on this screen. */
export function newBlockKey(): string {
  sequence += 1;
  return `new-${sequence}`;
}

export function sectionBlock(draft: SectionDraft): DraftBlock {
  return { key: draft.id, kind: "SECTION", id: draft.id, documentSectionId: draft.documentSectionId, documentClauseId: null, parentClauseId: null, title: draft.title ?? "", text: draft.text ?? "", listStyle: draft.listStyle, textStyle: draft.textStyle, order: draft.order, isSeparatePage: draft.isSeparatePage, isRemoved: draft.isRemoved };
}

export function clauseBlock(draft: ClauseDraft): DraftBlock {
  return { key: draft.id, kind: "CLAUSE", id: draft.id, documentSectionId: draft.documentSectionId, documentClauseId: draft.documentClauseId, parentClauseId: draft.parentClauseId, title: draft.title ?? "", text: draft.text ?? "", listStyle: draft.listStyle, textStyle: draft.textStyle, order: draft.order, isSeparatePage: draft.isSeparatePage, isRemoved: draft.isRemoved };
}

const shared = (block: DraftBlock) => ({
  ...(block.id ? { id: block.id } : {}),
  title: block.title === "" ? null : block.title,
  text: block.text === "" ? null : block.text,
  listStyle: block.listStyle,
  textStyle: block.textStyle,
  order: block.order,
  isSeparatePage: block.isSeparatePage,
  isRemoved: block.isRemoved,
});

/** The autosave's body for the blocks changed since the last save. */
export function saveBodyOf(blocks: readonly DraftBlock[]): SaveDraftsBody {
  const sections: SectionBody[] = blocks.filter((block) => block.kind === "SECTION").map((block) => ({ ...shared(block), documentSectionId: block.documentSectionId }));
  const clauses: ClauseBody[] = blocks
    .filter((block) => block.kind === "CLAUSE")
    .map((block) => ({ ...shared(block), documentClauseId: block.documentClauseId, documentSectionId: block.documentSectionId, parentClauseId: block.parentClauseId }));
  return { sections, clauses };
}

/** Sections and clauses in the agreement's order. */
export function inOrder<T extends { order: number; key: string }>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}
