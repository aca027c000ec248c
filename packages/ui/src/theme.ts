import {
  type MantineColorsTuple,
  type MantineTheme,
  type VariantColorsResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  parseThemeColor,
} from "@mantine/core";
import { AA_TEXT_CONTRAST, parseColor, wcagContrast } from "./color-contrast.ts";

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

/**
 * A filled badge's background and label colour, the label at WCAG AA's 4.5:1 at least (Mantine's
 * filled shade with white text reads at 3.1:1 for teal, 3.8:1 for red): white text on the colour's
 * filled shade (or the shade asked for, "red.9") when that reaches it, else on the first darker shade
 * of the same colour that does; black text on the filled shade when no shade does (yellow, lime,
 * orange). A colour outside the theme keeps its background, with white or black text, whichever
 * reaches 4.5:1; one the check cannot read (a CSS variable) keeps Mantine's colours (null).
 */
export function readableFilledBadgeColors(
  mantineTheme: MantineTheme,
  color: string | undefined,
): { background: string; color: string } | null {
  const parsed = parseThemeColor({ color: color || mantineTheme.primaryColor, theme: mantineTheme });
  const shades = parsed.isThemeColor ? mantineTheme.colors[parsed.color] : undefined;
  if (shades && !shades.every((shade) => parseColor(shade))) return null;
  const white = { css: "var(--mantine-color-white)", value: mantineTheme.white };
  const black = { css: "var(--mantine-color-black)", value: mantineTheme.black };
  if (!shades) {
    if (!parseColor(parsed.value)) return null;
    const text = wcagContrast(white.value, parsed.value) >= AA_TEXT_CONTRAST ? white : black;
    return { background: parsed.value, color: text.css };
  }
  const filled = parsed.shade ?? getPrimaryShade(mantineTheme, "light");
  for (let shade = filled; shade < shades.length; shade += 1) {
    if (wcagContrast(white.value, shades[shade]!) >= AA_TEXT_CONTRAST)
      return { background: `var(--mantine-color-${parsed.color}-${shade})`, color: white.css };
  }
  return { background: `var(--mantine-color-${parsed.color}-${filled})`, color: black.css };
}

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
    // Every filled badge (Badge's default variant) of the three apps reads at 4.5:1 at least.
    Badge: {
      vars: (mantineTheme: MantineTheme, props: { variant?: string; color?: string }) => {
        if (props.variant !== undefined && props.variant !== "filled") return { root: {} };
        const colors = readableFilledBadgeColors(mantineTheme, props.color);
        return { root: colors ? { "--badge-bg": colors.background, "--badge-color": colors.color } : {} };
      },
    },
  },
});
