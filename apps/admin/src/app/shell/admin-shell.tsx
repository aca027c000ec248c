import { Outlet, useLocation, useNavigate } from "react-router";
import { Badge } from "@mantine/core";
import { PortalShell, TopBarUser } from "@prenup/ui";
import { useAuth, useCurrentUser } from "@prenup/api-client";
import { SIGN_OUT_PATH, appUrl, config } from "../config.ts";
import { adminMenuItems, adminSecondaryMenuItems } from "./admin-menu.tsx";
import { TicketMenu } from "./ticket-menu.tsx";

/** Header (Admin badge, avatar, name, ticket menu) and side menu around every admin page. */
export function AdminShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const currentUser = useCurrentUser();
  const user = currentUser.data;

  return (
    <PortalShell
      headerLeft={<Badge variant="filled">Admin</Badge>}
      headerRight={({ isMobile }) => (
        <>
          <TicketMenu ticketUrl={config.ticketUrl} />
          {user && <TopBarUser user={user} isMobile={isMobile} />}
        </>
      )}
      menu={{
        items: adminMenuItems,
        secondaryItems: adminSecondaryMenuItems,
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
