import { useCallback, type ReactNode } from "react";
import { Navigate, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { registerSignedInUser, safeReturnTo, useApiClient, useAuth, useOptionalAuthClient } from "@prenup/api-client";
import { LoginScreen, OAuthCallbackScreen, SignUpScreen } from "../components/auth-screens.tsx";

export interface LoginPageProps {
  productName: string;
  tagline: string;
  /** Where "Create an account" leads; without it the card has no sign-up link (admins). */
  signUpHref?: string;
  /** Why the visitor is here, shown on the card (the app decides, e.g. after an account deletion's sign-out). */
  notice?: ReactNode;
}

/** /login: the portal's sign-in card; a signed-in visitor goes straight to the start page. */
export function LoginPage({ productName, tagline, signUpHref, notice }: LoginPageProps) {
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  if (status === "signed-in") return <Navigate to="/" replace />;
  return (
    <LoginScreen
      productName={productName}
      tagline={tagline}
      onSignIn={() => signIn()}
      signUpHref={signUpHref}
      onNavigate={(href) => void navigate(href)}
      notice={notice}
    />
  );
}

/** /signup: starts the identity provider's sign-up flow as soon as the page opens. */
export function SignUpPage() {
  const { status, signUp } = useAuth();
  const navigate = useNavigate();
  if (status === "signed-in") return <Navigate to="/" replace />;
  return (
    <SignUpScreen
      ready={status === "signed-out"}
      onSignUp={signUp}
      signInHref="/login"
      onNavigate={(href) => void navigate(href)}
    />
  );
}

/**
 * /oauth/callback: finishes the OIDC redirect, makes sure the signed-in identity has its account
 * (POST /users, which also seeds the current user, so the first page asks nothing that could 404),
 * and returns the user to the page they asked for.
 */
export function OAuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const authClient = useOptionalAuthClient();
  const navigate = useNavigate();
  const complete = useCallback(async () => {
    const result = await completeSignIn();
    await registerSignedInUser(api, queryClient, authClient).catch(() => undefined);
    return result;
  }, [completeSignIn, api, queryClient, authClient]);
  const goBack = useCallback(
    ({ returnTo }: { returnTo: string }) => void navigate(safeReturnTo(returnTo), { replace: true }),
    [navigate],
  );
  return (
    <OAuthCallbackScreen
      complete={complete}
      onDone={goBack}
      signInHref="/login"
      onNavigate={(href) => void navigate(href)}
    />
  );
}
