import type { ClauseDraft, DocumentClause, DocumentSection, SaveDraftsBody, SectionDraft } from "@prenup/api-client";
import type { VersionClause, VersionSection } from "@prenup/ui/redline";
import { toPlainText } from "./rich-text.ts";

type SectionBody = SaveDraftsBody["sections"] extends (infer T)[] | undefined ? T : never;
type ClauseBody = SaveDraftsBody["clauses"] extends (infer T)[] | undefined ? T : never;
export type ListStyle = SectionDraft["listStyle"];
export type TextStyle = SectionDraft["textStyle"];

/**
 * One section or clause as the editor holds it: a live part of the agreement (no draft yet, id
 * null), a draft (saved or not yet) of an edit of one, or a new one.
 */
export type DraftBlock = {
  /** The screen's own key (stable while the draft gets its id). */
  key: string;
  kind: "SECTION" | "CLAUSE";
  /** The draft's id once a save answered it. */
  id: string | null;
  documentSectionId: string | null;
  /** A new clause's section when that section is new too: its draft's id. */
  documentSectionDraftId: string | null;
  documentClauseId: string | null;
  parentClauseId: string | null;
  /** A new sub-clause's parent when that clause is new too: its draft's id. */
  parentClauseDraftId: string | null;
  title: string;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle;
  order: number;
  isSeparatePage: boolean;
  isRemoved: boolean;
};

/**
 * The id of a section or clause made on this screen: its draft's id from the start (the API takes
 * it), so the clauses of a new section and the sub-clauses of a new clause can name it in the same
 * save. It is also the block's key.
 */
export function newDraftId(): string {
  return crypto.randomUUID();
}

/** How clauses name a section: a live section by its id, a new one by its draft's id. */
export function sectionRef(section: DraftBlock): string {
  return section.documentSectionId ?? section.id ?? section.key;
}

/** The section a clause belongs to (either kind of id). */
const sectionOfClause = (clause: DraftBlock) => clause.documentSectionId ?? clause.documentSectionDraftId;
/** How sub-clauses name a clause: a live clause by its id, a new one by its draft's id. */
export const clauseRef = (clause: DraftBlock) => clause.documentClauseId ?? clause.id ?? clause.key;
const parentOfClause = (clause: DraftBlock) => clause.parentClauseId ?? clause.parentClauseDraftId;

/** Where a new clause goes: the section (live or new) and the parent clause (live or new), as the API names them. */
export function placementIn(
  section: DraftBlock,
  parent: DraftBlock | null,
): Pick<DraftBlock, "documentSectionId" | "documentSectionDraftId" | "parentClauseId" | "parentClauseDraftId"> {
  return {
    documentSectionId: section.documentSectionId,
    documentSectionDraftId: section.documentSectionId ? null : sectionRef(section),
    parentClauseId: parent?.documentClauseId ?? null,
    parentClauseDraftId: parent && !parent.documentClauseId ? clauseRef(parent) : null,
  };
}

/** The screen's key of a live section or clause (it stays the same once a draft of it exists). */
const liveSectionKey = (id: string) => `section-${id}`;
const liveClauseKey = (id: string) => `clause-${id}`;

export function sectionBlock(draft: SectionDraft): DraftBlock {
  return {
    key: draft.documentSectionId ? liveSectionKey(draft.documentSectionId) : draft.id,
    kind: "SECTION",
    id: draft.id,
    documentSectionId: draft.documentSectionId,
    documentSectionDraftId: null,
    documentClauseId: null,
    parentClauseId: null,
    parentClauseDraftId: null,
    title: draft.title ?? "",
    text: toPlainText(draft.text),
    listStyle: draft.listStyle,
    textStyle: draft.textStyle,
    order: draft.order,
    isSeparatePage: draft.isSeparatePage,
    isRemoved: draft.isRemoved,
  };
}

export function clauseBlock(draft: ClauseDraft): DraftBlock {
  return {
    key: draft.documentClauseId ? liveClauseKey(draft.documentClauseId) : draft.id,
    kind: "CLAUSE",
    id: draft.id,
    documentSectionId: draft.documentSectionId,
    documentSectionDraftId: draft.documentSectionDraftId,
    documentClauseId: draft.documentClauseId,
    parentClauseId: draft.parentClauseId,
    parentClauseDraftId: draft.parentClauseDraftId,
    title: draft.title ?? "",
    text: toPlainText(draft.text),
    listStyle: draft.listStyle,
    textStyle: draft.textStyle,
    order: draft.order,
    isSeparatePage: draft.isSeparatePage,
    isRemoved: draft.isRemoved,
  };
}

