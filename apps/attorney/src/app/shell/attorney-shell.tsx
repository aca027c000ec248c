import { Outlet, useLocation, useNavigate } from "react-router";
import { Text } from "@mantine/core";
import { PortalShell, TopBarUser } from "@prenup/ui";
import { useAuth, useCurrentUser } from "@prenup/api-client";
import { SIGN_OUT_PATH, appUrl } from "../config.ts";
import { attorneyMenuItems } from "./attorney-menu.tsx";

/** Header and side menu around every attorney page; most of it opens up once APPROVED. */
export function AttorneyShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const approved = user?.attorney?.stage === "APPROVED";
  const menu = attorneyMenuItems(approved);

  return (
    <PortalShell
      headerLeft={
        <Text fw={700} size="lg">
          Prenup for attorneys
        </Text>
      }
      headerRight={({ isMobile }) => (approved && user ? <TopBarUser user={user} isMobile={isMobile} /> : null)}
      menu={{
        items: menu.items,
        secondaryItems: menu.secondaryItems,
        status: currentUser.isError ? "error" : currentUser.isPending ? "loading" : "ready",
        errorText: "Error loading data",
      }}
      activePath={pathname}
      onNavigate={(path) => void navigate(path)}
      onSignOut={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
    >
      <Outlet />
    </PortalShell>
  );
}
