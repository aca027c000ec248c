import type { Respondent } from "@prenup/domain";
import { isoOrNull } from "../../http/schemas.ts";
import type { DocumentRecordsContext } from "./documents.context.ts";
import { documentNotFound } from "./documents.messages.ts";
import type { ParticipantsResponse } from "./documents.schemas.ts";

export type GetParticipantsInput = { documentId: string };

/** GET /documents/{id}/participants: who is on the document: both partners, their attorneys, and the invitation. */
export async function getParticipants(
  ctx: DocumentRecordsContext,
  input: GetParticipantsInput,
): Promise<ParticipantsResponse> {
  const { documentId } = input;
  const row = await ctx.repository.findDocument(documentId);
  if (!row) throw documentNotFound();
  const { document } = row;
  const people = new Map(
    (await ctx.users.findPeople([document.userAId, ...(document.userBId ? [document.userBId] : [])])).map((p) => [
      p.id,
      p,
    ]),
  );
  const attorneyIds = [document.attorneyAId, document.attorneyBId].filter((id): id is string => id !== null);
  const attorneys = new Map((await ctx.attorneys.namesOf(attorneyIds)).map((a) => [a.id, a]));
  const participant = (userId: string | null, respondent: Respondent) => {
    const person = userId ? people.get(userId) : undefined;
    return person ? { ...person, respondent } : null;
  };
  const userA = participant(document.userAId, "A");
  if (!userA) throw new Error(`document ${document.id} names a user A that does not exist`);
  return {
    userA,
    userB: participant(document.userBId, "B"),
    attorneyA: (document.attorneyAId && attorneys.get(document.attorneyAId)) || null,
    attorneyB: (document.attorneyBId && attorneys.get(document.attorneyBId)) || null,
    invitation: document.invitationEmail
      ? {
          email: document.invitationEmail,
          sentAt: isoOrNull(document.invitationSentAt),
          acceptedAt: isoOrNull(document.invitationAcceptedAt),
          expiresAt: document.userBId ? null : isoOrNull(document.invitationExpiresAt),
        }
      : null,
  };
}
