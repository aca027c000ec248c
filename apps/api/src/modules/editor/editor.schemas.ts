import { LIST_STYLES, TEXT_STYLES } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema } from "../../http/schemas.ts";

export const documentLockSchema = z.object({
  /** Who holds it (every person of the agreement may see who is editing). */
  holder: z.object({ id: z.uuid(), name: z.string() }),
  acquiredAt: timestampSchema,
  /** It lapses then unless the holder sends a heartbeat (POST again). */
  expiresAt: timestampSchema,
  isMine: z.boolean(),
});
apiSchemaRegistry.add(documentLockSchema, { id: "DocumentLock" });

export const lockResponseSchema = z.object({
  lock: documentLockSchema.nullable(),
  ttlSeconds: z.int(),
  heartbeatSeconds: z.int(),
});
export const emptyBodySchema = z.object({}).strict().optional();

const draftShape = {
  id: z.uuid(),
  authorUserId: z.uuid(),
  isRemoved: z.boolean(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  order: z.int(),
  isSeparatePage: z.boolean(),
  updatedAt: timestampSchema,
};
export const sectionDraftSchema = z.object({ ...draftShape, documentSectionId: z.uuid().nullable() });
apiSchemaRegistry.add(sectionDraftSchema, { id: "SectionDraft" });
export const clauseDraftSchema = z.object({
  ...draftShape,
  documentClauseId: z.uuid().nullable(),
  documentSectionId: z.uuid().nullable(),
  /** A new section's draft the (new) clause belongs to. */
  documentSectionDraftId: z.uuid().nullable(),
  parentClauseId: z.uuid().nullable(),
  /** A new clause's draft the (new) sub-clause sits under. */
  parentClauseDraftId: z.uuid().nullable(),
});
apiSchemaRegistry.add(clauseDraftSchema, { id: "ClauseDraft" });

export const sectionDraftsResponseSchema = z.object({ items: z.array(sectionDraftSchema) });
export const clauseDraftsResponseSchema = z.object({ items: z.array(clauseDraftSchema) });
export const saveDraftsResponseSchema = z.object({
  sections: z.array(sectionDraftSchema),
  clauses: z.array(clauseDraftSchema),
  lockExpiresAt: timestampSchema,
});

export const commitResponseSchema = z.object({
  /** The new version's moment (GET /documents/{id}/history/{commitAt}). */
  commitAt: timestampSchema,
  pdfFileId: z.uuid(),
  docxFileId: z.uuid(),
});

/** A part of the agreement as it currently stands (what the editor's drafts change, by these ids). */
const currentTextShape = {
  id: z.uuid(),
  /** The template's key it was generated from; null for a part an attorney added. */
  key: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  listStyle: z.enum(LIST_STYLES),
  textStyle: z.enum(TEXT_STYLES).nullable(),
  order: z.int(),
  isSeparatePage: z.boolean(),
};
export const currentClauseSchema = z.object({ ...currentTextShape, parentClauseId: z.uuid().nullable() });
apiSchemaRegistry.add(currentClauseSchema, { id: "DocumentClause" });
export const currentSectionSchema = z.object({ ...currentTextShape, clauses: z.array(currentClauseSchema) });
apiSchemaRegistry.add(currentSectionSchema, { id: "DocumentSection" });
export const currentTextResponseSchema = z.object({ sections: z.array(currentSectionSchema) });
