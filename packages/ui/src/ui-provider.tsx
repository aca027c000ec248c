import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { theme } from "./theme.ts";

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

/** The theme and the notification area; styles come from `@prenup/ui/styles.css`. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColorsResolver}>
      <Notifications position="top-right" />
      {children}
    </MantineProvider>
  );
}
