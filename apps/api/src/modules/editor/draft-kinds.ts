import { documentClauseDrafts, documentSectionDrafts } from "@prenup/db";
import type { DraftClause, DraftSection } from "@prenup/domain";

/**
 * The two kinds of draft and what tells them apart: the table, the field of a save that carries
 * them, the live part a draft edits (none for a new part: an edit replaces the earlier draft of
 * that part), and the ids a draft names (stored as sent, answered as stored).
 */
export const DRAFT_KINDS = {
  section: {
    table: documentSectionDrafts,
    field: "sections",
    edits: "documentSectionId",
    links: ["documentSectionId"],
  },
  clause: {
    table: documentClauseDrafts,
    field: "clauses",
    edits: "documentClauseId",
    links: ["documentClauseId", "documentSectionId", "documentSectionDraftId", "parentClauseId", "parentClauseDraftId"],
  },
} as const;

export type DraftKind = keyof typeof DRAFT_KINDS;
/** A draft as a save sends it. */
export type DraftInput<K extends DraftKind> = { section: DraftSection; clause: DraftClause }[K];
/** A draft as its table stores it. */
export type DraftRow<K extends DraftKind> = (typeof DRAFT_KINDS)[K]["table"]["$inferSelect"];
/** The ids a draft of the kind names. */
export type DraftLink<K extends DraftKind> = (typeof DRAFT_KINDS)[K]["links"][number];
