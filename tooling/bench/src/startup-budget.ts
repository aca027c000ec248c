// The start-up budget of each app: what a visitor's browser must fetch before the first screen —
// the entry script, the scripts index.html preloads, and the stylesheets it links — gzip-compressed,
// against the budgets below. Also fails when a library that belongs to one later screen (the
// Stripe form, charts, the PDF viewer, the rich-text editor, phone metadata, the OIDC library) is
// found in a start-up file: the source maps (built hidden) name every module of a chunk.
// Run after the production builds:  pnpm --filter @prenup/bench run budget   (a step of `npm test`,
// see check-startup-budget.ts)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "./util.ts";

export const KIB = 1024;

/** Gzip budgets in bytes: customer JS 150 KiB, attorney and admin 200 KiB, CSS 20 KiB each. */
export const STARTUP_BUDGETS: Record<string, { js: number; css: number }> = {
  customer: { js: 150 * KIB, css: 20 * KIB },
  attorney: { js: 200 * KIB, css: 20 * KIB },
  admin: { js: 200 * KIB, css: 20 * KIB },
};

/**
 * Packages that only some pages need: found in a start-up file, they were imported statically from
 * something start-up runs. Import them from the page's own module (see DESIGN.md, "The apps").
 */
export const LAZY_ONLY_PACKAGES = [
  "@stripe/stripe-js",
  "@stripe/react-stripe-js",
  "@mantine/charts",
  "recharts",
  "d3-",
  "pdfjs-dist",
  "react-pdf",
  "@react-pdf/",
  "@mantine/tiptap",
  "@tiptap/",
  "prosemirror-",
  "@mantine/dates",
  "dayjs",
  "@mantine/form",
  "libphonenumber-js",
  "oidc-client-ts",
  "zod",
  // The word diff of tracked changes (@prenup/ui/redline): the editor and the review page.
  "diff",
  // @prenup/telemetry's third parties: fetched after the first screen, and only when configured.
  "@sentry/",
  "posthog-js",
];

export type StartupFile = { path: string; kind: "js" | "css"; gzipBytes: number; rawBytes: number };

/** The files index.html makes the browser fetch up front: entry and modulepreload scripts, stylesheets. */
export function startupFiles(indexHtml: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of indexHtml.matchAll(/<(script|link)\b[^>]*>/g)) {
    const text = tag[0];
    const src = /\s(?:src|href)="([^"]+)"/.exec(text)?.[1];
    if (!src || /^[a-z]+:\/\//i.test(src)) continue;
    const path = src.replace(/^\//, "");
    if (tag[1] === "script" && /\stype="module"/.test(text)) js.add(path);
    else if (/\srel="modulepreload"/.test(text)) js.add(path);
    else if (/\srel="stylesheet"/.test(text)) css.add(path);
  }
  return { js: [...js], css: [...css] };
}

/** The package a bundled module came from ("@scope/name" or "name"), or null for the apps' own code. */
export function packageOf(source: string): string | null {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
    source.replaceAll("\\", "/"),
  );
  return match ? (match[1] as string) : null;
}

/**
 * The Mantine components (by their main module, `components/X/X.mjs`, also nested ones such as
 * `components/Radio/RadioCard/RadioCard.mjs` and `utils/InlineInput/InlineInput.mjs`) among bundled sources.
 */
export function mantineComponentsIn(sources: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const source of sources) {
    const match = /@mantine\/core\/esm\/(?:components|utils)\/(?:[A-Za-z]+\/)*([A-Za-z]+)\/\1\.mjs$/.exec(
      source.replaceAll("\\", "/"),
    );
    if (match) found.add(match[1] as string);
  }
  return found;
}

/** The Mantine component styles the start-up stylesheet (packages/ui/src/styles.css) imports. */
export function startupStyledComponents(
  stylesCss = readFileSync(join(repoRoot, "packages", "ui", "src", "styles.css"), "utf8"),
): Set<string> {
  return new Set(
    [...stylesCss.matchAll(/@import "@mantine\/core\/styles\/([^"]+)\.css";/g)].map((match) => match[1] as string),
  );
}

/** The Mantine component styles either stylesheet imports (start-up and pages'; the rest no app uses). */
export function sheetStyledComponents(): Set<string> {
  const pages = readFileSync(join(repoRoot, "packages", "ui", "src", "page-styles.css"), "utf8");
  return new Set([...startupStyledComponents(), ...startupStyledComponents(pages)]);
}

/** Every Mantine component bundled into any of an app's scripts (their source maps name the modules). */
export function bundledMantineComponents(dist: string): Set<string> {
  const assets = join(dist, "assets");
  const sources: string[] = [];
  for (const name of readdirSync(assets).filter((file) => file.endsWith(".js.map"))) {
    sources.push(...(JSON.parse(readFileSync(join(assets, name), "utf8")) as { sources: string[] }).sources);
  }
  return mantineComponentsIn(sources);
}

/** A problem when a build bundles Mantine components whose styles neither stylesheet has (packages/ui/src/unused-mantine-styles.ts). */
export function unstyledBundledProblems(
  bundled: Iterable<string>,
  styled: ReadonlySet<string>,
  hasStyles: (component: string) => boolean = mantineHasStyles,
): string[] {
  const missing = [...bundled].filter((component) => hasStyles(component) && !styled.has(component)).sort();
  return missing.length === 0
    ? []
    : [
        `the build uses ${missing.join(", ")}, whose styles are in neither stylesheet: move it from packages/ui/src/unused-mantine-styles.ts to packages/ui/src/page-styles.css (in Mantine's order)`,
      ];
}

