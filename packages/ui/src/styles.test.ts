import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { UNUSED_MANTINE_STYLES } from "./unused-mantine-styles.ts";

// The start-up stylesheet and the page stylesheet split Mantine's component styles between them:
// together with the components no app uses (UNUSED_MANTINE_STYLES) they must name every component
// exactly once (a Mantine upgrade that adds one fails here),
// each in Mantine's own order (its styles.css), so later rules still override earlier ones.
const require = createRequire(import.meta.url);
const mantineCss = require.resolve("@mantine/core/styles.css");
const mantineStyles = join(dirname(mantineCss), "styles");
const here = dirname(new URL(import.meta.url).pathname);

function mantineImports(file: string): string[] {
  const css = readFileSync(join(here, file), "utf8");
  return [...css.matchAll(/@import "@mantine\/core\/styles\/([^"]+)\.css";/g)].map((match) => match[1] as string);
}

/** Mantine's per-component files in the order its full styles.css concatenates them. */
function mantineOrder(): string[] {
  const whole = readFileSync(mantineCss, "utf8");
  return readdirSync(mantineStyles)
    .filter((name) => name.endsWith(".css") && !name.endsWith(".layer.css"))
    .map((name) => ({
      name: name.slice(0, -4),
      at: whole.indexOf(readFileSync(join(mantineStyles, name), "utf8").trim().slice(0, 120)),
    }))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.name);
}

describe("the split of Mantine's styles", () => {
  const order = mantineOrder();
  const startup = mantineImports("styles.css");
  const pages = mantineImports("page-styles.css");

  it("names every component's styles exactly once: in a sheet, or among the unused", () => {
    expect([...startup, ...pages, ...UNUSED_MANTINE_STYLES].sort()).toEqual([...order].sort());
  });

  it("keeps Mantine's order in each sheet, the base first", () => {
    const rank = (name: string) => order.indexOf(name);
    expect(startup.map(rank)).toEqual([...startup.map(rank)].sort((a, b) => a - b));
    expect(pages.map(rank)).toEqual([...pages.map(rank)].sort((a, b) => a - b));
    expect(startup.slice(0, 3)).toEqual(["baseline", "default-css-variables", "global"]);
  });

  it("brings notifications' styles only with the pages, and the date pickers' (no app uses them) nowhere", () => {
    const pageSheet = readFileSync(join(here, "page-styles.css"), "utf8");
    expect(pageSheet).toContain('@import "@mantine/notifications/styles.css";');
    expect(pageSheet).not.toContain("@mantine/dates");
    expect(readFileSync(join(here, "styles.css"), "utf8")).not.toMatch(/@mantine\/(notifications|dates)/);
  });
});
