import { Navigate, Outlet, useLocation } from "react-router";
import { FallbackErrorPage } from "@prenup/ui";
import { RequireSignIn } from "@prenup/ui/app";
import { useAuth, useCurrentUser } from "@prenup/api-client";
import { useTelemetryUser } from "@prenup/telemetry";
import { adminRouteDecision } from "@prenup/domain";
import { SIGN_OUT_PATH, appUrl } from "../config.ts";

/**
 * Gate for every route except /login, /signup and /oauth/callback: signed-out visitors get the
 * sign-in redirect screen (returning to this exact path after sign-in); signed-in users who are
 * not admins get the fallback error page; unknown admin paths go to /admin/users.
 */
export function RequireAdmin() {
  return (
    <RequireSignIn>
      <AdminOnly />
    </RequireSignIn>
  );
}

function AdminOnly() {
  const { signOut } = useAuth();
  const { pathname } = useLocation();
  const currentUser = useCurrentUser();
  useTelemetryUser(currentUser.data);
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
