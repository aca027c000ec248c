import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "./theme.ts";
import { readableColorsResolver } from "./ui-provider.tsx";

// The theme's CSS variables are a file of the start-up stylesheet (theme-variables.css) instead of
// the <style> Mantine's provider computes and inserts on every page load (a long task on a phone,
// and a restyle of the whole document). The file is what the provider itself would write: a change
// of the theme or of Mantine fails here; `pnpm --filter @prenup/ui theme-css` rewrites it.
const HEADER = `/*
 * Generated from the theme (theme.ts) and readableColorsResolver by theme-variables.test.tsx: the
 * CSS variables Mantine's provider would insert at run time (the provider has withCssVariables off).
 * Do not edit: \`pnpm --filter @prenup/ui theme-css\` rewrites it.
 */
`;

function providerVariables(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={readableColorsResolver}>
      <span />
    </MantineProvider>,
  );
  const css = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error("Mantine's provider wrote no CSS variables");
  return css.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

describe("theme-variables.css", () => {
  it("holds the CSS variables Mantine's provider computes for the theme", () => {
    const file = join(dirname(new URL(import.meta.url).pathname), "theme-variables.css");
    const expected = `${HEADER}${providerVariables().trim()}\n`;
    if (process.env.WRITE_THEME_CSS === "1") writeFileSync(file, expected);
    expect(readFileSync(file, "utf8"), "theme-variables.css is out of date: pnpm --filter @prenup/ui theme-css").toBe(
      expected,
    );
  });
});
