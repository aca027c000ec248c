import { defaultVariantColorsResolver, DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { wcagContrast } from "./color-contrast.ts";
import { theme, variantColorResolver } from "./theme.ts";

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** A 10% tint of a colour over white, as the light variant's background draws it. */
function tint(hex: string): string {
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(255 - (255 - parseInt(hex.slice(at, at + 2), 16)) * 0.1)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, "0"))
    .join("")}`;

describe("variant colours", () => {
  it("gives light badges' and buttons' text at least AA contrast (4.5:1) on their tint, for every theme colour", () => {
    for (const color of Object.keys(full.colors)) {
      const text = variantColorResolver({ color, theme: full, variant: "light" }).color;
      const hex = text.startsWith("#") ? text : toHex(text);
      expect(wcagContrast(hex, tint(full.colors[color]![6]!)), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("leaves colours whose text already reads as Mantine draws them", () => {
    for (const input of [
      { color: "grape", variant: "filled" },
      { color: "red.9", variant: "outline" },
      { color: "#123456", variant: "light" },
    ]) {
      expect(variantColorResolver({ ...input, theme: full })).toEqual(
        defaultVariantColorsResolver({ ...input, theme: full }),
      );
    }
  });
});
