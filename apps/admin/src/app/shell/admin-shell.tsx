import { useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { Badge, Group, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { AppLayout, HeaderBar, MOBILE_MEDIA_QUERY, SideMenu, SignOutConfirm, UserAvatar } from "@prenup/ui";
import { useAuth, useCurrentUser } from "@prenup/api-client";
import { fullName } from "@prenup/domain";
import { SIGN_OUT_PATH, appUrl, config } from "../config.ts";
import { adminMenuItems, adminSecondaryMenuItems } from "./admin-menu.tsx";
import { TicketMenu } from "./ticket-menu.tsx";

/** Header (Admin badge, avatar, name, ticket menu) and side menu around every admin page. */
export function AdminShell() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, setMenuOpened] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const currentUser = useCurrentUser();
  const user = currentUser.data;

  const go = (path: string) => {
    setMenuOpened(false);
    void navigate(path);
  };

  const header = (
    <HeaderBar
      isMobile={isMobile}
      onOpenMenu={() => setMenuOpened(true)}
      left={<Badge variant="filled">Admin</Badge>}
      right={
        <Group gap="sm" wrap="nowrap">
          <TicketMenu ticketUrl={config.ticketUrl} />
          {user && <UserAvatar firstName={user.firstName ?? ""} lastName={user.lastName ?? ""} />}
          {user && !isMobile && <Text fw={600}>{fullName(user)}</Text>}
        </Group>
      }
    />
  );

  return (
    <>
      <AppLayout
        header={header}
        sideMenu={
          <SideMenu
            items={adminMenuItems}
            secondaryItems={adminSecondaryMenuItems}
            status={currentUser.isError ? "error" : currentUser.isPending ? "loading" : "ready"}
            errorText="Error loading data"
            onSignOut={() => {
              setMenuOpened(false);
              setConfirmingSignOut(true);
            }}
            activePath={pathname}
            onNavigate={go}
            mobileOpened={menuOpened}
            onMobileClose={() => setMenuOpened(false)}
          />
        }
      >
        <Outlet />
      </AppLayout>
      <SignOutConfirm
        opened={confirmingSignOut}
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
      />
    </>
  );
}
