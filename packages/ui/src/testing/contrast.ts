import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { theme } from "../theme.ts";
import { readableColorsResolver } from "../ui-provider.tsx";
import { parseColor, wcagContrast, type Rgba } from "../color-contrast.ts";

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const mantineVariables = defaultCssVariablesResolver(fullTheme);
const readable = readableColorsResolver(fullTheme);

/** The light scheme's CSS variables as the apps' stylesheets define them (theme-variables.css is generated from the same). */
const LIGHT_VARIABLES: Readonly<Record<string, string>> = {
  ...mantineVariables.variables,
  ...mantineVariables.light,
  ...readable.variables,
  ...readable.light,
};

/** A colour's channels; throws when the contrast check cannot read it. */
function channelsOf(value: string): Rgba {
  const parsed = parseColor(value);
  if (!parsed) throw new Error(`Not a colour the contrast check reads: ${value}`);
  return parsed;
}

/**
 * A CSS colour as the light scheme draws it, `var(--mantine-…)` references followed through the
 * theme's variables, a translucent colour laid over `backdrop` (white: the page and the cards).
 */
export function resolveThemeColor(value: string, backdrop = "#ffffff"): string {
  let color = value.trim();
  for (let depth = 0; color.startsWith("var("); depth += 1) {
    const name = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.*))?\)$/.exec(color);
    const next = name ? (LIGHT_VARIABLES[name[1]!] ?? name[2]) : undefined;
    if (!next || depth > 10) throw new Error(`No theme colour for ${value}`);
    color = next.trim();
  }
  const { r, g, b, a } = channelsOf(color);
  const under = channelsOf(backdrop);
  const blend = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return `#${[blend(r, under.r), blend(g, under.g), blend(b, under.b)]
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** WCAG 2's contrast ratio of two opaque colours (any CSS form `resolveThemeColor` reads). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(resolveThemeColor(a), resolveThemeColor(b));
}

/**
 * The contrast of a rendered Mantine badge's label on its background, from the colours Mantine set
 * on it (`--badge-bg`, `--badge-color`, or a colour given to its label) in the light scheme.
 */
export function badgeContrast(badge: HTMLElement): number {
  const background = badge.style.getPropertyValue("--badge-bg") || "var(--mantine-primary-color-filled)";
  const label = badge.querySelector<HTMLElement>(".mantine-Badge-label");
  const text = label?.style.color || badge.style.getPropertyValue("--badge-color") || "var(--mantine-color-white)";
  return contrastRatio(resolveThemeColor(text, resolveThemeColor(background)), resolveThemeColor(background));
}
