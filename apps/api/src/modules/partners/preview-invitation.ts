import type { InvitationPreviewResponse } from "./partners.schemas.ts";
import { verifyInviteToken } from "./invite-token.ts";
import { emailHint, inviteInvalid } from "./partner-steps.ts";
import type { PartnersContext } from "./partners.context.ts";

/**
 * What an invitation link says before its holder signs in: the inviter's first name, the state
 * and a hint of the invited address. Only for the current, unexpired, unused link of an agreement
 * still waiting for its partner; anything else is INVITE_INVALID, whichever part failed.
 */
export async function previewInvitation(
  ctx: PartnersContext,
  documentId: string,
  linkToken: string,
): Promise<InvitationPreviewResponse> {
  const now = ctx.clock.now();
  const nonceHash = await verifyInviteToken({ key: ctx.inviteKey, token: linkToken, documentId, now });
  if (nonceHash === null) throw inviteInvalid();
  const row = await ctx.documents.findDocument(documentId);
  const document = row?.document;
  if (
    !document ||
    !document.isActive ||
    document.userBId ||
    document.invitationTokenHash !== nonceHash ||
    !document.invitationEmail
  ) {
    throw inviteInvalid();
  }
  if (!document.invitationExpiresAt || document.invitationExpiresAt.getTime() <= now.getTime()) throw inviteInvalid();
  const [inviter] = await ctx.users.findPeople([document.userAId]);
  return {
    documentId: document.id,
    invitedBy: { firstName: inviter?.firstName ?? null },
    invitedEmailHint: emailHint(document.invitationEmail),
    state: row.state ? { name: row.state.name, abbreviation: row.state.abbreviation } : null,
    expiresAt: document.invitationExpiresAt.toISOString(),
  };
}
