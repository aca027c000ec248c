import {
  type MantineColorsTuple,
  type VariantColorsResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
} from "@mantine/core";

/** The product's deep teal: trust and calm for a legal product, with enough contrast on white. */
const brand: MantineColorsTuple = [
  "#e6f6f4",
  "#cdeae6",
  "#9fd5cd",
  "#6cbfb3",
  "#44ac9d",
  "#2a9f8f",
  "#1a8a7b",
  "#0c7467",
  "#005f54",
  "#004941",
];

/** Warm accent used for highlights (e.g. completion ticks stay green; this is for calls to action). */
const blush: MantineColorsTuple = [
  "#fdf0ee",
  "#f6dfdb",
  "#ecbcb3",
  "#e29789",
  "#d97866",
  "#d4644f",
  "#d25a44",
  "#ba4a35",
  "#a7412e",
  "#923524",
];

/** Layout sizes of the three apps, in px. */
export const LAYOUT = {
  headerHeight: 56,
  sidebarCollapsed: 80,
  sidebarExpanded: 272,
  sidebarTransitionMs: 250,
  mobileBreakpoint: 768,
  inputHeight: 56,
  progressBarMaxWidth: 728,
  popupMaxWidth: 944,
  continueButtonWidth: 326,
  attorneyCardMaxWidth: 352,
} as const;

/** Where the help pages of the three apps send people (the identity provider's legal pages name the same address). */
export const SUPPORT_EMAIL = "support@prenup.test";

/** `(max-width: 767.98px)`: below the mobile cutoff of 768 px. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileBreakpoint - 0.02}px)`;

/**
 * Light variants (badges, light buttons, theme icons) draw their text in the colour's darkest shade,
 * darkened by a further 30%: Mantine's default (shade 6 on a 10% tint), and even shade 9 of green or
 * yellow, fail WCAG AA contrast for small labels (axe: color-contrast). Other variants keep
 * Mantine's colours.
 */
const LIGHT_TEXT_DARKEN = 0.3;

export const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return resolved;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const darkest = parsed.isThemeColor && parsed.shade === undefined ? input.theme.colors[parsed.color]?.[9] : undefined;
  return darkest ? { ...resolved, color: darken(darkest, LIGHT_TEXT_DARKEN) } : resolved;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: "brand",
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, blush },
  autoContrast: true,
  // The device's interface typeface (San Francisco, Roboto, Segoe UI...): nothing to download before
  // the first screen's text (styles.css).
  fontFamily:
    "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontFamily: "'Source Serif 4', Georgia, 'Times New Roman', serif", fontWeight: "600" },
  defaultRadius: "md",
  // A visible focus ring for keyboard users on every control.
  focusRing: "auto",
  // sm = 768 (mobile cutoff), md = 816, lg = 1120, xl = 1304: the spec's responsive widths.
  breakpoints: { xs: "36em", sm: "48em", md: "51em", lg: "70em", xl: "81.5em" },
  components: {
    // A plain object rather than `Input.extend(...)`: that would bring the Input component into
    // start-up, where no page needs it yet.
    Input: {
      vars: () => ({ wrapper: { "--input-height": `${LAYOUT.inputHeight}px` } }),
    },
    // A light alert's title in the alert's own colour fails WCAG contrast on its tinted background
    // for green and yellow (axe: color-contrast): titles take the text colour, the icon keeps the tint.
    Alert: {
      styles: { title: { color: "var(--mantine-color-text)" } },
    },
  },
});
