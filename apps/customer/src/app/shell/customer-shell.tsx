import { ActionIcon, Button } from "@mantine/core";
import { IconGavel } from "@tabler/icons-react";
import { ProgressBar } from "@prenup/ui";
import { RoutedPortalShell } from "@prenup/ui/app";
import { SIGN_OUT_PATH, config } from "../config.ts";
import { customerMenuItems, customerSecondaryMenuItems } from "./customer-menu.tsx";
import { useCustomerShellData } from "./use-customer-shell-data.ts";
import { UI_MESSAGES } from "@prenup/domain";

export const SIGN_OUT_REMINDER =
  "Remember: your prenup has to be completed before your marriage date, so come back soon to finish it.";

/** Header, side menu and progress bar around every signed-in customer page. */
export function CustomerShell() {
  const shell = useCustomerShellData();

  return (
    <RoutedPortalShell
      headerLeft={<ProgressBar step={shell.step} label={shell.stepLabel} status={shell.progressStatus} />}
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
        items: customerMenuItems(shell.gates, shell.menuSections, shell.sectionsFailed),
        secondaryItems: customerSecondaryMenuItems,
        status: shell.status,
        errorText: UI_MESSAGES.errorLoadingData,
        footerLinks: [
          { label: "Terms", href: config.termsUrl },
          { label: "Privacy", href: config.privacyUrl },
        ],
      }}
      signOutPath={SIGN_OUT_PATH}
      signOutReminder={SIGN_OUT_REMINDER}
    />
  );
}
