// Where the main thread's time goes while a page loads: a V8 CPU profile of the customer app's
// production build (signed in as the Lighthouse bench does), each sample mapped through the build's
// source maps to the original module and function. Prints the self time by module and by function,
// and the wall-clock time to the page's first heading. No throttling: the figures are for comparing
// two builds on the same machine, not for absolute speeds.
//   tooling/bench/ns-run pnpm --filter @prenup/bench bench profile [--path /] [--runs 3] [--signed-out] [--cpu 4] [--mobile] [--callers 6] [--keep-trace PREFIX] [--screenshot FILE.png]
// --cpu N slows the CPU N times (as Lighthouse's mobile run does with 4) and lists each task over
// 50 ms with the functions that ran most in it: the tasks that make up Total Blocking Time.
// --until-lcp counts only what ran before the page's largest contentful paint (its last candidate):
// the work that holds LCP back.
// --mobile loads the page as Lighthouse's mobile run does: 412 × 823 at 1.75 device pixels, touch.
// --keep-trace PREFIX writes each run's trace to PREFIX-N.json (the DevTools performance panel opens it).
// --callers N also prints, for each such task, the three call paths (N frames deep) that ran most.
// --screenshot saves the first run's page, once loaded, as a 412 px wide phone shows it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { repoRoot } from "../util.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_PASSWORD, STACK_URLS, startStack } from "./stack.ts";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  let map: SourceMap | null = null;
  const match = /\/assets\/([^?#]+\.js)$/.exec(url);
  if (match) {
    const file = join(repoRoot, "apps", "customer", "dist", "assets", `${match[1]}.map`);
    if (existsSync(file)) map = new SourceMap(JSON.parse(readFileSync(file, "utf8")));
  }
  maps.set(url, map);
  return map;
}

function origin(frame: ProfileNode["callFrame"]): { module: string; fn: string } {
  if (!frame.url) return { module: `(${frame.functionName || "program"})`, fn: frame.functionName || "(anonymous)" };
  const map = sourceMapOf(frame.url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
    | { originalSource?: string; originalLine?: number; name?: string }
    | undefined;
  if (!entry?.originalSource)
    return { module: frame.url.replace(/^https?:\/\/[^/]+/, ""), fn: frame.functionName || "(anonymous)" };
  const module = entry.originalSource
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, "")
    .replace(/^(\.\.\/)+/, "");
  return {
    module,
    fn: `${frame.functionName || entry.name || "(anonymous)"} ${module}:${(entry.originalLine ?? 0) + 1}`,
  };
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string } };
};

/** Thread time (ms) of the events directly under the renderer main thread's tasks, by event name. */
function mainThreadKinds(events: TraceEvent[], until = Number.POSITIVE_INFINITY): Map<string, number> {
  const threadNames = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const byKind = new Map<string, number>();
  for (const thread of threadNames) {
    const onThread = events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X")
      .sort((a, b) => a.ts - b.ts);
    const tasks = onThread.filter((event) => event.name === "RunTask" && event.ts < until);
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      let covered = task.ts;
      let inner = 0;
      for (const event of onThread) {
        if (event === task || event.ts < covered || event.ts >= end) continue;
        const ms = (event.tdur ?? event.dur ?? 0) / 1000;
        byKind.set(event.name, (byKind.get(event.name) ?? 0) + ms);
        inner += ms;
        covered = event.ts + (event.dur ?? 0);
      }
      const taskMs = (task.tdur ?? task.dur ?? 0) / 1000;
      byKind.set("(task, other)", (byKind.get("(task, other)") ?? 0) + Math.max(0, taskMs - inner));
      byKind.set("= all tasks", (byKind.get("= all tasks") ?? 0) + taskMs);
      if (taskMs > 50) byKind.set("= tasks over 50 ms (count)", (byKind.get("= tasks over 50 ms (count)") ?? 0) + 1);
      byKind.set(
        "= blocking (each task's time over 50 ms)",
        (byKind.get("= blocking (each task's time over 50 ms)") ?? 0) + Math.max(0, taskMs - 50),
      );
    }
  }
  return byKind;
}

