import { z } from "zod";
import { LIST_STYLES, TEXT_STYLES, type ListStyle, type TextStyle } from "./enums.ts";
import { textSchema } from "./text.ts";

/**
 * The agreement editor's rules: one editor at a time through a lock that lapses without a
 * heartbeat. Pure; the server and the editor screens read them.
 */

/** A lock lasts this long after its last heartbeat (the editor sends one every EDITOR_HEARTBEAT_SECONDS). */
export const EDITOR_LOCK_TTL_SECONDS = 90;
export const EDITOR_HEARTBEAT_SECONDS = 30;

export type EditorLockLike = { userId: string; expiresAt: Date | string };

/** The lock as a viewer sees it: nobody's (none, or lapsed), theirs, or someone else's. */
export function editorLockState(lock: EditorLockLike | null, viewerId: string, now: Date): "FREE" | "MINE" | "OTHERS" {
  if (!lock || new Date(lock.expiresAt).getTime() <= now.getTime()) return "FREE";
  return lock.userId === viewerId ? "MINE" : "OTHERS";
}

/** When a lock taken or renewed at `now` lapses. */
export function editorLockExpiry(now: Date): Date {
  return new Date(now.getTime() + EDITOR_LOCK_TTL_SECONDS * 1000);
}

/** The message of a refused lock (someone else is editing). */
export function editorLockedMessage(holderName: string, expiresAt: Date | string): string {
  return `${holderName} is editing this agreement. The lock lapses at ${new Date(expiresAt).toISOString()} unless they keep working.`;
}

// ---------------------------------------------------------------------------------------------
// Drafts: an editor's unpublished changes, saved as they type (POST /documents/{id}/drafts/many).

export const DRAFT_TEXT_MAX = 20_000;
export const DRAFT_TITLE_MAX = 300;
export const DRAFTS_PER_SAVE_MAX = 200;

const draftFields = {
  title: textSchema({
    max: DRAFT_TITLE_MAX,
    messages: { tooLong: `A title can be at most ${DRAFT_TITLE_MAX} characters.` },
  })
    .nullable()
    .optional(),
  text: textSchema({
    max: DRAFT_TEXT_MAX,
    messages: { tooLong: `A section or clause can be at most ${DRAFT_TEXT_MAX} characters.` },
  })
    .nullable()
    .optional(),
  listStyle: z.enum(LIST_STYLES).default("NONE"),
  textStyle: z.enum(TEXT_STYLES).nullable().optional(),
  order: z.int().min(0).max(100_000),
  isSeparatePage: z.boolean().default(false),
  /** The section or clause is taken out of the agreement when the drafts are committed. */
  isRemoved: z.boolean().default(false),
};

/** A section's draft: an edit of an existing section (documentSectionId), or a new one (none). */
export const draftSectionSchema = z.strictObject({
  /**
   * The draft's own id: as an earlier save answered it (to change that draft again), or a new UUID
   * the editor chose for a new section, so that clauses of the same save can name it
   * (`documentSectionDraftId`).
   */
  id: z.uuid().optional(),
  documentSectionId: z.uuid().nullable().optional(),
  ...draftFields,
});

/**
 * A clause's draft: an edit of an existing clause, or a new clause in a section — an existing one
 * (documentSectionId) or a new one's draft (documentSectionDraftId) — and under a parent clause: an
 * existing one (parentClauseId) or a new one's draft (parentClauseDraftId). Its id, like a
 * section's, may be chosen by the editor for a new clause, so its sub-clauses can name it.
 */
export const draftClauseSchema = z.strictObject({
  id: z.uuid().optional(),
  documentClauseId: z.uuid().nullable().optional(),
  documentSectionId: z.uuid().nullable().optional(),
  documentSectionDraftId: z.uuid().nullable().optional(),
  parentClauseId: z.uuid().nullable().optional(),
  parentClauseDraftId: z.uuid().nullable().optional(),
  ...draftFields,
});

/** The problems of one save's drafts that need no database: each is a message and the path of the field. */
export function draftShapeProblems(body: {
  sections: readonly DraftSection[];
  clauses: readonly DraftClause[];
}): { message: string; path: (string | number)[] }[] {
  const problems: { message: string; path: (string | number)[] }[] = [];
  const seen = new Set<string>();
  const once = (id: string | undefined, path: (string | number)[]) => {
    if (!id) return;
    if (seen.has(id)) problems.push({ message: "Each draft is sent once in a save (this id repeats).", path });
    seen.add(id);
  };
  body.sections.forEach((draft, index) => once(draft.id, ["sections", index, "id"]));
  body.clauses.forEach((draft, index) => {
    once(draft.id, ["clauses", index, "id"]);
    if (draft.documentSectionId && draft.documentSectionDraftId)
      problems.push({
        message: "A clause belongs to one section: give documentSectionId or documentSectionDraftId, not both.",
        path: ["clauses", index, "documentSectionDraftId"],
      });
    else if (!draft.documentClauseId && !draft.documentSectionId && !draft.documentSectionDraftId)
      problems.push({
        message:
          "A new clause needs the section it belongs to (documentSectionId, or documentSectionDraftId for a new section).",
        path: ["clauses", index],
      });
    if (draft.parentClauseId && draft.parentClauseDraftId)
      problems.push({
        message: "A clause has one parent: give parentClauseId or parentClauseDraftId, not both.",
        path: ["clauses", index, "parentClauseDraftId"],
      });
    if (draft.id && draft.parentClauseDraftId === draft.id)
      problems.push({ message: "A clause cannot be its own parent.", path: ["clauses", index, "parentClauseDraftId"] });
  });
  return problems;
}

