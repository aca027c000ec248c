import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { lazy, Suspense, type ReactNode } from "react";
import { theme } from "./theme.ts";
import { withPageStyles } from "./load-page-styles.ts";
import { useNotificationsRequested } from "./components/notify.ts";

// The notification area is fetched with the first notification (`notify`), not with a page.
const Notifications = lazy(async () => ({
  default: (await withPageStyles(import("@mantine/notifications"))).Notifications,
}));

/**
 * The notification area's class: styles.css puts its top-right corner under the header bar (56 px),
 * so a notification never covers the header's buttons (the attorney-services button, the avatar).
 */
export const NOTIFICATIONS_CLASS = "prenup-notifications";

/**
 * Mantine's light-scheme dimmed grey (#868e96) and error red (#fa5252) read at about 3.3:1 on white,
 * below WCAG AA's 4.5:1 for the small texts they colour (descriptions, field errors): every app uses
 * the next darker shades instead.
 */
export const readableColorsResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
  },
  dark: {},
});

/**
 * The theme and, from the first `notify`, the notification area; styles come from `@prenup/ui/styles.css`, the theme's CSS
 * variables too (theme-variables.css, generated from the theme and readableColorsResolver): the
 * provider does not compute and insert them on every page load.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const notificationsRequested = useNotificationsRequested();
  return (
    <MantineProvider theme={theme} withCssVariables={false}>
      {notificationsRequested ? (
        <Suspense fallback={null}>
          <Notifications position="top-right" classNames={{ root: NOTIFICATIONS_CLASS }} />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
