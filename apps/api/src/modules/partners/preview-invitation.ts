import type { InvitationPreviewResponse } from "./partners.schemas.ts";
import { verifyInviteToken } from "./invite-token.ts";
import { emailHint, inviteInvalid } from "./partner-steps.ts";
import type { PartnersContext } from "./partners.context.ts";

/**
 * The agreement an invitation link opens: its current, unexpired, unused link, while the agreement
 * still waits for its partner; anything else is INVITE_INVALID, whichever part failed.
 */
export async function openInvitationOf(ctx: PartnersContext, documentId: string, linkToken: string) {
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
  return {
    document,
    invitationEmail: document.invitationEmail,
    expiresAt: document.invitationExpiresAt,
    state: row.state,
  };
}

/**
 * What an invitation link says before its holder signs in: the inviter's first name, the state
 * and a hint of the invited address (`openInvitationOf` decides which links say anything).
 */
export async function previewInvitation(
  ctx: PartnersContext,
  documentId: string,
  linkToken: string,
): Promise<InvitationPreviewResponse> {
  const { document, invitationEmail, expiresAt, state } = await openInvitationOf(ctx, documentId, linkToken);
  const [inviter] = await ctx.users.findPeople([document.userAId]);
  return {
    documentId: document.id,
    invitedBy: { firstName: inviter?.firstName ?? null },
    invitedEmailHint: emailHint(invitationEmail),
    state: state ? { name: state.name, abbreviation: state.abbreviation } : null,
    expiresAt: expiresAt.toISOString(),
  };
}
