import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@prenup/api-client";
import { SignInRedirectScreen } from "../components/sign-in-redirect-screen.tsx";
import { LoadingState } from "../components/status-states.tsx";
import { usePreloadMatchedPages } from "./titled-page.tsx";

/** What a portal's own page for signed-out visitors is given: where they are and the two ways in. */
export type SignedOutPageProps = {
  location: { pathname: string; search: string };
  /** Sign in, then come back to this exact path. */
  onSignIn: () => void;
  /** Create an account, then come back to this exact path (only with `allowSignUp`). */
  onSignUp?: () => void;
};

/**
 * The first half of every portal's gate: 'Loading...' while the session is read, the sign-in
 * redirect screen for signed-out visitors (returning to this exact path after sign-in), and
 * `children` (the portal's own user-type check) once signed in. With `allowSignUp` the screen also
 * offers 'Create an account', which returns to the same path once the account exists. A portal
 * with a front page of its own gives `signedOutPage`: it replaces the screen wherever `signedOut`
 * has nothing to say of the path.
 */
export function RequireSignIn({
  children,
  allowSignUp = false,
  signedOut,
  signedOutPage,
}: {
  children: ReactNode;
  allowSignUp?: boolean;
  /** What a page tells a signed-out visitor about itself, by path (null: the general screen). */
  signedOut?: (location: { pathname: string; search: string }) => { title: string; explanation: ReactNode } | null;
  /** The portal's whole page for signed-out visitors (its front page), shown where `signedOut` answers null. */
  signedOutPage?: (props: SignedOutPageProps) => ReactNode;
}) {
  const { status, signIn, signUp } = useAuth();
  const location = useLocation();
  // Signed in: the page's module is fetched while the portal's own check (the current user) loads.
  usePreloadMatchedPages(status === "signed-in");

  if (status === "loading") return <LoadingState />;
  if (status === "signed-out") {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    const own = signedOut?.(location) ?? null;
    const onSignIn = () => void signIn(returnTo);
    const onSignUp = allowSignUp ? () => void signUp(returnTo) : undefined;
    if (!own && signedOutPage) return signedOutPage({ location, onSignIn, ...(onSignUp ? { onSignUp } : {}) });
    return (
      <SignInRedirectScreen
        onContinue={onSignIn}
        onSignUp={onSignUp}
        {...(own ? { title: own.title, explanation: own.explanation } : {})}
      />
    );
  }
  return children;
}
