import { lazy, Suspense, useDeferredValue } from "react";
import { matchPath, Outlet, useLocation } from "react-router";
import { FallbackErrorPage, LoadingState } from "@prenup/ui";
import { AccountCreationProblem, RequireSignIn, accountCreationCode, type SignedOutPageProps } from "@prenup/ui/app";
import {
  useAuth,
  useAuthClient,
  useCurrentUser,
  useOfflineWrites,
  usePrefetchStartData,
  type StartPage,
} from "@prenup/api-client";
import { useTelemetryUser } from "@prenup/telemetry";
import { SIGN_OUT_PATH, appUrl } from "../config.ts";
import { INVITATION_LINK_TEXTS, invitationLinkOf } from "../features/partner/utils/invitation-link.ts";
import { FrontPage } from "../features/front-page/front-page.tsx";

// Only an invitation link's visitors need its screen (and the partner feature's texts).
const InvitationSignedOut = lazy(async () => ({
  default: (await import("../features/partner/components/invitation-signed-out.tsx")).InvitationSignedOut,
}));

/**
 * Gate for every route except /login, /signup and /oauth/callback: signed-out visitors get the
 * front page (an invitation link: the invitation's own screen), and sign-in or sign-up returns to
 * this exact path, so an invitation link survives both; signed-in users who are not customers get
 * the fallback error page.
 */
export function RequireCustomer() {
  return (
    <RequireSignIn allowSignUp signedOutPage={signedOutPage}>
      <CustomerOnly />
    </RequireSignIn>
  );
}

/**
 * A signed-out visitor on an invitation link learns who invited them, to what, and signs in or up
 * with the invited address filled in on the identity provider's page; anywhere else, the front page.
 */
function signedOutPage(props: SignedOutPageProps) {
  const link = invitationLinkOf(props.location);
  if (!link) return <FrontPage {...props} />;
  return (
    <Suspense fallback={<LoadingState label={INVITATION_LINK_TEXTS.previewLoading} />}>
      <InvitationSignedOut link={link} returnTo={`${props.location.pathname}${props.location.search}`} />
    </Suspense>
  );
}

/** Which of the pages whose first reads are started early (usePrefetchStartData) `pathname` is. */
export function startPageOf(pathname: string): StartPage {
  if (pathname === "/") return { kind: "dashboard" };
  if (pathname === "/alignment") return { kind: "alignment" };
  const section = matchPath("/questionnaire/:section", pathname)?.params.section;
  return section ? { kind: "section", section } : { kind: "other" };
}

function CustomerOnly() {
  const { signOut } = useAuth();
  const authClient = useAuthClient();
  const currentUser = useCurrentUser();
  const customer = currentUser.data?.userType === "CUSTOMER" ? currentUser.data : undefined;
  // The error reporter, analytics and the chat widget learn who the customer is (README, telemetry).
  useTelemetryUser(customer);
  // The standing and the page's own first reads start with the user's answer, beside the page's module.
  usePrefetchStartData(customer?.id, startPageOf(useLocation().pathname));
  // Changes kept on the device (made offline, or while the server was down; a closed tab's too) go
  // out now, when the browser is back online, and on a timer with backoff.
  useOfflineWrites(customer?.id, { start: true });
  // The shell and the page mount in a transition, which React splits into short tasks, instead of in
  // the one long task of the query's answer ('Loading...' stays meanwhile).
  const shownCustomer = useDeferredValue(customer);
  if (customer && shownCustomer) return <Outlet />;
  const refused = currentUser.isFetching ? null : accountCreationCode(currentUser.error);
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
        onLogout={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
      />
    );
  }
  return (
    <FallbackErrorPage
      loading={currentUser.isFetching}
      onLogout={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
    />
  );
}
