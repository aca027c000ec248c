import { useCallback } from "react";
import { useNavigate } from "react-router";
import { OAuthCallbackScreen } from "@prenup/ui";
import { safeReturnTo, useAuth } from "@prenup/api-client";

/** Finishes the OIDC redirect and returns the user to the page they asked for. */
export function OAuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const goBack = useCallback(({ returnTo }: { returnTo: string }) => void navigate(safeReturnTo(returnTo), { replace: true }), [navigate]);
  return <OAuthCallbackScreen complete={completeSignIn} onDone={goBack} signInHref="/login" onNavigate={(href) => void navigate(href)} />;
}