function liveSectionBlock(section: DocumentSection): DraftBlock {
  return {
    key: liveSectionKey(section.id),
    kind: "SECTION",
    id: null,
    documentSectionId: section.id,
    documentSectionDraftId: null,
    documentClauseId: null,
    parentClauseId: null,
    parentClauseDraftId: null,
    title: section.title ?? "",
    text: toPlainText(section.text),
    listStyle: section.listStyle,
    textStyle: section.textStyle,
    order: section.order,
    isSeparatePage: section.isSeparatePage,
    isRemoved: false,
  };
}

function liveClauseBlock(clause: DocumentClause, sectionId: string): DraftBlock {
  return {
    key: liveClauseKey(clause.id),
    kind: "CLAUSE",
    id: null,
    documentSectionId: sectionId,
    documentSectionDraftId: null,
    documentClauseId: clause.id,
    parentClauseId: clause.parentClauseId,
    parentClauseDraftId: null,
    title: clause.title ?? "",
    text: toPlainText(clause.text),
    listStyle: clause.listStyle,
    textStyle: clause.textStyle,
    order: clause.order,
    isSeparatePage: clause.isSeparatePage,
    isRemoved: false,
  };
}

/**
 * The agreement as the editor shows it: every live section and clause, each replaced by its draft
 * when one exists (matched on documentSectionId / documentClauseId), then the new sections and
 * clauses the drafts add. A clause draft of a live clause keeps the clause's section and parent.
 */
export function workspaceBlocks(
  sections: readonly DocumentSection[],
  sectionDrafts: readonly SectionDraft[],
  clauseDrafts: readonly ClauseDraft[],
): DraftBlock[] {
  const sectionDraftOf = new Map(
    sectionDrafts.filter((draft) => draft.documentSectionId).map((draft) => [draft.documentSectionId, draft]),
  );
  const clauseDraftOf = new Map(
    clauseDrafts.filter((draft) => draft.documentClauseId).map((draft) => [draft.documentClauseId, draft]),
  );
  const blocks: DraftBlock[] = [];
  for (const section of sections) {
    const sectionDraft = sectionDraftOf.get(section.id);
    blocks.push(sectionDraft ? sectionBlock(sectionDraft) : liveSectionBlock(section));
    for (const clause of section.clauses) {
      const clauseDraft = clauseDraftOf.get(clause.id);
      blocks.push(
        clauseDraft
          ? { ...clauseBlock(clauseDraft), documentSectionId: section.id, parentClauseId: clause.parentClauseId }
          : liveClauseBlock(clause, section.id),
      );
    }
  }
  const liveSections = new Set(sections.map((section) => section.id));
  const liveClauses = new Set(sections.flatMap((section) => section.clauses.map((clause) => clause.id)));
  for (const draft of sectionDrafts)
    if (!draft.documentSectionId || !liveSections.has(draft.documentSectionId)) blocks.push(sectionBlock(draft));
  for (const draft of clauseDrafts)
    if (!draft.documentClauseId || !liveClauses.has(draft.documentClauseId)) blocks.push(clauseBlock(draft));
  return blocks;
}

/** The order that puts a new section after the last one (removed ones count: they keep their place until the commit). */
export function nextSectionOrder(blocks: readonly DraftBlock[]): number {
  return Math.max(0, ...blocks.filter((block) => block.kind === "SECTION").map((block) => block.order + 1));
}

/** The order that puts a new clause after the last of its siblings: the section's top-level clauses, or the sub-clauses of `parent`. */
export function nextClauseOrder(blocks: readonly DraftBlock[], section: string, parent: string | null = null): number {
  return Math.max(
    0,
    ...blocks
      .filter(
        (block) =>
          block.kind === "CLAUSE" && sectionOfClause(block) === section && (parentOfClause(block) ?? null) === parent,
      )
      .map((block) => block.order + 1),
  );
}

const shared = (block: DraftBlock) => ({
  ...(block.id ? { id: block.id } : {}),
  title: block.title === "" ? null : toPlainText(block.title),
  text: block.text === "" ? null : toPlainText(block.text),
  listStyle: block.listStyle,
  textStyle: block.textStyle,
  order: block.order,
  isSeparatePage: block.isSeparatePage,
  isRemoved: block.isRemoved,
});

