import {
  type MantineColorsTuple,
  type MantineTheme,
  type VariantColorResolverResult,
  type VariantColorsResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  lighten,
  parseThemeColor,
  rem,
  rgba,
} from "@mantine/core";
import { AA_TEXT_CONTRAST, overBackdrop, parseColor, wcagContrast } from "./color-contrast.ts";

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
 * How far the light variant's text darkens the colour's darkest shade: Mantine's default (shade 9 on
 * shade 1) fails WCAG AA contrast for small labels for green, yellow, lime and orange (axe:
 * color-contrast). Text on white that no shade of its colour carries (subtle green) darkens as far.
 */
const LIGHT_TEXT_DARKEN = 0.3;

/** How far a hover moves from the background when the next shade would not carry the text (Mantine's own step). */
const HOVER_STEP = 0.1;

/** A colour as CSS names it (`css`, maybe a variable) and its value for the contrast check. */
type Paint = { css: string; value: string };

/** Whether text in `text` reads at WCAG AA's 4.5:1 on each of `backgrounds` (translucent ones over white). */
function readsOn(text: string, ...backgrounds: string[]): boolean {
  return backgrounds.every((background) => wcagContrast(text, overBackdrop(background)) >= AA_TEXT_CONTRAST);
}

/**
 * The hover of a background under `text`: Mantine's (`usual`) when the text reads on it, else the
 * background moved one step away from the text (darker under white text, lighter under black).
 */
function readableHover(text: string, background: string, usual: Paint): string {
  if (readsOn(text, usual.value)) return usual.css;
  const lightText = wcagContrast(text, "#000000") > wcagContrast(text, "#ffffff");
  return lightText ? darken(background, HOVER_STEP) : lighten(background, HOVER_STEP);
}

/**
 * The colours Mantine's variants draw (`defaultVariantColorsResolver`) changed as far as their text
 * needs to read at WCAG AA's 4.5:1 on its background, at rest and on hover, for every component
 * that takes a colour and a variant (buttons, action icons, theme icons, badges, alerts, chips,
 * avatars, nav links, tooltips). Only what changes is returned; a colour the check cannot read (a
 * CSS variable, a virtual colour) keeps Mantine's.
 * - filled (white text on the colour): the colour's filled shade (or the shade asked for, "red.9")
 *   when white reads on it, else the first darker shade that carries white; black text on the
 *   filled shade when no shade does (yellow, lime, orange). Hover: Mantine's (the next shade), or
 *   a step further from the text where that shade would not carry it. A colour outside the theme
 *   keeps its background with white or black text, whichever reads.
 * - light: the text is the colour's darkest shade darkened (`LIGHT_TEXT_DARKEN`); on a shade asked
 *   for ("orange.9", drawn as the background itself) that text, else white, else black.
 * - outline, white, subtle, transparent (the colour as text on the page): the shade Mantine draws,
 *   or the first darker one that reads on white and on the hover's tint; past shade 9, shade 9
 *   darkened as the light text is.
 */
