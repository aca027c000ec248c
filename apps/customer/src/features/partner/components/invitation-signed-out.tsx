import { SignInRedirectScreen } from "@prenup/ui";
import { useInvitationSignIn } from "../hooks/use-invitation-sign-in.ts";
import { INVITATION_LINK_TEXTS } from "../utils/invitation-link.ts";
import { InvitationPreview } from "./invitation-preview.tsx";

/**
 * What a signed-out visitor sees on an invitation link: who invited them, to what (the preview),
 * and sign-in or sign-up on the identity provider's page with the invited address already filled
 * in (`useInvitationSignIn`), each coming back to the link.
 */
export function InvitationSignedOut({
  link,
  returnTo,
}: {
  link: { documentId: string; token: string };
  returnTo: string;
}) {
  const { signIn, signUp } = useInvitationSignIn(link, returnTo);
  return (
    <SignInRedirectScreen
      title={INVITATION_LINK_TEXTS.previewTitle}
      explanation={<InvitationPreview documentId={link.documentId} token={link.token} />}
      onContinue={signIn}
      onSignUp={signUp}
    />
  );
}
