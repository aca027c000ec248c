import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { theme } from "../theme.ts";
import { readableColorsResolver } from "../ui-provider.tsx";
import { overBackdrop, wcagContrast } from "../color-contrast.ts";

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

/**
 * A CSS colour as the light scheme draws it, `var(--mantine-…)` references followed through the
 * theme's variables, a translucent colour laid over `backdrop` (white: the page and the cards).
 */
export function resolveThemeColor(value: string, backdrop = "#ffffff"): string {
  // A transparent background shows the page under it.
  let color = value.trim() === "transparent" ? "rgba(0, 0, 0, 0)" : value.trim();
  for (let depth = 0; color.startsWith("var("); depth += 1) {
    const name = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.*))?\)$/.exec(color);
    const next = name ? (LIGHT_VARIABLES[name[1]!] ?? name[2]) : undefined;
    if (!next || depth > 10) throw new Error(`No theme colour for ${value}`);
    color = next.trim();
  }
  return overBackdrop(color, backdrop);
}

/** WCAG 2's contrast ratio of two opaque colours (any CSS form `resolveThemeColor` reads). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(resolveThemeColor(a), resolveThemeColor(b));
}

/** Where a Mantine component keeps its variant's colours, and what its stylesheet draws when it sets none. */
const VARIANT_VARIABLES = {
  Badge: { prefix: "badge", background: "var(--mantine-primary-color-filled)", text: "var(--mantine-color-white)" },
  Button: { prefix: "button", background: "var(--mantine-primary-color-filled)", text: "var(--mantine-color-white)" },
  ActionIcon: { prefix: "ai", background: "var(--mantine-primary-color-filled)", text: "var(--mantine-color-white)" },
  ThemeIcon: { prefix: "ti", background: "var(--mantine-primary-color-filled)", text: "var(--mantine-color-white)" },
  Alert: {
    prefix: "alert",
    background: "var(--mantine-primary-color-light)",
    text: "var(--mantine-primary-color-light-color)",
  },
} as const;

export type VariantComponent = keyof typeof VARIANT_VARIABLES;

/**
 * The contrast of a rendered Mantine component's text on its background in the light scheme, at rest
 * and under the pointer, from the colours Mantine set on it (`--button-bg`, `--button-color`,
 * `--button-hover`, `--button-hover-color`; a colour given to its label or title wins), a
 * transparent background over white. A component without a hover colour is read at rest twice.
 */
export function variantContrast(element: HTMLElement, component: VariantComponent): { rest: number; hover: number } {
  const { prefix, background: defaultBackground, text: defaultText } = VARIANT_VARIABLES[component];
  const own = (name: string) => element.style.getPropertyValue(`--${prefix}-${name}`).trim();
  const label = element.querySelector<HTMLElement>(`.mantine-${component}-label, .mantine-${component}-title`);
  const text = label?.style.color || own("color") || defaultText;
  const background = resolveThemeColor(own("bg") || defaultBackground);
  const hoverBackground = own("hover") ? resolveThemeColor(own("hover")) : background;
  const hoverText = own("hover-color") || text;
  return {
    rest: wcagContrast(resolveThemeColor(text, background), background),
    hover: wcagContrast(resolveThemeColor(hoverText, hoverBackground), hoverBackground),
  };
}

/** The contrast of a rendered Mantine badge's label on its background (`variantContrast`). */
export function badgeContrast(badge: HTMLElement): number {
  return variantContrast(badge, "Badge").rest;
}
