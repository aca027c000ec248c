import { useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { Group, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { AppLayout, HeaderBar, MOBILE_MEDIA_QUERY, SideMenu, SignOutConfirm, UserAvatar } from "@prenup/ui";
import { useAuth, useCurrentUser } from "@prenup/api-client";
import { fullName } from "@prenup/domain";
import { SIGN_OUT_PATH, appUrl } from "../config.ts";
import { attorneyMenuItems } from "./attorney-menu.tsx";

/** Header and side menu around every attorney page; most of it opens up once APPROVED. */
export function AttorneyShell() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, setMenuOpened] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const approved = user?.attorney?.stage === "APPROVED";
  const menu = attorneyMenuItems(approved);

  const go = (path: string) => {
    setMenuOpened(false);
    void navigate(path);
  };

  const header = (
    <HeaderBar
      isMobile={isMobile}
      onOpenMenu={() => setMenuOpened(true)}
      left={
        <Text fw={700} size="lg">
          Prenup for attorneys
        </Text>
      }
      right={
        approved && user ? (
          <Group gap="sm" wrap="nowrap">
            <UserAvatar firstName={user.firstName ?? ""} lastName={user.lastName ?? ""} />
            {!isMobile && <Text fw={600}>{fullName(user)}</Text>}
          </Group>
        ) : null
      }
    />
  );

  return (
    <>
      <AppLayout
        header={header}
        sideMenu={
          <SideMenu
            items={menu.items}
            secondaryItems={menu.secondaryItems}
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
