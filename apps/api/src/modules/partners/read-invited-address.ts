import type { InvitedAddressResponse } from "./partners.schemas.ts";
import type { PartnersContext } from "./partners.context.ts";
import { openInvitationOf } from "./preview-invitation.ts";

/**
 * The invited address, for the holder of an open invitation link who starts to sign up or in: the
 * customer app hands it to the identity provider in the body of a pushed authorization request,
 * never in a URL, so the provider's page opens with it filled in. The same links as the preview
 * (`openInvitationOf`); anything else is INVITE_INVALID.
 */
export async function readInvitedAddress(
  ctx: PartnersContext,
  documentId: string,
  linkToken: string,
): Promise<InvitedAddressResponse> {
  const { invitationEmail } = await openInvitationOf(ctx, documentId, linkToken);
  return { email: invitationEmail };
}
