import type { DocumentRecordsContext } from "./documents.context.ts";
import { documentNotFound } from "./documents.messages.ts";
import type { UserDocumentResponse } from "./documents.schemas.ts";
import { respondentOf, toUserDocument } from "./user-document.ts";

export type GetDocumentInput = { documentId: string; viewerId: string };

/**
 * GET /documents/{id}: the document as `viewerId` sees it (their side, the other party's names as
 * `partner`); an assigned attorney or an admin sees it as partner A does.
 */
export async function getDocument(ctx: DocumentRecordsContext, input: GetDocumentInput): Promise<UserDocumentResponse> {
  const row = await ctx.repository.findDocument(input.documentId);
  if (!row) throw documentNotFound();
  const respondent = respondentOf(row.document, input.viewerId);
  const partnerId = respondent === "A" ? row.document.userBId : row.document.userAId;
  const [partner] = partnerId ? await ctx.users.findPeople([partnerId]) : [];
  return toUserDocument(row.document, row.state, respondent, partner ?? null);
}