/** The renderer main thread's tasks longer than `overMs`: start (µs, the trace's clock) and length (ms). */
export function longTasks(
  events: TraceEvent[],
  overMs: number,
): { ts: number; ms: number; kinds: Map<string, number> }[] {
  const threads = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  return threads.flatMap((thread) => {
    const onThread = events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X")
      .sort((a, b) => a.ts - b.ts);
    return onThread
      .filter((event) => event.name === "RunTask" && (event.dur ?? 0) / 1000 > overMs)
      .map((task) => {
        // What the task did, by its outermost inner events (wall time).
        const kinds = new Map<string, number>();
        const end = task.ts + (task.dur ?? 0);
        let covered = task.ts;
        for (const event of onThread) {
          if (event === task || event.ts < covered || event.ts >= end) continue;
          kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
          covered = event.ts + (event.dur ?? 0);
        }
        return { ts: task.ts, ms: (task.dur ?? 0) / 1000, kinds };
      });
  });
}

/**
 * Self time (ms) by call path (the sampled function and its callers, `depth` frames) of the samples
 * taken between `from` and `to` (µs, the trace's clock); with depth 1, by function.
 */
export function selfTimesByPath(profile: CpuProfile, from: number, to: number, depth: number): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byPath = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const frames: string[] = [];
    for (let node = nodes.get(id); node && frames.length < depth; node = nodes.get(parents.get(node.id) ?? -1)) {
      if (node.callFrame.functionName === "(root)") break;
      frames.push(origin(node.callFrame).fn);
    }
    if (frames.length === 0 || frames[0] === "(idle)") return;
    const key = frames.join(" <- ");
    byPath.set(key, (byPath.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return byPath;
}

/** Self time (ms) by module and by function of a CPU profile's samples taken before `until` (µs, the trace's clock). */
export function selfTimes(
  profile: CpuProfile,
  until = Number.POSITIVE_INFINITY,
): { total: number; byModule: Map<string, number>; byFunction: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at > until) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === "(idle)") return;
    const { module, fn } = origin(node.callFrame);
    total += ms;
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  return { total, byModule, byFunction };
}

