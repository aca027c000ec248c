import { Outlet, useLocation, useNavigate } from "react-router";
import { useAuth } from "@prenup/api-client";
import { PortalShell, type PortalShellProps } from "../components/portal-shell.tsx";
import type { SideMenuStatus } from "../components/side-menu.tsx";
import { appUrl } from "./start-app.tsx";

export type RoutedPortalShellProps = Omit<PortalShellProps, "activePath" | "onNavigate" | "onSignOut" | "children"> & {
  /** Where the identity provider sends the user after a confirmed sign-out, on this app's origin. */
  signOutPath: string;
};

/** A portal's shell around the matched page, wired to the router and to the session's sign-out. */
export function RoutedPortalShell({ signOutPath, ...shell }: RoutedPortalShellProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  return (
    <PortalShell
      {...shell}
      activePath={pathname}
      onNavigate={(path) => void navigate(path)}
      onSignOut={() => void signOut({ postLogoutRedirectUri: appUrl(signOutPath) })}
    >
      <Outlet />
    </PortalShell>
  );
}

/** The side menu's state while a query it depends on loads or fails. */
export function menuStatusOf(query: { isError: boolean; isPending: boolean }): SideMenuStatus {
  return query.isError ? "error" : query.isPending ? "loading" : "ready";
}
