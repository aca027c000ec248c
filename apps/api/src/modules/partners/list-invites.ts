import { DomainError } from "@prenup/domain";
import type { VerifiedToken } from "../../auth/token-verifier.ts";
import { sameEmail } from "./partner-steps.ts";
import type { PartnersContext } from "./partners.context.ts";
import { PARTNER_MESSAGES } from "./partners.messages.ts";
import type { InviteResponse } from "./partners.schemas.ts";

/**
 * Open invitations addressed to the caller's e-mail, shown only when the access token says the
 * identity provider verified that very address (an account made from an unverified address
 * learns nothing about the invitations sent to it).
 */
export async function listInvites(
  ctx: PartnersContext,
  actor: { id: string; email: string },
  token: VerifiedToken,
): Promise<InviteResponse[]> {
  if (!token.emailVerified || !sameEmail(token.email, actor.email)) {
    throw new DomainError("EMAIL_NOT_VERIFIED", PARTNER_MESSAGES.listNotVerified);
  }
  const rows = await ctx.documents.listOpenInvites(actor.email, actor.id, ctx.clock.now());
  return rows.map((row) => ({
    documentId: row.documentId,
    invitedBy: { firstName: row.inviterFirstName, lastName: row.inviterLastName },
    sentAt: (row.sentAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    state:
      row.stateId && row.stateName && row.stateAbbreviation
        ? { id: row.stateId, name: row.stateName, abbreviation: row.stateAbbreviation }
        : null,
  }));
}