async function signIn(browser: Browser): Promise<ReturnType<Browser["createBrowserContext"]>> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${STACK_URLS.customer}/login`, { waitUntil: "networkidle0" });
  await Promise.all([
    page.waitForNavigation({ waitUntil: "networkidle0" }),
    page.locator("button::-p-text(Sign in)").click(),
  ]);
  await page.locator("input[name=email]").fill("alex@demo.prenup.test");
  await page.locator("input[name=password]").fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForNavigation({ waitUntil: "networkidle0" }),
    page.locator("button[type=submit]").click(),
  ]);
  await page.waitForFunction(
    () =>
      location.pathname !== "/oauth/callback" &&
      Object.keys(sessionStorage).some((key) => key.startsWith("oidc.user:")),
    { timeout: 30_000 },
  );
  return context;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const top = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join("\n");

/**
 * Runs in the page before its scripts (a string: the bench's compiled functions carry helpers the
 * page lacks): when the first heading, the first question card and each largest contentful paint
 * candidate appear (ms from navigation), to place the long tasks on the page's load.
 */
const recordMilestones = `(() => {
  const marks = {};
  window.__milestones = marks;
  const seen = (name, selector) => {
    if (marks[name] === undefined && document.querySelector(selector)) marks[name] = performance.now();
  };
  new MutationObserver(() => {
    seen("first heading", "main h1");
    seen("first card", "main section[aria-label]");
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks["LCP " + (entry.element ? entry.element.tagName.toLowerCase() : "?")] = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
})()`;

export async function profileBench(args: string[]): Promise<void> {
  const path = option(args, "--path") ?? "/";
  const runs = Number(option(args, "--runs") ?? 3);
  const signedOut = args.includes("--signed-out");
  const cpu = Number(option(args, "--cpu") ?? 1);
  const screenshot = option(args, "--screenshot");
  const untilLcp = args.includes("--until-lcp");
  const callers = Number(option(args, "--callers") ?? 0);
  const mobile = args.includes("--mobile");
  const keepTrace = option(args, "--keep-trace");
  const stack = await startStack();
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const byModule = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const totals: number[] = [];
    const byKind = new Map<string, number>();
    for (let run = 0; run < runs; run += 1) {
      const context = signedOut ? await browser.createBrowserContext() : await signIn(browser);
      const page = (await context.pages())[0] ?? (await context.newPage());
      const client = await page.createCDPSession();
      await client.send("Network.enable");
      await client.send("Network.setCacheDisabled", { cacheDisabled: true });
      await client.send("Profiler.enable");
      await client.send("Profiler.setSamplingInterval", { interval: 100 });
      if (cpu > 1) await client.send("Emulation.setCPUThrottlingRate", { rate: cpu });
      if (mobile)
        await page.emulate({
          viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
          userAgent: await browser.userAgent(),
        });
      await page.goto("about:blank");
      await page.evaluateOnNewDocument(recordMilestones);
      await page.tracing.start({
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"],
      });
      await client.send("Profiler.start");
      await page.goto(`${STACK_URLS.customer}${path}`, { waitUntil: "networkidle0" });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { profile } = (await client.send("Profiler.stop")) as unknown as { profile: CpuProfile };
      const trace = JSON.parse(Buffer.from((await page.tracing.stop()) ?? new Uint8Array()).toString("utf8")) as {
        traceEvents: TraceEvent[];
      };
      if (keepTrace) writeFileSync(`${keepTrace}-${run + 1}.json`, JSON.stringify(trace));
      const navigation =
        trace.traceEvents.find((event) => event.name === "navigationStart" && event.ts > 0)?.ts ?? profile.startTime;
      const milestones = ((await page.evaluate("window.__milestones")) ?? {}) as Record<string, number>;
      const lcpMs = Math.max(
        ...Object.entries(milestones)
          .filter(([name]) => name.startsWith("LCP"))
          .map(([, ms]) => ms),
      );
      const until = untilLcp && Number.isFinite(lcpMs) ? navigation + lcpMs * 1000 : Number.POSITIVE_INFINITY;
      if (untilLcp) console.log(`run ${run + 1}: largest contentful paint at ${lcpMs.toFixed(0)} ms`);
      const kinds = mainThreadKinds(trace.traceEvents, until);
      if (cpu > 1) {
        const tasks = longTasks(trace.traceEvents, 50);
        console.log(
          `run ${run + 1}: ${tasks.length} tasks over 50 ms at ${cpu}× CPU, blocking ${tasks.reduce((sum, task) => sum + task.ms - 50, 0).toFixed(0)} ms`,
        );
        console.log(
          `  milestones: ${Object.entries(milestones)
            .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
            .join(", ")}`,
        );
        for (const task of tasks) {
          const fns = top(selfTimesByPath(profile, task.ts, task.ts + task.ms * 1000, 1), 4)
            .split("\n")
            .map((line) => line.trim())
            .join("; ");
          const kinds = top(task.kinds, 3)
            .split("\n")
            .map((line) => line.trim())
            .join("; ");
          console.log(
            `  at ${((task.ts - navigation) / 1000).toFixed(0).padStart(5)} ms, ${task.ms.toFixed(0).padStart(4)} ms: [${kinds}] ${fns}`,
          );
          if (callers)
            console.log(
              top(selfTimesByPath(profile, task.ts, task.ts + task.ms * 1000, callers), 3).replace(/^/gm, "      "),
            );
        }
      }
      if (screenshot && run === 0) {
        // After the measured load: the page as a 412 px wide phone shows it, whole.
        await page.setViewport({ width: 412, height: 823 });
        await new Promise((resolve) => setTimeout(resolve, 500));
        await page.screenshot({ path: screenshot as `${string}.png`, fullPage: true });
      }
      for (const [key, ms] of kinds) byKind.set(key, (byKind.get(key) ?? 0) + ms / runs);
      const times = selfTimes(profile, until);
      totals.push(times.total);
      for (const [key, ms] of times.byModule) byModule.set(key, (byModule.get(key) ?? 0) + ms / runs);
      for (const [key, ms] of times.byFunction) byFunction.set(key, (byFunction.get(key) ?? 0) + ms / runs);
      await context.close();
    }
    console.log(
      `${path}${signedOut ? " (signed out)" : ""}: main-thread JS+GC busy time${untilLcp ? " before LCP" : ""} per run: ${totals.map((t) => t.toFixed(0)).join(", ")} ms`,
    );
    console.log(
      `\nMain thread by trace event (thread CPU time, not wall clock: the outermost events in each task, mean of ${runs}):\n${top(byKind, 15)}`,
    );
    console.log(`\nSelf time by module (mean of ${runs}):\n${top(byModule, 30)}`);
    console.log(`\nSelf time by function (mean of ${runs}):\n${top(byFunction, 40)}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