/** The autosave's body for the blocks changed since the last save. */
export function saveBodyOf(blocks: readonly DraftBlock[]): SaveDraftsBody {
  const sections: SectionBody[] = blocks
    .filter((block) => block.kind === "SECTION")
    .map((block) => ({ ...shared(block), documentSectionId: block.documentSectionId }));
  const clauses: ClauseBody[] = blocks
    .filter((block) => block.kind === "CLAUSE")
    .map((block) => ({
      ...shared(block),
      documentClauseId: block.documentClauseId,
      documentSectionId: block.documentSectionId,
      documentSectionDraftId: block.documentSectionDraftId,
      parentClauseId: block.parentClauseId,
      parentClauseDraftId: block.parentClauseDraftId,
    }));
  return { sections, clauses };
}

/** Sections and clauses in the agreement's order. */
export function inOrder<T extends { order: number; key: string }>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

/** The parent clause a clause hangs under (none for a top-level clause, or when its parent is not among the blocks). */
export function parentBlockOf(blocks: readonly DraftBlock[], clause: DraftBlock): DraftBlock | null {
  const parent = parentOfClause(clause);
  if (!parent) return null;
  return blocks.find((block) => block.kind === "CLAUSE" && clauseRef(block) === parent) ?? null;
}

/** The section (live or new) a clause belongs to. */
export function sectionBlockOf(blocks: readonly DraftBlock[], clause: DraftBlock): DraftBlock | null {
  const section = sectionOfClause(clause);
  return blocks.find((block) => block.kind === "SECTION" && sectionRef(block) === section) ?? null;
}

/**
 * Room for `count` new clauses right after `clause`, among its siblings (same section, same
 * parent): the first of their orders, and the later siblings moved on where their orders would
 * not leave room (each keeps its place after the new ones).
 */
export function roomAfter(
  blocks: readonly DraftBlock[],
  clause: DraftBlock,
  count: number,
): { first: number; moves: { key: string; order: number }[] } {
  const siblings = inOrder(
    blocks.filter(
      (block) =>
        block.kind === "CLAUSE" &&
        sectionOfClause(block) === sectionOfClause(clause) &&
        (parentOfClause(block) ?? null) === (parentOfClause(clause) ?? null),
    ),
  );
  const later = siblings.slice(siblings.findIndex((block) => block.key === clause.key) + 1);
  const first = clause.order + 1;
  const moves: { key: string; order: number }[] = [];
  let previous = first + count - 1;
  for (const sibling of later) {
    const order = Math.max(sibling.order, previous + 1);
    if (order !== sibling.order) moves.push({ key: sibling.key, order });
    previous = order;
  }
  return { first, moves };
}

/**
 * The agreement as the drafts make it (what a commit would store), for tracked changes and
 * numbering: the sections and clauses not removed (a removed clause takes its sub-clauses with
 * it), in order, each named by `sectionRef` / `clauseRef` (a live one by its id in the agreement).
 * `keyOf` gives a live section's or clause's template key.
 */
export function draftVersion(blocks: readonly DraftBlock[], keyOf: (id: string) => string | null): VersionSection[] {
  const clauseTree = (section: string): VersionClause[] => {
    const clauses = inOrder(blocks.filter((block) => block.kind === "CLAUSE" && sectionOfClause(block) === section));
    const ids = new Set(clauses.map(clauseRef));
    const childrenOf = (parent: string | null): VersionClause[] =>
      clauses
        .filter((clause) => {
          const own = parentOfClause(clause);
          return parent === null ? !own || !ids.has(own) : own === parent;
        })
        .filter((clause) => !clause.isRemoved)
        .map((clause) => ({
          id: clauseRef(clause),
          key: clause.documentClauseId ? keyOf(clause.documentClauseId) : null,
          title: clause.title === "" ? null : clause.title,
          text: clause.text,
          listStyle: clause.listStyle,
          textStyle: clause.textStyle ?? null,
          children: childrenOf(clauseRef(clause)),
        }));
    return childrenOf(null);
  };
  return inOrder(blocks.filter((block) => block.kind === "SECTION" && !block.isRemoved)).map((section) => ({
    id: sectionRef(section),
    key: section.documentSectionId ? keyOf(section.documentSectionId) : null,
    title: section.title,
    text: section.text,
    listStyle: section.listStyle,
    textStyle: section.textStyle ?? null,
    isSeparatePage: section.isSeparatePage,
    clauses: clauseTree(sectionRef(section)),
  }));
}
