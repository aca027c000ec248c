import { draftOut } from "./draft-responses.ts";
import type { EditorContext } from "./editor.context.ts";

/** GET /documents/{id}/drafts/sections */
export async function listSectionDrafts(ctx: EditorContext, documentId: string) {
  return { items: (await ctx.repository.listDrafts("section", documentId)).map((row) => draftOut("section", row)) };
}
