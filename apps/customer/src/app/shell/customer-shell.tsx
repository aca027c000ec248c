import { Outlet, useLocation, useNavigate } from "react-router";
import { ActionIcon, Button } from "@mantine/core";
import { IconGavel } from "@tabler/icons-react";
import { PortalShell, ProgressBar } from "@prenup/ui";
import { useAuth } from "@prenup/api-client";
import { SIGN_OUT_PATH, appUrl, config } from "../config.ts";
import { customerMenuItems, customerSecondaryMenuItems } from "./customer-menu.tsx";
import { useCustomerShellData } from "./use-customer-shell-data.ts";

export const SIGN_OUT_REMINDER =
  "Remember: your prenup has to be completed before your marriage date, so come back soon to finish it.";

/** Header, side menu and progress bar around every signed-in customer page. */
export function CustomerShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const shell = useCustomerShellData();

  return (
    <PortalShell
      headerLeft={<ProgressBar step={shell.step} label={shell.stepLabel} status={shell.status} />}
      headerRight={({ isMobile, navigate: go }) =>
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
      menu={{
        items: customerMenuItems(shell.gates),
        secondaryItems: customerSecondaryMenuItems,
        status: shell.status,
        errorText: "Error loading data",
        footerLinks: [
          { label: "Terms", href: config.termsUrl },
          { label: "Privacy", href: config.privacyUrl },
        ],
      }}
      activePath={pathname}
      onNavigate={(path) => void navigate(path)}
      onSignOut={() => void signOut({ postLogoutRedirectUri: appUrl(SIGN_OUT_PATH) })}
      signOutReminder={SIGN_OUT_REMINDER}
    >
      <Outlet />
    </PortalShell>
  );
}
