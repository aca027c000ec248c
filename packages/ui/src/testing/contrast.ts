import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { theme } from "../theme.ts";
import { readableColorsResolver } from "../ui-provider.tsx";

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

type Rgba = { r: number; g: number; b: number; a: number };

function parseColor(value: string): Rgba {
  const color = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
    return { r: r!, g: g!, b: b!, a: 1 };
  }
  const rgb = /^rgba?\(([^)]*)\)$/i.exec(color)?.[1];
  if (rgb) {
    const [r, g, b, a] = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r: r!, g: g!, b: b!, a: a ?? 1 };
  }
  throw new Error(`Not a colour the contrast check reads: ${value}`);
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
  const { r, g, b, a } = parseColor(color);
  const under = parseColor(backdrop);
  const blend = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return `#${[blend(r, under.r), blend(g, under.g), blend(b, under.b)]
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** WCAG 2's contrast ratio of two opaque colours (any CSS form `resolveThemeColor` reads). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (color: string) => {
    const { r, g, b: blue } = parseColor(resolveThemeColor(color));
    const [lr, lg, lb] = [r, g, blue]
      .map((channel) => channel / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
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
