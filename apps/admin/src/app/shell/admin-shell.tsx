import { Badge } from "@mantine/core";
import { TopBarUser } from "@prenup/ui";
import { RoutedPortalShell, menuStatusOf } from "@prenup/ui/app";
import { useCurrentUser } from "@prenup/api-client";
import { SIGN_OUT_PATH, config } from "../../config.ts";
import { adminMenuItems, adminSecondaryMenuItems } from "./admin-menu.tsx";
import { TicketMenu } from "./ticket-menu.tsx";
import { UI_MESSAGES } from "@prenup/domain";

/**
 * Header (Admin badge, the ticket menu when a ticket form is configured, avatar, name) and side menu
 * around every admin page, whose content takes the window's width (the admin's pages are tables).
 */
export function AdminShell() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;

  return (
    <RoutedPortalShell
      contentWidth="wide"
      headerLeft={<Badge variant="filled">Admin</Badge>}
      headerRight={({ isMobile }) => (
        <>
          {config.ticketUrl ? <TicketMenu ticketUrl={config.ticketUrl} /> : null}
          {user && <TopBarUser user={user} isMobile={isMobile} />}
        </>
      )}
      menu={{
        items: adminMenuItems,
        secondaryItems: adminSecondaryMenuItems,
        status: menuStatusOf(currentUser),
        errorText: UI_MESSAGES.errorLoadingData,
      }}
      signOutPath={SIGN_OUT_PATH}
    />
  );
}
