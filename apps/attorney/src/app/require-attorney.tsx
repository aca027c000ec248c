import { Navigate, Outlet, useLocation } from "react-router";
import { Button, Center, Stack, Text } from "@mantine/core";
import { FallbackErrorPage } from "@prenup/ui";
import { AccountCreationProblem, RequireSignIn, accountCreationCode } from "@prenup/ui/app";
import { useAuth, useAuthClient, useCurrentUser } from "@prenup/api-client";
import { useTelemetryUser } from "@prenup/telemetry";
import { attorneyRouteDecision } from "@prenup/domain";
import { SIGN_OUT_PATH, appUrl } from "../config.ts";

/**
 * Gate for every route except /login, /signup and /oauth/callback: signed-out visitors get the
 * sign-in redirect screen (returning to this exact path after sign-in); signed-in users who are
 * not attorneys get the fallback error page; attorneys see what their stage allows.
 */
export function RequireAttorney() {
  return (
    <RequireSignIn>
      <AttorneyOnly />
    </RequireSignIn>
  );
}

function AttorneyOnly() {
  const { signOut } = useAuth();
  const authClient = useAuthClient();
  const { pathname } = useLocation();
  const currentUser = useCurrentUser();
  useTelemetryUser(currentUser.data);
  const user = currentUser.data;
  const logOut = () => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) });

  const refused = user || currentUser.isFetching ? null : accountCreationCode(currentUser.error);
  if (refused) {
    return (
      <AccountCreationProblem
        error={currentUser.error}
        code={refused}
        // The renewed token carries the address as the identity provider knows it now.
        onContinue={async () => {
          await authClient.renew().catch(() => false);
          await currentUser.refetch();
        }}
        onLogout={logOut}
      />
    );
  }
  if (user?.userType !== "ATTORNEY") return <FallbackErrorPage loading={currentUser.isFetching} onLogout={logOut} />;
  if (!user.attorney) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center">
          <Text size="lg" role="alert">
            No attorney found
          </Text>
          <Button onClick={logOut}>Log out</Button>
        </Stack>
      </Center>
    );
  }
  const decision = attorneyRouteDecision(user.attorney.stage, pathname);
  if ("redirectTo" in decision) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
