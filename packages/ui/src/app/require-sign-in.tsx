import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@prenup/api-client";
import { SignInRedirectScreen } from "../components/sign-in-redirect-screen.tsx";
import { LoadingState } from "../components/status-states.tsx";

/**
 * The first half of every portal's gate: 'Loading...' while the session is read, the sign-in
 * redirect screen for signed-out visitors (returning to this exact path after sign-in), and
 * `children` (the portal's own user-type check) once signed in.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, signIn } = useAuth();
  const location = useLocation();

  if (status === "loading") return <LoadingState />;
  if (status === "signed-out") {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <SignInRedirectScreen onContinue={() => void signIn(returnTo)} />;
  }
  return children;
}
