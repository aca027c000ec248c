import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import type { ChangeDraftListResponse } from "./agreement-changes.schemas.ts";
import { changeDraftOf, requirePartyOwner } from "./change-draft-facts.ts";

/**
 * GET …/changes: the signed original (its day of signing and record hash, null before it is signed)
 * and the document's live drafts and changes, newest first (a document has few: no page).
 */
export async function listChangeDrafts(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string },
): Promise<ChangeDraftListResponse> {
  await requirePartyOwner(ctx, input.ownerId, input.documentId);
  const [rows, record] = await Promise.all([
    ctx.repository.listChanges(input.documentId),
    ctx.repository.signedRecord(input.documentId),
  ]);
  return {
    original: record?.signedOn ? { signedOn: record.signedOn, recordHash: record.hash } : null,
    items: rows.map(changeDraftOf),
  };
}
