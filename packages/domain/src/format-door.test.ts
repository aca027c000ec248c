import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One formatting door: every date, time and amount a reader sees is written by format.ts. This
 * reads the source of the apps, the shared screens, the e-mails and the rendered agreement and
 * fails on a file that formats a date or an amount itself.
 */

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
/** The door: format.ts, and phone.ts for phone numbers (beside their parser, off the start-up bundle). */
const THE_DOOR = ["packages/domain/src/format.ts", "packages/domain/src/phone.ts"];

/** Where readers' text is written: every app, and the packages that render for a reader. */
const SOURCE_ROOTS = [
  ...readdirSync(join(REPO, "apps"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `apps/${entry.name}/src`),
  "packages/domain/src",
  "packages/content/src",
  "packages/ui/src",
  "packages/editor-ui/src",
  "packages/agreement/src",
  "packages/emails/src",
];

/** Formatting done by hand, each with what it looks like in source. */
const HAND_FORMATTING: readonly { what: string; pattern: RegExp }[] = [
  { what: "toLocaleString", pattern: /\.toLocaleString\(/ },
  { what: "toLocaleDateString", pattern: /\.toLocaleDateString\(/ },
  { what: "toLocaleTimeString", pattern: /\.toLocaleTimeString\(/ },
  { what: "an Intl formatter", pattern: /\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat)\s*\(/ },
  // Two decimals by hand are cents written as dollars by hand ("12.50 USD").
  { what: "toFixed(2)", pattern: /\.toFixed\(2\)/ },
  // "$" put before an amount: `$${dollars}` (not a "$" that closes another substitution: `}$${`).
  { what: "a dollar sign by hand", pattern: /(^|[\s`(>"':=])\$\$\{|["'`]\$["'`]\s*\+/ },
  // A second door: a date, time, money or phone formatter defined outside format.ts.
  {
    what: "a formatter of its own",
    pattern: /\b(function|const|let)\s+format\w*(Date|Time|Day|Weekday|Cents|Money|Dollars|Amount|Price|Phone\w*)\b/,
  },
];

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path) || /(^|\/)(testing|test)\//.test(path);

function sourceFiles(): string[] {
  return SOURCE_ROOTS.flatMap((root) =>
    (readdirSync(join(REPO, root), { recursive: true }) as string[])
      .filter((name) => /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts"))
      .map((name) => `${root}/${name.split("\\").join("/")}`),
  ).filter((path) => !THE_DOOR.includes(path) && !isTest(path.slice(path.indexOf("/src/") + 5)));
}

/** What a source text formats by hand, "line: what" each. */
export function handFormatting(text: string): string[] {
  return text.split("\n").flatMap((line, index) =>
    // A comment may name what it does not do.
    /^\s*(\/\/|\*|\/\*)/.test(line)
      ? []
      : HAND_FORMATTING.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${index + 1}: ${what}`),
  );
}

function offenders(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of sourceFiles()) {
    const lines = handFormatting(readFileSync(join(REPO, path), "utf8"));
    if (lines.length > 0) found.set(relative(REPO, join(REPO, path)), lines);
  }
  return found;
}

describe("the one formatting door", () => {
  it("recognises each kind of hand formatting, and a template that only reads like it", () => {
    expect(handFormatting("const d = at.toLocaleDateString('en-US');")).toEqual(["1: toLocaleDateString"]);
    expect(handFormatting("x.toLocaleTimeString()\nn.toLocaleString('en-US')")).toEqual([
      "1: toLocaleTimeString",
      "2: toLocaleString",
    ]);
    expect(handFormatting('const f = new Intl.NumberFormat("en-US");')).toEqual(["1: an Intl formatter"]);
    expect(handFormatting("Intl.DateTimeFormat(undefined, {}).format(at)")).toEqual(["1: an Intl formatter"]);
    expect(handFormatting("`${(cents / 100).toFixed(2)} USD`")).toEqual(["1: toFixed(2)"]);
    expect(handFormatting("const price = `$${dollars}`;")).toEqual(["1: a dollar sign by hand"]);
    expect(handFormatting('label = "$" + amount;')).toEqual(["1: a dollar sign by hand"]);
    expect(handFormatting("const hash = `$scrypt$ln=${ln}$${salt}`;")).toEqual([]);
    expect(handFormatting("type Part = Intl.DateTimeFormatPartTypes;")).toEqual([]);
    expect(handFormatting("export function formatMoney(cents: number) {")).toEqual(["1: a formatter of its own"]);
    expect(handFormatting("const formatDay = (iso: string) => iso;")).toEqual(["1: a formatter of its own"]);
    expect(handFormatting(" * never toLocaleString( here")).toEqual([]);
  });

  it("reads the apps, the shared screens, the e-mails and the agreement", () => {
    const files = sourceFiles();
    for (const root of SOURCE_ROOTS) expect(files.some((file) => file.startsWith(`${root}/`))).toBe(true);
    expect(files).toContain("apps/customer/src/main.tsx");
    for (const door of THE_DOOR) expect(files).not.toContain(door);
  });

  it("finds no date, time or amount formatted outside format.ts", () => {
    expect(Object.fromEntries(offenders())).toEqual({});
  });
});
