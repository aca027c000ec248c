import { draftOut } from "./draft-responses.ts";
import type { EditorContext } from "./editor.context.ts";

/** GET /documents/{id}/drafts/clauses */
export async function listClauseDrafts(ctx: EditorContext, documentId: string) {
  return { items: (await ctx.repository.listDrafts("clause", documentId)).map((row) => draftOut("clause", row)) };
}