/** One autosave: the sections and clauses changed since the last one (each replaces its earlier draft). */
export const saveDraftsBodySchema = z
  .strictObject({
    sections: z.array(draftSectionSchema).max(DRAFTS_PER_SAVE_MAX).default([]),
    clauses: z.array(draftClauseSchema).max(DRAFTS_PER_SAVE_MAX).default([]),
  })
  .refine((body) => body.sections.length + body.clauses.length > 0, {
    error: "Nothing to save: send at least one section or clause.",
  })
  .superRefine((body, context) => {
    for (const problem of draftShapeProblems(body))
      context.addIssue({ code: "custom", message: problem.message, path: problem.path });
  });
export type DraftSection = z.infer<typeof draftSectionSchema>;
export type DraftClause = z.infer<typeof draftClauseSchema>;

// ---------------------------------------------------------------------------------------------
// Library groups: optional sections and clauses an editor inserts, grouped and offered per state.

const LIBRARY_KEY = /^[a-z0-9_]{2,60}$/;

/** POST /library-groups (the admin's form validates with the same schema). */
export const createLibraryGroupSchema = z.strictObject({
  key: z.string().regex(LIBRARY_KEY, { error: "The key is 2 to 60 lower-case letters, digits or underscores." }),
  name: textSchema({ max: 120, messages: { tooLong: "The name can be at most 120 characters." } }).pipe(
    z.string().trim().min(1, { error: "Give the group a name." }),
  ),
  description: textSchema({ max: 2000, messages: { tooLong: "The description can be at most 2000 characters." } })
    .nullable()
    .optional(),
  order: z.int().min(0).max(10_000).default(0),
  /** The states it is offered in; empty: every state. */
  stateIds: z.array(z.uuid()).max(60).default([]),
  sectionTemplateIds: z.array(z.uuid()).max(200).default([]),
  clauseTemplateIds: z.array(z.uuid()).max(500).default([]),
});
/** PATCH /library-groups/{id}: any of the fields; a list given replaces the group's links. */
export const updateLibraryGroupSchema = z
  .strictObject({
    name: createLibraryGroupSchema.shape.name.optional(),
    description: createLibraryGroupSchema.shape.description,
    order: z.int().min(0).max(10_000).optional(),
    stateIds: z.array(z.uuid()).max(60).optional(),
    sectionTemplateIds: z.array(z.uuid()).max(200).optional(),
    clauseTemplateIds: z.array(z.uuid()).max(500).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Nothing to change." });
export type CreateLibraryGroup = z.infer<typeof createLibraryGroupSchema>;
export type UpdateLibraryGroup = z.infer<typeof updateLibraryGroupSchema>;

// ---------------------------------------------------------------------------------------------
// Commit: the drafts become the agreement's text.

type TextFields = {
  title: string | null;
  text: string | null;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  order: number;
};
export type CommittableSection = TextFields & {
  id: string;
  key: string | null;
  isSeparatePage: boolean;
  sectionTemplateId: string | null;
};
export type CommittableClause = TextFields & {
  id: string;
  key: string | null;
  documentSectionId: string;
  parentClauseId: string | null;
  clauseTemplateId: string | null;
};
export type StoredSectionDraft = TextFields & {
  id: string;
  documentSectionId: string | null;
  isRemoved: boolean;
  isSeparatePage: boolean;
};
export type StoredClauseDraft = TextFields & {
  id: string;
  documentClauseId: string | null;
  documentSectionId: string | null;
  documentSectionDraftId: string | null;
  parentClauseId: string | null;
  parentClauseDraftId: string | null;
  isRemoved: boolean;
};

/**
 * The agreement's text after its drafts: an edit replaces its section's or clause's title, text,
 * styles and order (a null title or text keeps the current one); a removal takes the section or
 * clause out with everything under it; a new section or clause is added with an id from `newId`,
 * in its section (an existing one, or a new one by its draft's id) and under its parent (likewise).
 * New clauses of sections or parents that are gone are dropped. Sections and clauses come back in
 * order.
 */
export function applyDrafts(input: {
  sections: readonly CommittableSection[];
  clauses: readonly CommittableClause[];
  sectionDrafts: readonly StoredSectionDraft[];
  clauseDrafts: readonly StoredClauseDraft[];
  newId: () => string;
}): { sections: CommittableSection[]; clauses: CommittableClause[] } {
  const edit = <T extends TextFields>(row: T, draft: TextFields): T => ({
    ...row,
    title: draft.title ?? row.title,
    text: draft.text ?? row.text,
    listStyle: draft.listStyle,
    textStyle: draft.textStyle ?? null,
    order: draft.order,
  });
  const sectionEdits = new Map(
    input.sectionDrafts.filter((draft) => draft.documentSectionId).map((draft) => [draft.documentSectionId!, draft]),
  );
  const sections: CommittableSection[] = [];
  for (const section of input.sections) {
    const draft = sectionEdits.get(section.id);
    if (draft?.isRemoved) continue;
    sections.push(draft ? { ...edit(section, draft), isSeparatePage: draft.isSeparatePage } : { ...section });
  }
  // A new section's and a new clause's id, by their draft's id (their clauses and sub-clauses name the draft).
  const sectionOfDraft = new Map<string, string>();
  for (const draft of input.sectionDrafts.filter((candidate) => !candidate.documentSectionId && !candidate.isRemoved)) {
    const id = input.newId();
    sectionOfDraft.set(draft.id, id);
    sections.push({
      id,
      key: null,
      sectionTemplateId: null,
      title: draft.title,
      text: draft.text,
      listStyle: draft.listStyle,
      textStyle: draft.textStyle ?? null,
      order: draft.order,
      isSeparatePage: draft.isSeparatePage,
    });
  }
  const liveSections = new Set(sections.map((section) => section.id));
  const clauseEdits = new Map(
    input.clauseDrafts.filter((draft) => draft.documentClauseId).map((draft) => [draft.documentClauseId!, draft]),
  );
  let clauses: CommittableClause[] = input.clauses.map((clause) => {
    const draft = clauseEdits.get(clause.id);
    return draft && !draft.isRemoved ? edit(clause, draft) : { ...clause };
  });
  const removed = new Set(
    input.clauseDrafts
      .filter((draft) => draft.documentClauseId && draft.isRemoved)
      .map((draft) => draft.documentClauseId!),
  );
  const newClauses = input.clauseDrafts.filter((candidate) => !candidate.documentClauseId && !candidate.isRemoved);
  const clauseOfDraft = new Map(newClauses.map((draft) => [draft.id, input.newId()]));
  for (const draft of newClauses) {
    const documentSectionId =
      draft.documentSectionId ??
      (draft.documentSectionDraftId ? sectionOfDraft.get(draft.documentSectionDraftId) : undefined);
    // A removed (or unknown) new section or parent takes the clause with it; the loop below drops sub-clauses of what is gone.
    if (!documentSectionId) continue;
    if (draft.parentClauseDraftId && !clauseOfDraft.has(draft.parentClauseDraftId)) continue;
    const parentClauseId =
      draft.parentClauseId ?? (draft.parentClauseDraftId ? clauseOfDraft.get(draft.parentClauseDraftId)! : null);
    clauses.push({
      id: clauseOfDraft.get(draft.id)!,
      key: null,
      clauseTemplateId: null,
      documentSectionId,
      parentClauseId,
      title: draft.title,
      text: draft.text,
      listStyle: draft.listStyle,
      textStyle: draft.textStyle ?? null,
      order: draft.order,
    });
  }
  // Drop what was removed, what lies under it, and what hangs off a section that is gone.
  for (let changed = true; changed; ) {
    const before = clauses.length;
    clauses = clauses.filter(
      (clause) =>
        !removed.has(clause.id) &&
        liveSections.has(clause.documentSectionId) &&
        (clause.parentClauseId === null || clauses.some((parent) => parent.id === clause.parentClauseId)),
    );
    changed = clauses.length !== before;
  }
  const byOrder = <T extends { order: number; id: string }>(a: T, b: T) =>
    a.order - b.order || a.id.localeCompare(b.id);
  return { sections: sections.sort(byOrder), clauses: clauses.sort(byOrder) };
}

/** The messages of the commit's summary (the editor's form and the server say the same). */
export const COMMIT_MESSAGES = {
  summaryRequired: "Say in a few words what you changed.",
  summaryTooLong: "The summary can be at most 500 characters.",
  nonsubstantiveNotBoolean: "Say whether the change leaves the terms as they were: true or false.",
  nonsubstantiveLabel: "This correction does not change the terms of the agreement",
  nonsubstantiveHint:
    "Only for a typo, a name's spelling or a cross-reference. Where the state counts days from the final agreement (California's 7), the couple's days keep counting from when they first had it; any other change starts them again.",
} as const;

export const commitDraftsBodySchema = z.strictObject({
  /** What changed, in a sentence: shown in the agreement's history. */
  message: textSchema({ max: 500, messages: { tooLong: COMMIT_MESSAGES.summaryTooLong } }).pipe(
    z.string().trim().min(1, { error: COMMIT_MESSAGES.summaryRequired }),
  ),
  /**
   * The editor's word that the change corrects the text without changing the terms: the review period
   * already running keeps its start (`keptReviewPeriodFrom`). Absent: false.
   */
  nonsubstantive: z.boolean({ error: COMMIT_MESSAGES.nonsubstantiveNotBoolean }).optional(),
});