export function readableVariantColors(
  mantineTheme: MantineTheme,
  color: string | undefined,
  variant: string,
): Partial<VariantColorResolverResult> {
  const parsed = parseThemeColor({ color: color || mantineTheme.primaryColor, theme: mantineTheme });
  const shades = parsed.isThemeColor ? mantineTheme.colors[parsed.color] : undefined;
  if (shades ? !shades.every((shade) => parseColor(shade)) : !parseColor(parsed.value)) return {};
  const white: Paint = { css: "var(--mantine-color-white)", value: mantineTheme.white };
  const black: Paint = { css: "var(--mantine-color-black)", value: mantineTheme.black };
  const whiteOrBlack = (background: string) => (readsOn(white.value, background) ? white : black);

  if (!shades) {
    if (variant !== "filled") return {};
    const text = whiteOrBlack(parsed.value);
    const usual = darken(parsed.value, HOVER_STEP);
    return { color: text.css, hover: readableHover(text.value, parsed.value, { css: usual, value: usual }) };
  }
  const shade = (index: number): Paint => ({
    css: `var(--mantine-color-${parsed.color}-${index})`,
    value: shades[index]!,
  });
  const primary = getPrimaryShade(mantineTheme, "light");
  const lightText = darken(shades[9]!, LIGHT_TEXT_DARKEN);

  if (variant === "filled") {
    const asked = parsed.shade ?? primary;
    for (let index = asked; index < shades.length; index += 1) {
      if (!readsOn(white.value, shades[index]!)) continue;
      // Mantine's own variables where the shade stays the filled one.
      const filled = index === asked && parsed.shade === undefined;
      const next = index === 9 ? 8 : index + 1;
      const usualHover = filled
        ? { css: `var(--mantine-color-${parsed.color}-filled-hover)`, value: shades[next]! }
        : shade(next);
      return {
        background: filled ? `var(--mantine-color-${parsed.color}-filled)` : shade(index).css,
        color: white.css,
        hover: readableHover(white.value, shades[index]!, usualHover),
      };
    }
    return {
      background: shade(asked).css,
      color: black.css,
      hover: readableHover(black.value, shades[asked]!, shade(asked === 9 ? 8 : asked + 1)),
    };
  }

  if (variant === "light") {
    if (parsed.shade === undefined) return { color: lightText };
    const background = shades[parsed.shade]!;
    const text = [{ css: lightText, value: lightText }, white, black].find((paint) =>
      readsOn(paint.value, background),
    )!;
    const usual = darken(background, HOVER_STEP);
    return { color: text.css, hover: readableHover(text.value, background, { css: usual, value: usual }) };
  }

  // The colour as text on the page, and the tint its hover lays on the page (none for transparent).
  const onPage: Record<string, { from: number; hover: (index: number) => string | null }> = {
    outline: { from: parsed.shade ?? primary, hover: (index) => rgba(shades[index]!, 0.05) },
    white: { from: parsed.shade ?? primary, hover: () => darken(mantineTheme.white, 0.01) },
    subtle: {
      from: parsed.shade === undefined ? 9 : Math.min(parsed.shade, 6),
      hover: () => (parsed.shade === undefined ? shades[2]! : rgba(shades[parsed.shade]!, 0.12)),
    },
    transparent: { from: parsed.shade === undefined ? 9 : Math.min(parsed.shade, 6), hover: () => null },
  };
  const page = onPage[variant];
  if (!page) return {};
  const readsOnPage = (text: string, index: number) => {
    const hover = page.hover(index);
    return readsOn(text, white.value, ...(hover ? [hover] : []));
  };
  let index = page.from;
  while (index < shades.length && !readsOnPage(shades[index]!, index)) index += 1;
  if (index === page.from) return {};
  const text = index < shades.length ? shade(index).css : lightText;
  if (variant !== "outline") return { color: text };
  // An outline's border and hover tint follow its text's shade, as Mantine draws "teal.9".
  const at = Math.min(index, 9);
  return { color: text, border: `${rem(1)} solid ${text}`, hover: rgba(shades[at]!, 0.05) };
}

/** `readableVariantColors` per theme, colour and variant: every coloured component asks on every render. */
const readableByTheme = new WeakMap<MantineTheme, Map<string, Partial<VariantColorResolverResult>>>();

export const variantColorResolver: VariantColorsResolver = (input) => {
  let known = readableByTheme.get(input.theme);
  if (!known) {
    known = new Map();
    readableByTheme.set(input.theme, known);
  }
  const key = `${input.color ?? ""}|${input.variant}`;
  let readable = known.get(key);
  if (!readable) {
    readable = readableVariantColors(input.theme, input.color, input.variant);
    known.set(key, readable);
  }
  return { ...defaultVariantColorsResolver(input), ...readable };
};

export const theme = createTheme({
  variantColorResolver,
  // Popups, menus and notifications open without their transitions for a person whose system asks
  // for reduced motion (WCAG 2.3.3).
  respectReducedMotion: true,
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
    // An alert on a tint of its colour (light, outline...) has its title in the text colour, the icon
    // in the alert's; on a background of its colour (filled, or light on a shade asked for: "red.9")
    // its title and message take the colour its variant reads in there (readableVariantColors).
    Alert: {
      styles: (mantineTheme: MantineTheme, props: { variant?: string; color?: string }) => {
        const variant = props.variant ?? "light";
        const { shade } = parseThemeColor({ color: props.color || mantineTheme.primaryColor, theme: mantineTheme });
        return variant === "filled" || (variant === "light" && shade !== undefined)
          ? { message: { color: "var(--alert-color)" } }
          : { title: { color: "var(--mantine-color-text)" } };
      },
    },
  },
});
