import { ActionIcon, Button, Group } from "@mantine/core";
import { IconGavel } from "@tabler/icons-react";
import { ProgressBar } from "@prenup/ui";
import { RoutedPortalShell } from "@prenup/ui/app";
import { UI_MESSAGES, isSectionDone } from "@prenup/domain";
import { lazy, Suspense } from "react";
import { sectionTitle } from "../../components/page-titles/page-titles.ts";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { SIGN_OUT_PATH, config } from "../../config.ts";
import { customerMenuItems, customerSecondaryMenuItems } from "./customer-menu.tsx";

/** What signing out reminds the couple of: a prenup's wedding-day cutoff; a postnup has none. */
export const SIGN_OUT_REMINDERS = {
  PRENUP: "Remember: your prenup has to be completed before your marriage date, so come back soon to finish it.",
  POSTNUP: "Remember to come back soon to finish your postnup: it takes effect only once you have both signed it.",
} as const;

// The live stream and the partner's presence load after the first screen.
const LiveTogether = lazy(async () => ({
  default: (await import("../../components/live/live-together.tsx")).LiveTogether,
}));

const CLOSED_GATES = { financialDisclosure: false, alignment: false, documents: false, reviewAndNotarize: false };

/**
 * Header, side menu and progress bar around every signed-in customer page, all read from the
 * customer's standing (GET /users/{id}/standing): the gates, the sections with their ticks and locks,
 * the progress step and label, and whether the attorney-services button shows. While both partners
 * are in the app, each sees where the other is and what they just changed (the live stream).
 */
export function CustomerShell() {
  const { status, standing, sections, user, document } = useCustomerStanding();
  const showAttorneyServices = status === "ready" && standing?.attorneyServicesButton === true;
  const partner = document?.partner ?? null;
  const menuSections = sections.map((section) => ({
    key: section.key,
    label: sectionTitle(section),
    path: section.path,
    done: isSectionDone(section),
    locked: section.locked,
  }));

  return (
    <RoutedPortalShell
      headerLeft={
        <ProgressBar step={standing?.progress.step ?? 0} label={standing?.progress.label ?? ""} status={status} />
      }
      headerRight={({ isMobile, navigate: go }) => (
        <Group gap="sm" wrap="nowrap">
          {status === "ready" && user && partner ? (
            <Suspense fallback={null}>
              <LiveTogether
                userId={user.id}
                partner={{ id: partner.id, name: partner.firstName || "Your partner" }}
                sections={sections}
                isMobile={isMobile}
              />
            </Suspense>
          ) : null}
          {!showAttorneyServices ? null : isMobile ? (
            <ActionIcon
              variant="light"
              size="lg"
              aria-label="Attorney services"
              onClick={() => go("/attorney-services")}
            >
              <IconGavel size={20} />
            </ActionIcon>
          ) : (
            <Button variant="light" onClick={() => go("/attorney-services")}>
              Attorney services
            </Button>
          )}
        </Group>
      )}
      menu={{
        items: customerMenuItems(standing?.gates ?? CLOSED_GATES, menuSections, status === "error"),
        secondaryItems: customerSecondaryMenuItems,
        status,
        errorText: UI_MESSAGES.errorLoadingData,
        footerLinks: [
          { label: "Terms", href: config.termsUrl },
          { label: "Privacy", href: config.privacyUrl },
        ],
      }}
      signOutPath={SIGN_OUT_PATH}
      signOutReminder={SIGN_OUT_REMINDERS[document?.kind ?? "PRENUP"]}
    />
  );
}
