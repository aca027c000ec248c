import { DomainError, sideOf } from "@prenup/domain";
import type { VerifiedToken } from "../../auth/token-verifier.ts";
import type { UserDocumentResponse } from "../documents/index.ts";
import { verifyInviteToken } from "./invite-token.ts";
import { inviteInvalid, sameEmail } from "./partner-steps.ts";
import type { PartnersContext } from "./partners.context.ts";
import { PARTNER_MESSAGES } from "./partners.messages.ts";

/**
 * The invitee joins as partner B: with the link's token (proof of the mailbox), or without one
 * when the access token says the invited e-mail is verified. Either way the account's e-mail
 * must be the invited one. Accepting again as the same partner B answers the document.
 */
export async function acceptInvite(
  ctx: PartnersContext,

  actor: { id: string; email: string; userType: string },
  token: VerifiedToken,
  documentId: string,
  linkToken: string | undefined,
): Promise<UserDocumentResponse> {
  // Attorneys and admins never become a party: staff accounts see agreements through their own rules.
  if (actor.userType !== "CUSTOMER") throw new DomainError("FORBIDDEN", PARTNER_MESSAGES.customersOnly);
  const row = await ctx.documents.findDocument(documentId);
  if (!row || !row.document.isActive) throw inviteInvalid();
  const { document } = row;
  const side = sideOf(document, actor.id);
  if (side === "B") return ctx.documents.documentFor(document.id, actor.id);
  if (side === "A") throw new DomainError("DOCUMENT_EXISTS", PARTNER_MESSAGES.ownInvitation);
  if (document.userBId || !document.invitationEmail) throw inviteInvalid();

  const now = ctx.clock.now();
  let nonceHash: string | null = null;
  if (linkToken !== undefined) {
    nonceHash = await verifyInviteToken({ key: ctx.inviteKey, token: linkToken, documentId: document.id, now });
    if (nonceHash === null || nonceHash !== document.invitationTokenHash) throw inviteInvalid();
    if (!sameEmail(actor.email, document.invitationEmail))
      throw new DomainError("INVITE_EMAIL_MISMATCH", PARTNER_MESSAGES.emailMismatch);
  } else {
    if (!sameEmail(actor.email, document.invitationEmail))
      throw new DomainError("INVITE_EMAIL_MISMATCH", PARTNER_MESSAGES.emailMismatch);
    // The verified claim is about the token's address, which must be the invited one too.
    if (!token.emailVerified || !sameEmail(token.email, document.invitationEmail)) {
      throw new DomainError("EMAIL_NOT_VERIFIED", PARTNER_MESSAGES.emailNotVerified);
    }
  }
  if (document.invitationExpiresAt && document.invitationExpiresAt.getTime() <= now.getTime()) throw inviteInvalid();

  await ctx.db.transaction(async (tx) => {
    // The lock POST /documents takes too: two acceptances, or an acceptance and a new agreement, run one at a time.
    await ctx.documents.lockDocumentsOfUser(actor.id, tx);
    const other = await ctx.documents.findActiveDocumentOfUser(actor.id, tx);
    if (other) throw new DomainError("DOCUMENT_EXISTS", PARTNER_MESSAGES.otherDocument);
    const accepted = await ctx.documents.acceptInvitation(
      { documentId: document.id, userId: actor.id, now, nonceHash },
      tx,
    );
    if (!accepted) throw inviteInvalid();
  });
  return ctx.documents.documentFor(document.id, actor.id);
}
