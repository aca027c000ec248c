import { describe, expect, it } from "vitest";
import { contrastRatio, resolveThemeColor } from "./contrast.ts";

describe("contrast", () => {
  it("follows the theme's variables to the colour the light scheme draws", () => {
    expect(resolveThemeColor("var(--mantine-color-teal-filled)")).toBe("#0ca678");
    expect(resolveThemeColor("var(--mantine-color-dimmed)")).toBe("#495057");
    expect(resolveThemeColor("var(--mantine-color-teal-light)")).toBe("#c3fae8");
    expect(resolveThemeColor("rgba(0, 0, 0, 0.5)")).toBe("#808080");
  });

  it("computes WCAG's ratio: white on Mantine's filled teal is 3.11:1, black on white 21:1", () => {
    expect(contrastRatio("var(--mantine-color-white)", "var(--mantine-color-teal-filled)")).toBeCloseTo(3.11, 1);
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
  });
});
