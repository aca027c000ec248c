/// <reference lib="dom" />
// Lighthouse (mobile, its default simulated throttling: slow 4G, 4× CPU) on the customer app's
// production build, tried as a new user would: an empty HTTP cache on every run. The signed-in pages
// are measured in the tab that signed in through the identity provider (the session lives in that
// tab's sessionStorage). Prints the median of N runs per page.
//   tooling/bench/ns-run pnpm --filter @prenup/bench bench lighthouse [--runs 3] [--keep-reports DIR] [--http2] [--only TEXT]
// Besides Lighthouse's figures, each run prints the blocking time estimated from its trace by thread CPU time
// (the page's own work) and by wall clock (which also holds the time the thread waited for a core):
// on this shared two-core machine the two differ by up to a few hundred ms; see trace.ts.
// --only measures just the pages whose label contains TEXT (e.g. --only section).
// --http2 serves the build over HTTPS, so HTTP/2, as a static host or CDN does (vite preview's plain
// HTTP allows six connections at a time per origin); the API and identity provider stay on HTTP/1.1.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setPriority } from "node:os";
import lighthouse from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { blockingAfterFirstPaint, type TraceEvent } from "./trace.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD, startStack } from "./stack.ts";

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Blocking time estimated from the trace by thread CPU time (blockingAfterFirstPaint): the page's own work, without the machine's contention. */
  cpuBlockingMs: number;
  /** The same estimate by wall-clock time, as the simulation reads the tasks. */
  wallBlockingMs: number;
  /**
   * Lighthouse's measure of the host's CPU (lhr.environment.benchmarkIndex), taken before the run:
   * its 4× slowdown assumes about 1500–2000 ("a high-end desktop"). Runs on different days or
   * machines compare only where it, and the machine's load, are alike.
   */
  benchmarkIndex: number;
};

type PageToMeasure = { label: string; path: string; signedInAs: string | null };

/** The four pages with speed targets (customer spec: landing, dashboard, a questionnaire section, alignment). */
export const LIGHTHOUSE_PAGES: PageToMeasure[] = [
  { label: "customer / signed out", path: "/", signedInAs: null },
  { label: "dashboard, signed in", path: "/", signedInAs: "alex@demo.prenup.test" },
  { label: "section about-you-two", path: "/questionnaire/about-you-two", signedInAs: "alex@demo.prenup.test" },
  { label: "/alignment", path: "/alignment", signedInAs: "alex@demo.prenup.test" },
];

/** The middle value (the lower middle of an even count), as Lighthouse's own guidance takes medians. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("No values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/** The run whose performance score is the median one, so its metrics belong together. */
export function medianRun(runs: PageFigures[]): PageFigures {
  const score = median(runs.map((run) => run.performance));
  return runs.find((run) => run.performance === score) as PageFigures;
}

async function signIn(page: Page, email: string, customerUrl: string): Promise<void> {
  await page.goto(`${customerUrl}/login`, { waitUntil: "networkidle0" });
  await Promise.all([
    page.waitForNavigation({ waitUntil: "networkidle0" }),
    page.locator("button::-p-text(Sign in)").click(),
  ]);
  await page.locator("input[name=email]").fill(email);
  await page.locator("input[name=password]").fill(DEMO_PASSWORD);
  // Back in the app the live stream stays open, so the network never falls silent: wait for the page, then for the session.
  await Promise.all([
    page.waitForNavigation({ waitUntil: "domcontentloaded" }),
    page.locator("button[type=submit]").click(),
  ]);
  // Back in the app and past /oauth/callback: the session sits in this tab's sessionStorage.
  await page.waitForFunction(
    (origin) =>
      location.origin === origin &&
      location.pathname !== "/oauth/callback" &&
      Object.keys(sessionStorage).some((key) => key.startsWith("oidc.user:")),
    { timeout: 30_000 },
    customerUrl,
  );
}