/** The lazy-only packages among `packages` (a prefix ending in '-' or '/' matches a family). */
export function lazyOnlyPackagesIn(
  packages: Iterable<string>,
  denied: readonly string[] = LAZY_ONLY_PACKAGES,
): string[] {
  const found = new Set<string>();
  for (const name of packages) {
    if (denied.some((rule) => (rule.endsWith("-") || rule.endsWith("/") ? name.startsWith(rule) : name === rule)))
      found.add(name);
  }
  return [...found].sort();
}

export type AppStartup = {
  app: string;
  files: StartupFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Every package bundled into the start-up scripts, with the raw bytes of its sources there. */
  packages: Map<string, number>;
  /** The Mantine components start-up renders (their styles must be in the start-up stylesheet). */
  mantineComponents: Set<string>;
};

export function measureStartup(app: string, dist = join(repoRoot, "apps", app, "dist")): AppStartup {
  const indexPath = join(dist, "index.html");
  if (!existsSync(indexPath))
    throw new Error(`${indexPath} is missing: build the apps first (pnpm exec turbo run build --filter=./apps/*)`);
  const { js, css } = startupFiles(readFileSync(indexPath, "utf8"));
  const files: StartupFile[] = [];
  const packages = new Map<string, number>();
  const sources: string[] = [];
  for (const [kind, paths] of [
    ["js", js],
    ["css", css],
  ] as const) {
    for (const path of paths) {
      const content = readFileSync(join(dist, path));
      files.push({ path, kind, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
      const mapPath = join(dist, `${path}.map`);
      if (kind === "js" && existsSync(mapPath)) {
        const map = JSON.parse(readFileSync(mapPath, "utf8")) as {
          sources: string[];
          sourcesContent?: (string | null)[];
        };
        sources.push(...map.sources);
        map.sources.forEach((source, index) => {
          const name = packageOf(source);
          if (name) packages.set(name, (packages.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
        });
      }
    }
  }
  const sum = (kind: "js" | "css") =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  return {
    app,
    files,
    jsGzipBytes: sum("js"),
    cssGzipBytes: sum("css"),
    packages,
    mantineComponents: mantineComponentsIn(sources),
  };
}

/** What is wrong with an app's start-up: budgets passed, lazy-only libraries present. Empty when fine. */
export function startupProblems(
  startup: AppStartup,
  budget: { js: number; css: number },
  styled: ReadonlySet<string> = startupStyledComponents(),
  hasStyles: (component: string) => boolean = mantineHasStyles,
): string[] {
  const problems: string[] = [];
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  if (startup.jsGzipBytes > budget.js)
    problems.push(`start-up JavaScript ${kib(startup.jsGzipBytes)} gzip is over its budget of ${kib(budget.js)}`);
  if (startup.cssGzipBytes > budget.css)
    problems.push(`start-up CSS ${kib(startup.cssGzipBytes)} gzip is over its budget of ${kib(budget.css)}`);
  const leaked = lazyOnlyPackagesIn(startup.packages.keys());
  if (leaked.length > 0) {
    problems.push(
      `start-up scripts bundle ${leaked.join(", ")}, which only later pages need: import it from the page's module, not from code start-up runs`,
    );
  }
  const unstyled = [...startup.mantineComponents]
    .filter((component) => hasStyles(component) && !styled.has(component))
    .sort();
  if (unstyled.length > 0) {
    problems.push(
      `start-up renders ${unstyled.join(", ")} without its styles: add @mantine/core/styles/<name>.css to packages/ui/src/styles.css (and take it out of page-styles.css)`,
    );
  }
  return problems;
}

/** True when Mantine ships a stylesheet for the component (Box, Portal, Transition... have none). */
export function mantineHasStyles(component: string): boolean {
  return existsSync(join(repoRoot, "packages", "ui", "node_modules", "@mantine", "core", "styles", `${component}.css`));
}

export function checkStartupBudgets(): number {
  let failures = 0;
  console.log("start-up (gzip): what index.html loads before the first screen\n");
  console.log("app        JS (budget)             CSS (budget)          files");
  for (const [app, budget] of Object.entries(STARTUP_BUDGETS)) {
    const startup = measureStartup(app);
    const cell = (bytes: number, limit: number) => `${(bytes / KIB).toFixed(1)} KiB (${limit / KIB})`.padEnd(22);
    console.log(
      `${app.padEnd(10)} ${cell(startup.jsGzipBytes, budget.js)}  ${cell(startup.cssGzipBytes, budget.css)} ${startup.files.length}`,
    );
    for (const file of startup.files)
      console.log(`             ${file.path.padEnd(44)} ${(file.gzipBytes / KIB).toFixed(1).padStart(6)} KiB`);
    const largest = [...startup.packages.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `             largest packages (source bytes): ${largest.map(([name, bytes]) => `${name} ${Math.round(bytes / KIB)} KiB`).join(", ")}`,
    );
    const bundled = bundledMantineComponents(join(repoRoot, "apps", app, "dist"));
    for (const problem of [
      ...startupProblems(startup, budget),
      ...unstyledBundledProblems(bundled, sheetStyledComponents()),
    ]) {
      failures += 1;
      console.error(`  ✗ ${app}: ${problem}`);
    }
  }
  console.log(
    failures === 0 ? "\nstart-up budgets: all apps within budget" : `\nstart-up budgets: ${failures} problem(s)`,
  );
  return failures;
}
