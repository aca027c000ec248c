import { ActionIcon, Alert, Badge, Button, DEFAULT_THEME, mergeMantineTheme, ThemeIcon } from "@mantine/core";
import { screen } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "./theme.ts";
import { renderWithUi, type VariantComponent, variantContrast } from "./testing/index.tsx";

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Every colour a component can name: each theme colour, alone and at each shade ("red.9"), and none (the primary colour). */
const COLORS: (string | undefined)[] = [
  undefined,
  ...Object.keys(full.colors).flatMap((color) => [color, ...SHADES.map((shade) => `${color}.${shade}`)]),
];

type Colored = ComponentType<{ color?: string; variant?: string; children?: ReactNode }>;

/** The components whose text sits on their variant's colours, with the variants each draws (undefined: its default). */
const COMPONENTS: { name: VariantComponent; Component: Colored; variants: (string | undefined)[] }[] = [
  {
    name: "Badge",
    Component: Badge as Colored,
    variants: [undefined, "filled", "light", "outline", "transparent", "white"],
  },
  {
    name: "Button",
    Component: Button as Colored,
    variants: [undefined, "filled", "light", "outline", "subtle", "transparent", "white"],
  },
  {
    name: "ActionIcon",
    Component: ActionIcon as Colored,
    variants: [undefined, "filled", "light", "outline", "subtle", "transparent", "white"],
  },
  { name: "ThemeIcon", Component: ThemeIcon as Colored, variants: [undefined, "filled", "light", "outline", "white"] },
  {
    name: "Alert",
    Component: Alert as Colored,
    variants: [undefined, "filled", "light", "outline", "transparent", "white"],
  },
];

const nameOf = (component: string, variant: string | undefined, color: string | undefined) =>
  `${component} ${variant ?? "default"} ${color ?? "primary"}`;

describe("text on the theme's variant colours", () => {
  it.each(COMPONENTS)(
    "reads at 4.5:1 at least on a $name, at rest and under the pointer, in every variant, theme colour and shade",
    ({ name, Component, variants }) => {
      const cases = variants.flatMap((variant) => COLORS.map((color) => ({ variant, color })));
      // Each one carries its case's name (data-case), read back with one query over the page.
      const { container } = renderWithUi(
        <>
          {cases.map(({ variant, color }) => {
            const label = nameOf(name, variant, color);
            return (
              <Component
                key={label}
                color={color}
                variant={variant}
                // An alert's title is the text drawn in its colour; an action icon shows an icon.
                {...{ "data-case": label, ...(name === "Alert" ? { title: label } : {}) }}
              >
                {name === "ActionIcon" ? <svg /> : label}
              </Component>
            );
          })}
        </>,
      );
      const elements = [...container.querySelectorAll<HTMLElement>("[data-case]")];
      expect(elements).toHaveLength(cases.length);
      const failures: string[] = [];
      for (const element of elements) {
        const { rest, hover } = variantContrast(element, name);
        const label = element.dataset.case;
        if (rest < 4.5 || hover < 4.5)
          failures.push(`${label}: ${rest.toFixed(2)} at rest, ${hover.toFixed(2)} on hover`);
      }
      expect(failures).toEqual([]);
    },
  );
});

describe("readable variant colours", () => {
  const vars = (label: string, component = "Badge") =>
    screen.getByText(label).closest<HTMLElement>(`.mantine-${component}-root`)!.style;

  it("keep a filled colour's look: white text on a darker shade of it, or black text where no shade of it carries white", () => {
    renderWithUi(
      <>
        <Badge color="teal">teal</Badge>
        <Badge color="red.9">deep red</Badge>
        <Badge color="orange">orange</Badge>
        <Button color="red">red button</Button>
      </>,
    );
    // Teal's filled shade (7) carries white at 3.1:1; its shade 9 at 5.0:1.
    expect(vars("teal").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-teal-9)");
    expect(vars("teal").getPropertyValue("--badge-color")).toBe("var(--mantine-color-white)");
    // A shade that already carries white stays.
    expect(vars("deep red").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-red-9)");
    // No orange carries white at 4.5:1: the filled shade with black text.
    expect(vars("orange").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-orange-7)");
    expect(vars("orange").getPropertyValue("--badge-color")).toBe("var(--mantine-color-black)");
    // A red button: shade 8 (4.5:1), darkening to shade 9 under the pointer as Mantine's buttons do.
    expect(vars("red button", "Button").getPropertyValue("--button-bg")).toBe("var(--mantine-color-red-8)");
    expect(vars("red button", "Button").getPropertyValue("--button-hover")).toBe("var(--mantine-color-red-9)");
  });

  it("give a light button on a shade asked for ('orange.9', drawn as its background) text that reads on it", () => {
    renderWithUi(
      <Button variant="light" color="orange.9">
        No-show
      </Button>,
    );
    // Mantine draws its text in orange 9 too: the label would not show at all.
    expect(vars("No-show", "Button").getPropertyValue("--button-color")).toBe("var(--mantine-color-black)");
    expect(variantContrast(screen.getByRole("button", { name: "No-show" }), "Button").rest).toBeGreaterThanOrEqual(4.5);
  });

  it("draw a filled alert's title and message in the colour its variant reads in", () => {
    renderWithUi(
      <Alert variant="filled" color="teal" title="Saved">
        Your answers are kept.
      </Alert>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.style.getPropertyValue("--alert-color")).toBe("var(--mantine-color-white)");
    expect(screen.getByText("Saved").closest<HTMLElement>(".mantine-Alert-title")!.style.color).toBe("");
    expect(screen.getByText("Your answers are kept.").style.color).toBe("var(--alert-color)");
    expect(variantContrast(alert, "Alert").rest).toBeGreaterThanOrEqual(4.5);
  });

  it("leave colours that already read as Mantine draws them", () => {
    renderWithUi(
      <>
        <Button>primary</Button>
        <Button color="grape">grape</Button>
        <Badge color="teal" variant="light">
          light teal
        </Badge>
      </>,
    );
    expect(vars("primary", "Button").getPropertyValue("--button-bg")).toBe("");
    expect(vars("grape", "Button").getPropertyValue("--button-bg")).toBe("var(--mantine-color-grape-filled)");
    expect(vars("grape", "Button").getPropertyValue("--button-hover")).toBe("var(--mantine-color-grape-filled-hover)");
    expect(vars("light teal").getPropertyValue("--badge-bg")).toBe("var(--mantine-color-teal-light)");
  });
});
