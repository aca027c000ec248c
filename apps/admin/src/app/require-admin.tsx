import { Navigate, Outlet, useLocation } from "react-router";
import { FallbackErrorPage, LoadingState, SignInRedirectScreen } from "@prenup/ui";
import { useAuth, useCurrentUser } from "@prenup/api-client";
import { adminRouteDecision } from "@prenup/domain";
import { SIGN_OUT_PATH, appUrl } from "./config.ts";

/**
 * Gate for every route except /login, /signup and /oauth/callback: signed-out visitors get the
 * sign-in redirect screen (returning to this exact path after sign-in); signed-in users who are
 * not admins get the fallback error page; unknown admin paths go to /admin/users.
 */
export function RequireAdmin() {
  const { status, signIn } = useAuth();
  const location = useLocation();

  if (status === "loading") return <LoadingState />;
  if (status === "signed-out") {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <SignInRedirectScreen onContinue={() => void signIn(returnTo)} />;
  }
  return <AdminOnly />;
}

function AdminOnly() {
  const { signOut } = useAuth();
  const { pathname } = useLocation();
  const currentUser = useCurrentUser();
  if (currentUser.data?.userType !== "ADMIN") {
    return (
      <FallbackErrorPage
        loading={currentUser.isFetching}
        onLogout={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
      />
    );
  }
  const decision = adminRouteDecision(pathname);
  if ("redirectTo" in decision) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
