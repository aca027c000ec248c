import { describe, expect, it } from "vitest";
import {
  KIB,
  lazyOnlyPackagesIn,
  mantineComponentsIn,
  packageOf,
  startupFiles,
  startupProblems,
  unstyledBundledProblems,
  type AppStartup,
} from "./startup-budget.ts";

const html = `<head>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  <script type="module" crossorigin src="/assets/index-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-2.js">
  <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  <link rel="stylesheet" href="https://fonts.example/x.css">
</head>`;

function startup(overrides: Partial<AppStartup> = {}): AppStartup {
  return {
    app: "customer",
    files: [],
    jsGzipBytes: 100 * KIB,
    cssGzipBytes: 10 * KIB,
    packages: new Map([["react-dom", 1]]),
    mantineComponents: new Set(["Button"]),
    ...overrides,
  };
}
const budget = { js: 150 * KIB, css: 20 * KIB };
const styled = new Set(["Button", "Text"]);
const hasStyles = (name: string) => name !== "Portal";

describe("start-up budget", () => {
  it("counts the entry, its modulepreloads and the linked stylesheets of this site, not icons or other hosts", () => {
    expect(startupFiles(html)).toEqual({ js: ["assets/index-1.js", "assets/react-2.js"], css: ["assets/index-3.css"] });
  });

  it("names the package of a bundled module, pnpm's store included", () => {
    expect(
      packageOf("../../node_modules/.pnpm/@stripe+stripe-js@10.2.1/node_modules/@stripe/stripe-js/dist/index.mjs"),
    ).toBe("@stripe/stripe-js");
    expect(packageOf("../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/classic/schemas.js")).toBe("zod");
    expect(packageOf("../../packages/ui/src/theme.ts")).toBeNull();
  });

  it("finds the libraries of later screens, families by prefix", () => {
    expect(lazyOnlyPackagesIn(["react", "recharts", "d3-scale", "@tiptap/core", "@mantine/core", "zod"])).toEqual([
      "@tiptap/core",
      "d3-scale",
      "recharts",
      "zod",
    ]);
  });

  it("finds the Mantine components start-up renders by their main module", () => {
    expect([
      ...mantineComponentsIn([
        "x/@mantine/core/esm/components/Button/Button.mjs",
        "x/@mantine/core/esm/components/Checkbox/CheckIcon.mjs",
      ]),
    ]).toEqual(["Button"]);
  });

  it("passes an app within its budgets", () => {
    expect(startupProblems(startup(), budget, styled, hasStyles)).toEqual([]);
  });

  it("fails an app over its JavaScript or CSS budget, saying by how much", () => {
    const problems = startupProblems(
      startup({ jsGzipBytes: 151 * KIB, cssGzipBytes: 25 * KIB }),
      budget,
      styled,
      hasStyles,
    );
    expect(problems).toEqual([
      "start-up JavaScript 151.0 KiB gzip is over its budget of 150.0 KiB",
      "start-up CSS 25.0 KiB gzip is over its budget of 20.0 KiB",
    ]);
  });

  it("fails when a later screen's library reaches start-up, even within the budget", () => {
    const problems = startupProblems(
      startup({
        packages: new Map([
          ["react-dom", 1],
          ["@stripe/react-stripe-js", 1],
        ]),
      }),
      budget,
      styled,
      hasStyles,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/@stripe\/react-stripe-js, which only later pages need/);
  });

  it("fails when start-up renders a component whose styles only come with the pages", () => {
    const problems = startupProblems(
      startup({ mantineComponents: new Set(["Button", "Table", "Portal"]) }),
      budget,
      styled,
      hasStyles,
    );
    expect(problems).toEqual([expect.stringMatching(/^start-up renders Table without its styles/)]);
  });

  it("finds nested Mantine components (a Radio's card, the inline input) by their main module too", () => {
    const sources = [
      "x/@mantine/core/esm/components/Radio/RadioCard/RadioCard.mjs",
      "x/@mantine/core/esm/utils/InlineInput/InlineInput.mjs",
      "x/@mantine/core/esm/components/Radio/RadioCard/RadioCard.context.mjs",
    ];
    expect([...mantineComponentsIn(sources)].sort()).toEqual(["InlineInput", "RadioCard"]);
  });

  it("fails a build that uses a component whose styles neither stylesheet has, naming it", () => {
    const sheets = new Set(["Button", "Table"]);
    expect(unstyledBundledProblems(["Button", "Table", "Portal"], sheets, hasStyles)).toEqual([]);
    const problems = unstyledBundledProblems(["Button", "Tooltip", "Portal"], sheets, hasStyles);
    expect(problems).toEqual([
      expect.stringMatching(/^the build uses Tooltip, whose styles are in neither stylesheet/),
    ]);
  });
});
