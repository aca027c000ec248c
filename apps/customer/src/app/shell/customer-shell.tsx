import { useState } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { ActionIcon, Button } from "@mantine/core";
import { IconGavel } from "@tabler/icons-react";
import { useMediaQuery } from "@mantine/hooks";
import { AppLayout, HeaderBar, MOBILE_MEDIA_QUERY, ProgressBar, SideMenu, SignOutConfirm } from "@prenup/ui";
import { useAuth } from "@prenup/api-client";
import { SIGN_OUT_PATH, appUrl, config } from "../config.ts";
import { customerMenuItems, customerSecondaryMenuItems } from "./customer-menu.tsx";
import { useCustomerShellData } from "./use-customer-shell-data.ts";

export const SIGN_OUT_REMINDER =
  "Remember: your prenup has to be completed before your marriage date, so come back soon to finish it.";

/** Header, side menu and progress bar around every signed-in customer page. */
export function CustomerShell() {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, setMenuOpened] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const shell = useCustomerShellData();

  const go = (path: string) => {
    setMenuOpened(false);
    void navigate(path);
  };

  const header = (
    <HeaderBar
      isMobile={isMobile}
      onOpenMenu={() => setMenuOpened(true)}
      left={<ProgressBar step={shell.step} label={shell.stepLabel} status={shell.status} />}
      right={
        !shell.showAttorneyServices ? null : isMobile ? (
          <ActionIcon variant="light" size="lg" aria-label="Attorney services" onClick={() => go("/attorney-services")}>
            <IconGavel size={20} />
          </ActionIcon>
        ) : (
          <Button variant="light" onClick={() => go("/attorney-services")}>
            Attorney services
          </Button>
        )
      }
    />
  );

  const sideMenu = (
    <SideMenu
      items={customerMenuItems(shell.gates)}
      secondaryItems={customerSecondaryMenuItems}
      status={shell.status}
      errorText="Error loading data"
      onSignOut={() => {
        setMenuOpened(false);
        setConfirmingSignOut(true);
      }}
      footerLinks={[
        { label: "Terms", href: config.termsUrl },
        { label: "Privacy", href: config.privacyUrl },
      ]}
      activePath={pathname}
      onNavigate={go}
      mobileOpened={menuOpened}
      onMobileClose={() => setMenuOpened(false)}
    />
  );

  return (
    <>
      <AppLayout header={header} sideMenu={sideMenu}>
        <Outlet />
      </AppLayout>
      <SignOutConfirm
        opened={confirmingSignOut}
        reminder={SIGN_OUT_REMINDER}
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
      />
    </>
  );
}
