import { Badge, DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "./theme.ts";
import { badgeContrast, renderWithUi } from "./testing/index.tsx";

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Every colour a badge can name: each theme colour, alone (its filled shade) and at each shade ("red.9"). */
const BADGE_COLORS = Object.keys(full.colors).flatMap((color) => [
  color,
  ...SHADES.map((shade) => `${color}.${shade}`),
]);

describe("filled badges", () => {
  it("read at 4.5:1 at least in every theme colour and shade, as the default variant and as 'filled'", () => {
    renderWithUi(
      <>
        {BADGE_COLORS.flatMap((color) => [
          <Badge key={color} color={color}>{`default ${color}`}</Badge>,
          <Badge key={`filled-${color}`} color={color} variant="filled">{`filled ${color}`}</Badge>,
        ])}
        <Badge>default primary</Badge>
        <Badge variant="filled">filled primary</Badge>
      </>,
    );
    const labels = [...BADGE_COLORS.flatMap((color) => [`default ${color}`, `filled ${color}`]), "default primary"];
    for (const label of [...labels, "filled primary"]) {
      const badge = screen.getByText(label).closest<HTMLElement>(".mantine-Badge-root")!;
      expect(badgeContrast(badge), label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keep their colour: white text on a darker shade of it, or dark text where no shade of it carries white", () => {
    renderWithUi(
      <>
        <Badge color="teal">teal</Badge>
        <Badge color="red.9">deep red</Badge>
        <Badge color="orange">orange</Badge>
      </>,
    );
    const root = (label: string) => screen.getByText(label).closest<HTMLElement>(".mantine-Badge-root")!.style;
    // Teal's filled shade (7) carries white at 3.1:1; its shade 9 at 5.0:1.
    expect(root("teal").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-teal-9)");
    expect(root("teal").getPropertyValue("--badge-color")).toBe("var(--mantine-color-white)");
    // A shade that already carries white stays.
    expect(root("deep red").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-red-9)");
    // No orange carries white at 4.5:1: the filled shade with black text.
    expect(root("orange").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-orange-7)");
    expect(root("orange").getPropertyValue("--badge-color")).toBe("var(--mantine-color-black)");
  });

  it("leave the other variants as the variant resolver draws them", () => {
    renderWithUi(
      <>
        <Badge color="teal" variant="light">
          light teal
        </Badge>
        <Badge color="teal" variant="outline">
          outline teal
        </Badge>
      </>,
    );
    const root = (label: string) => screen.getByText(label).closest<HTMLElement>(".mantine-Badge-root")!.style;
    expect(root("light teal").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-teal-light)");
    expect(root("outline teal").getPropertyValue("--badge-bg")).toBe("transparent");
  });
});
