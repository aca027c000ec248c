import { notFound } from "../../http/errors.ts";
import type { AgreementChangesContext } from "./agreement-changes.context.ts";
import { requirePartyOwner } from "./change-draft-facts.ts";

/**
 * GET …/changes/{changeId}/signatures/{respondent}/file: the notarized copy a spouse recorded with
 * their signing of a change, for the document's readers. 404 when that spouse has not signed it.
 */
export async function downloadSignedCopy(
  ctx: AgreementChangesContext,
  input: { ownerId: string; documentId: string; changeId: string; respondent: "A" | "B" },
) {
  await requirePartyOwner(ctx, input.ownerId, input.documentId);
  const row = await ctx.repository.signedCopy(input.documentId, input.changeId, input.respondent);
  if (!row?.file) throw notFound();
  const bytes = await ctx.files.readFile({
    id: row.fileId,
    key: row.file.key,
    name: row.file.name,
    size: Number(row.file.size),
    contentType: row.file.contentType,
    createdAt: new Date(row.createdAt),
    createdById: row.file.createdById,
  });
  return { bytes, name: row.file.name, contentType: row.file.contentType };
}
