import { useApiClient, useAuth } from "@prenup/api-client";

/**
 * Sign-in and sign-up from an invitation link, each opening the identity provider's page with the
 * invited address filled in: the address is read with the link's token when the person presses the
 * button (POST …/invitation/address, the token in the body), and the session hands it to the
 * provider as a login hint, which never goes into a URL. A link that no longer works, or an API
 * that does not answer, opens the page without it. Both come back to `returnTo`.
 */
export function useInvitationSignIn(link: { documentId: string; token: string }, returnTo: string) {
  const api = useApiClient();
  const { signIn, signUp } = useAuth();

  const invitedAddress = async (): Promise<string | null> => {
    try {
      const { data } = await api.client.POST("/documents/{docId}/invitation/address", {
        params: { path: { docId: link.documentId } },
        body: { token: link.token },
      });
      return data?.email ?? null;
    } catch {
      return null;
    }
  };

  const go = async (open: typeof signIn) => {
    const loginHint = await invitedAddress();
    await (loginHint ? open(returnTo, { loginHint }) : open(returnTo));
  };

  return { signIn: () => void go(signIn), signUp: () => void go(signUp) };
}
