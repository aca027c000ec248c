import { DomainError, partnerIdOf } from "@prenup/domain";
import type { DocumentRecordsContext } from "./documents.context.ts";
import { DOCUMENT_MESSAGES } from "./documents.messages.ts";
import type { UserDocumentResponse } from "./documents.schemas.ts";
import { respondentOf, toUserDocument } from "./user-document.ts";

export type ListUserDocumentsInput = { userId: string };

/** GET /users/{id}/documents: the user's documents with the state summary and the other partner's names. */
export async function listUserDocuments(
  ctx: DocumentRecordsContext,
  input: ListUserDocumentsInput,
): Promise<UserDocumentResponse[]> {
  const { userId } = input;
  const rows = await ctx.repository.listDocumentsOfUser(userId);
  const partnerIds = rows
    .map(({ document }) => partnerIdOf(document, userId))
    .filter((id): id is string => id !== null);
  // The user's own row comes with the partners' names: one query tells whether the user exists.
  const names = new Map((await ctx.users.findPeople([userId, ...partnerIds])).map((row) => [row.id, row]));
  if (!names.has(userId)) throw new DomainError("USER_NOT_FOUND", DOCUMENT_MESSAGES.userNotFound);
  return rows.map(({ document, state }) => {
    const respondent = respondentOf(document, userId);
    const partnerId = partnerIdOf(document, userId);
    return toUserDocument(document, state, respondent, partnerId ? (names.get(partnerId) ?? null) : null);
  });
}
