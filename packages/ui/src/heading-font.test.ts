import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const here = dirname(new URL(import.meta.url).pathname);
const script = join(here, "..", "scripts", "heading-font.mjs");

describe("the headings' typeface", () => {
  // Starting a Node process and splitting the font takes seconds of CPU, more beside the rest of npm test.
  it("is split as scripts/heading-font.mjs makes it (run `pnpm --filter @prenup/ui heading-font` after changing it)", {
    timeout: 30_000,
  }, () => {
    // In a Node process of its own: the font tools' WebAssembly does not run in the test DOM.
    expect(execFileSync(process.execPath, [script, "--check"], { encoding: "utf8" })).toContain("current");
  });

  it("declares the small basic part last, so ordinary headings fetch it and not the full Latin file", () => {
    const css = readFileSync(join(here, "heading-font.css"), "utf8");
    expect(css.indexOf("source-serif-4-600-basic-latin.woff2")).toBeGreaterThan(
      css.indexOf('@import "@fontsource/source-serif-4/600.css"'),
    );
    expect(readFileSync(join(here, "fonts", "source-serif-4-600-basic-latin.woff2")).length).toBeLessThan(16_000);
    expect(readFileSync(join(here, "styles.css"), "utf8")).toContain('@import "./heading-font.css";');
  });
});
