import { DomainError } from "@prenup/domain";
import type { UserDocumentResponse } from "../documents/index.ts";
import { createInviteToken } from "./invite-token.ts";
import { partnerInviteMail } from "./partner-mails.ts";
import { INVITE_INTERVAL_MS, sameEmail, withMail } from "./partner-steps.ts";
import type { PartnersContext } from "./partners.context.ts";
import { PARTNER_MESSAGES } from "./partners.messages.ts";
import { INVITE_MESSAGES } from "./partners.schemas.ts";

/**
 * Partner A invites partner B by e-mail: a new signed link (14 days, single use) replaces any
 * earlier one, and the mail with it is written to the outbox in the same transaction.
 */
export async function invitePartner(
  ctx: PartnersContext,
  actor: { id: string; email: string },
  email: string,
): Promise<UserDocumentResponse> {
  if (sameEmail(email, actor.email)) throw DomainError.invalidField("email", INVITE_MESSAGES.inviteYourself);
  const document = await ctx.documents.findActiveDocumentOfUser(actor.id);
  if (!document) throw new DomainError("NO_DOCUMENT", PARTNER_MESSAGES.noDocument);
  if (document.userBId) throw new DomainError("PARTNER_ALREADY_JOINED", PARTNER_MESSAGES.partnerAlreadyJoined);
  const now = ctx.clock.now();
  const { token, nonceHash, expiresAt } = await createInviteToken({
    key: ctx.inviteKey,
    documentId: document.id,
    now,
  });
  const link = `${ctx.customerAppUrl}/invite?${new URLSearchParams({ document: document.id, token }).toString()}`;
  const [inviter] = await ctx.users.findPeople([actor.id]);
  // Rendered before the transaction, which then only writes.
  const message = await partnerInviteMail({
    to: email,
    inviter: { id: actor.id, firstName: inviter?.firstName ?? null, lastName: inviter?.lastName ?? null },
    link,
    expiresAt,
    documentId: document.id,
    stateId: document.stateId,
  });
  await withMail(ctx, async (tx, enqueue) => {
    // One conditional update decides: at most one invitation a minute, whatever arrives at once.
    // In the mail's transaction: no mail without its link's hash, no new hash without its mail.
    const recorded = await ctx.documents.recordInvitation(
      {
        documentId: document.id,
        email,
        now,
        notBefore: new Date(now.getTime() - INVITE_INTERVAL_MS),
        tokenHash: nonceHash,
        expiresAt,
        actorId: actor.id,
      },
      tx,
    );
    if (!recorded) throw new DomainError("INVITE_TOO_SOON", PARTNER_MESSAGES.inviteTooSoon);
    await enqueue(message);
  });
  return ctx.documents.documentFor(document.id, actor.id);
}
