import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { changeDraftOf, requirePartyOwner } from "./change-draft-facts.ts";

/** GET …/changes: the document's live drafts and changes, newest first (a document has few: no page). */
export async function listChangeDrafts(ctx: AgreementChangesContext, input: { ownerId: string; documentId: string }) {
  await requirePartyOwner(ctx, input.ownerId, input.documentId);
  const rows = await ctx.repository.listChanges(input.documentId);
  return { items: rows.map(changeDraftOf) };
}