function figuresOf(
  lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"],
  trace: { traceEvents: TraceEvent[] },
): PageFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const blocking = blockingAfterFirstPaint(trace.traceEvents);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    cpuBlockingMs: blocking.cpu,
    wallBlockingMs: blocking.wall,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function measure(
  browser: Browser,
  customerUrl: string,
  target: PageToMeasure,
  reportDir: string | null,
  run: number,
): Promise<PageFigures> {
  // A fresh browser context per run: no cookies, storage or cache from an earlier one.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.signedInAs) await signIn(page, target.signedInAs, customerUrl);
    const result = await lighthouse(
      `${customerUrl}${target.path}`,
      { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.label}`);
    if (result.lhr.runtimeError) throw new Error(`${target.label}: ${result.lhr.runtimeError.message}`);
    // The trace Lighthouse's simulation read (the DevTools performance panel opens it).
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    if (!trace) throw new Error(`${target.label}: Lighthouse kept no trace`);
    if (reportDir) {
      const name = `${target.label.replace(/[^a-z0-9]+/gi, "-")}-${run}`;
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
      writeFileSync(join(reportDir, `${name}.trace.json`), JSON.stringify(trace));
    }
    // The page Lighthouse measured must be the one asked for (not the sign-in screen of a lost session).
    if (target.signedInAs && new URL(result.lhr.finalDisplayedUrl).pathname !== target.path) {
      throw new Error(`${target.label}: ended on ${result.lhr.finalDisplayedUrl}`);
    }
    return figuresOf(result.lhr, trace);
  } finally {
    await context.close();
  }
}

/** Each run's value and their median, e.g. "12 ms, 40 ms, 8 ms (median 12 ms)". */
const runsAndMedian = (values: number[], format: (value: number) => string) =>
  `${values.map(format).join(", ")} (median ${format(median(values))})`;
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(value < 10_000 ? 2 : 1)} s`;

export function formatLighthouseTable(rows: { label: string; figures: PageFigures; scores: number[] }[]): string {
  const lines = [
    "| page | performance (runs) | LCP | FCP | TBT | CLS | SI | a11y | best pr. |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { label, figures, scores } of rows) {
    lines.push(
      `| ${label} | ${figures.performance} (${scores.join(", ")}) | ${seconds(figures.lcpMs)} | ${seconds(figures.fcpMs)} | ${Math.round(figures.tbtMs)} ms | ${figures.cls.toFixed(3)} | ${seconds(figures.speedIndexMs)} | ${figures.accessibility} | ${figures.bestPractices} |`,
    );
  }
  return lines.join("\n");
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function lighthouseBench(args: string[]): Promise<void> {
  const runs = Number(option(args, "--runs") ?? 3);
  const reportDir = option(args, "--keep-reports") ?? null;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const http2 = args.includes("--http2");
  const stack = await startStack({ http2 });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: http2 ? [...CHROMIUM_ARGS, "--ignore-certificate-errors"] : CHROMIUM_ARGS,
  });
  // This program (Lighthouse gathering the page's events) at the lowest priority too, like the
  // servers (stack.ts): the browser it started keeps its own, so the page being measured gets the cores.
  setPriority(19);
  try {
    const rows = [];
    const only = option(args, "--only");
    for (const target of LIGHTHOUSE_PAGES.filter((page) => !only || page.label.includes(only))) {
      const results: PageFigures[] = [];
      for (let run = 1; run <= runs; run += 1)
        results.push(await measure(browser, stack.customerUrl, target, reportDir, run));
      const figures = medianRun(results);
      rows.push({ label: target.label, figures, scores: results.map((result) => result.performance) });
      console.log(`${target.label}: performance ${results.map((result) => result.performance).join(", ")}`);
      console.log(
        `  LCP ${runsAndMedian(
          results.map((result) => result.lcpMs),
          seconds,
        )}`,
      );
      console.log(
        `  TBT ${runsAndMedian(
          results.map((result) => result.tbtMs),
          ms,
        )}`,
      );
      console.log(
        `  blocking from the trace by thread CPU time ${runsAndMedian(
          results.map((result) => result.cpuBlockingMs),
          ms,
        )}; by wall clock ${runsAndMedian(
          results.map((result) => result.wallBlockingMs),
          ms,
        )}`,
      );
      console.log(
        `  host CPU (Lighthouse's benchmarkIndex) ${runsAndMedian(
          results.map((result) => result.benchmarkIndex),
          (value) => String(Math.round(value)),
        )}`,
      );
    }
    console.log(
      `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, mobile, simulated throttling (customer app, vite preview over ${http2 ? "HTTPS, HTTP/2" : "HTTP/1.1"}):\n`,
    );
    console.log(formatLighthouseTable(rows));
  } finally {
    await browser.close();
    await stack.stop();
  }
}
