import { Outlet, useLocation } from "react-router";
import { FallbackErrorPage, LoadingState, SignInRedirectScreen } from "@prenup/ui";
import { useAuth, useCurrentUser } from "@prenup/api-client";
import { SIGN_OUT_PATH, appUrl } from "./config.ts";

/**
 * Gate for every route except /login, /signup and /oauth/callback: signed-out visitors get the
 * sign-in redirect screen (returning to this exact path after sign-in); signed-in users who are
 * not customers get the fallback error page.
 */
export function RequireCustomer() {
  const { status, signIn } = useAuth();
  const location = useLocation();

  if (status === "loading") return <LoadingState />;
  if (status === "signed-out") {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <SignInRedirectScreen onContinue={() => void signIn(returnTo)} />;
  }
  return <CustomerOnly />;
}

function CustomerOnly() {
  const { signOut } = useAuth();
  const currentUser = useCurrentUser();
  if (currentUser.data?.userType === "CUSTOMER") return <Outlet />;
  return (
    <FallbackErrorPage
      loading={currentUser.isFetching}
      onLogout={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
    />
  );
}
