/**
 * WCAG 2's contrast of two colours, the one computation the theme (its variant colours) and the
 * tests' contrast checks (testing/contrast.ts) share.
 */

/** WCAG AA's least contrast for text of normal size: badge and button labels, descriptions, field errors. */
export const AA_TEXT_CONTRAST = 4.5;

export type Rgba = { r: number; g: number; b: number; a: number };

/** A colour written `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)` as its channels; null for any other form. */
export function parseColor(value: string): Rgba | null {
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
  return null;
}

/**
 * A colour `parseColor` reads, laid over an opaque `backdrop` (white unless given) as the screen
 * shows it: `#rrggbb`. Throws on a form `parseColor` does not read.
 */
export function overBackdrop(color: string, backdrop = "#ffffff"): string {
  const [top, under] = [color, backdrop].map((value) => {
    const parsed = parseColor(value);
    if (!parsed) throw new Error(`Not a colour the contrast check reads: ${value}`);
    return parsed;
  });
  const blend = (above: number, below: number) => Math.round(above * top!.a + below * (1 - top!.a));
  return `#${[blend(top!.r, under!.r), blend(top!.g, under!.g), blend(top!.b, under!.b)]
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** WCAG 2's relative luminance of a colour's channels (its alpha is not read). */
function relativeLuminance({ r, g, b }: Rgba): number {
  const [lr, lg, lb] = [r, g, b]
    .map((channel) => channel / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
}

/**
 * WCAG 2's contrast ratio (1 to 21) of two opaque colours in a form `parseColor` reads; throws on
 * any other form.
 */
export function wcagContrast(a: string, b: string): number {
  const [first, second] = [a, b].map((color) => {
    const parsed = parseColor(color);
    if (!parsed) throw new Error(`Not a colour the contrast check reads: ${color}`);
    return relativeLuminance(parsed);
  });
  const [high, low] = [first!, second!].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}
