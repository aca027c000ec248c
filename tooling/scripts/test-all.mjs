#!/usr/bin/env node
// The whole test suite, in the order a reviewer would want to see failures: static checks and unit,
// database and API tests (Turbo, every workspace), then the drift checks on generated files, the
// production builds, and finally the Playwright journeys in the system Chromium.
// It ends with one line "tests: N passed, N failed" summing the test runners' own counts.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { journeyChromium } from "../e2e/support/chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];
// The failing tests by name, each with the first line of its error, repeated in the summary: CI shows
// only the end of a long log, and a failure there must say which test it was.
const failedTests = [];
const MAX_FAILED_TESTS_SHOWN = 20;

// Strip ANSI colour codes before reading the runners' summary lines.
const plain = (line) => stripVTControlCharacters(line);

function count(line) {
  const text = plain(line);
  // Vitest: "      Tests  3 failed | 120 passed | 2 skipped (125)"
  const vitest = text.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind === "passed") totals.passed += Number(n);
      if (kind === "failed") totals.failed += Number(n);
      if (kind === "skipped" || kind === "todo") totals.skipped += Number(n);
    }
    return;
  }
  // Playwright: "  12 passed (31.2s)", "  1 failed", "  2 skipped", "  1 flaky"
  const pw = text.match(/^\s*\[?e2e\]?\s*(\d+) (passed|failed|skipped|flaky)\b/);
  if (pw) {
    if (pw[2] === "passed") totals.passed += Number(pw[1]);
    else if (pw[2] === "failed") totals.failed += Number(pw[1]);
    else if (pw[2] === "skipped") totals.skipped += Number(pw[1]);
  }
}

// A runner's line that names a failed test: Vitest's " FAIL  file > suite > test" and, for a file that
// could not run, " FAIL  file [ file ]" (its failure list), and Playwright's
// "  1) file:line:col › title" (the list reporter's failure headers; "[project] › " first when the
// configuration names its projects).
const failedTestHeader = (text) =>
  /\bFAIL\s+.*\.(?:test|spec)\.[cm]?[jt]sx?\b/.test(text) ||
  /^\s*(?:\[e2e\]\s*)?(?:@\S+:\s*)?\d+\) (?:\[[^\]]+\] › )?\S+\.spec\.[cm]?[jt]sx?:\d+:\d+ › /.test(text);
// The first line after such a header that says what went wrong.
const errorLine = (text) => /(Error|Timeout|expected|Expected|Received)\b/.test(text);

// Reads one stream's lines for failed tests: remembers a header until its error line.
function failureReader() {
  let header = null;
  let linesSince = 0;
  return (line) => {
    const text = plain(line)
      .replace(/^@\S+:\S+:\s?/, "")
      .trimEnd();
    if (failedTestHeader(text)) {
      if (header) failedTests.push(header);
      header = text.trim();
      linesSince = 0;
      return;
    }
    if (!header) return;
    linesSince += 1;
    if (errorLine(text)) {
      failedTests.push(`${header}\n      ${text.trim().slice(0, 240)}`);
      header = null;
    } else if (linesSince > 12) {
      failedTests.push(header);
      header = null;
    }
  };
}

// CPU seconds (user + system) from a /proc/<pid>/stat line: the process's own (utime, stime) or,
// with `children`, that of its children it has reaped (cutime, cstime, which include theirs).
function cpuOf(pid, { children = false } = {}) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [user, system] = children ? [fields[13], fields[14]] : [fields[11], fields[12]];
    return (Number(user) + Number(system)) / 100;
  } catch {
    return null;
  }
}

// A step's CPU time is what this process's reaped children gained when its command ended (the
// command and everything it waited for: test workers, browsers, servers it started).
const reapedAtStart = cpuOf("self", { children: true });
let reapedCpu = reapedAtStart;
function cpuOfEndedStep() {
  const now = cpuOf("self", { children: true });
  if (now === null || reapedCpu === null) return null;
  const used = now - reapedCpu;
  reapedCpu = now;
  return used;
}

// PostgreSQL's server (its postmaster and the backends it reaped): the CPU the database tests cost
// the database, which no step's own count includes.
function postgresCpu() {
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
      if (comm === "postgres" && ppid === "1") return cpuOf(entry) + cpuOf(entry, { children: true });
    }
  } catch {
    // No /proc (not Linux): the summary leaves the figure out.
  }
  return null;
}
const postgresCpuAtStart = postgresCpu();

// The machine's busy and idle CPU time (seconds, from /proc/stat): a step's own figure misses the
// processes it started that outlived it (a server killed at the end is reaped by init, not by us).
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + ticks[4];
    const total = ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0);
    return { busy: (total - idle) / 100, idle: idle / 100 };
  } catch {
    return null;
  }
}
const machineCpuAtStart = machineCpu();

function step(name, command, args, { env = {}, tag } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n==> ${name}`);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const relay = (stream, out) => {
      const readFailure = failureReader();
      let buffer = "";
      stream.on("data", (chunk) => {
        buffer += chunk.toString();
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          out.write(`${line}\n`);
          count(tag ? `${tag} ${line}` : line);
          readFailure(line);
        }
      });
      stream.on("end", () => {
        if (buffer) {
          out.write(`${buffer}\n`);
          count(tag ? `${tag} ${buffer}` : buffer);
        }
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const cpu = cpuOfEndedStep();
      timings.push(
        `${name}: ${seconds}s${cpu === null ? "" : `, CPU ${cpu.toFixed(0)}s`}${code === 0 ? "" : " (FAILED)"}`,
      );
      if (code !== 0) failures.push(name);
      resolve(code);
    });
  });
}

// The slowest Turbo tasks of the run just finished (from its --summarize file), so a slow suite shows
// where its time went.
function printSlowestTasks() {
  const runs = join(root, ".turbo", "runs");
  if (!existsSync(runs)) return;
  const newest = readdirSync(runs)
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(runs, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return;
  try {
    const summary = JSON.parse(readFileSync(newest, "utf8"));
    const tasks = (summary.tasks ?? [])
      .map((task) => ({
        id: task.taskId,
        start: task.execution?.startTime,
        seconds: (task.execution?.endTime - task.execution?.startTime) / 1000,
      }))
      .filter((task) => Number.isFinite(task.seconds));
    const first = Math.min(...tasks.map((task) => task.start));
    tasks.sort((a, b) => b.seconds - a.seconds);
    timings.push("  its slowest tasks:");
    for (const task of tasks.slice(0, 10)) {
      timings.push(
        `    ${task.id}: ${task.seconds.toFixed(1)}s (started at +${((task.start - first) / 1000).toFixed(0)}s)`,
      );
    }
  } catch {
    // A summary in another format: the step's own timing is still printed.
  }
}

const started = Date.now();
const turbo = ["exec", "turbo", "run"];
// The API's tests are the longest task by far (database and API tests, every file on PostgreSQL in
// CI). Turbo starts a package's tasks after those of the packages it depends on, which put them near
// the end of the stage; they start first instead.
const turboTail = ["--continue", "--output-logs=full", "--log-order=grouped", "--summarize"];
// Three lanes on the two cores. The journeys (a browser, the API and the identity provider) start as
// soon as the apps are built; beside them, the API's tests, the drift checks and the database and
// identity packages' tests in one lane, and every workspace's lint and typecheck and every other
// workspace's tests in the other. The lanes are balanced by their measured lengths in a run that
// keeps both cores busy (the summary gives each step's time and CPU). The three share the CPU evenly: a lane at a lower priority (nice 10) is starved while the journeys
// run, and PGlite tests run into their 30-second limits.
// The workspaces whose tests follow the API's in its lane rather than the other workspaces' lane.
const SECOND_LANE_TESTS = ["@prenup/db", "@prenup/identity"];

// The checks that generated and committed files match the code.
async function driftChecks() {
  // Import cycles, imports of types included (ESLint does not look for cycles).
  await step("No import cycles, type imports included (dpdm)", "pnpm", ["run", "lint:cycles"]);
  // The OpenAPI document's match with the routes is a test of the API's suite (test/openapi.test.ts).
  await step("Generated client types match the OpenAPI document", "pnpm", [
    "--filter",
    "@prenup/api-client",
    "run",
    "generate:check",
  ]);
  await step("Committed migrations match the schema", "pnpm", ["--filter", "@prenup/db", "run", "migrations:check"]);
  // A changeset that names both a versioned package and an ignored app stops `changeset version`.
  await step("Changesets can be released (changeset status)", "pnpm", ["exec", "changeset", "status"]);
}
await Promise.all([
  (async () => {
    await step("API tests (apps/api: database and API suites)", "pnpm", ["--filter", "@prenup/api", "run", "test"]);
    await driftChecks();
    await step("database and identity tests (packages/db, apps/identity)", "pnpm", [
      ...turbo,
      "test",
      "--concurrency=1",
      ...SECOND_LANE_TESTS.map((name) => `--filter=${name}`),
      ...turboTail,
    ]);
    printSlowestTasks();
  })(),
  (async () => {
    // Formatting: Biome checks every source file against biome.json in about a second.
    await step("Formatting (Biome, the whole repository)", "pnpm", ["run", "format:check"]);
    // One ESLint process over the whole repository: its plugins and import resolution load once, not
    // once per workspace (a third of the CPU time of sixteen runs).
    await step("lint (ESLint, the whole repository)", "pnpm", ["exec", "eslint", "."]);
    // Workspaces with the same compiler settings are checked as one program (the shared packages
    // once, not once per workspace that imports them).
    await step("typecheck (every workspace, the native TypeScript compiler)", "node", [
      "tooling/scripts/typecheck-all.mjs",
    ]);
    await step("unit and database tests (the other workspaces)", "pnpm", [
      ...turbo,
      "test",
      "--concurrency=1",
      "--filter=!@prenup/e2e",
      "--filter=!@prenup/api",
      ...SECOND_LANE_TESTS.map((name) => `--filter=!${name}`),
      ...turboTail,
    ]);
    printSlowestTasks();
  })(),
  (async () => {
    await step("Production builds of the three apps and the two servers", "pnpm", [
      ...turbo,
      "build",
      "--filter=./apps/*",
      "--concurrency=2",
      "--output-logs=errors-only",
    ]);
    // Start-up budgets, read from those builds: entry + preloads and start-up CSS (gzip) per
    // app, no later screen's library at start-up, every start-up component styled.
    await step("Start-up budgets (gzip JS and CSS each app loads before its first screen)", "pnpm", [
      "--filter",
      "@prenup/bench",
      "run",
      "budget",
    ]);
    // The compiled servers as production runs them (tooling/prod-run): release step, two API
    // instances, a job worker, DEMO_MODE's warnings, live delivery across instances, and no lost or
    // doubled write after an instance is killed. It needs PostgreSQL and Redis (CI sets both).
    if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
      await step("Production-like run (compiled API x2, worker, identity; PostgreSQL, Redis)", "pnpm", [
        "--filter",
        "@prenup/prod-run",
        "run",
        "prod-run",
      ]);
    } else {
      console.log("\n==> Production-like run skipped: it needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both)");
    }
    const chromiumPath = journeyChromium();
    if (!chromiumPath || !existsSync(chromiumPath)) {
      console.error(
        "\nChromium is missing: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.",
      );
      failures.push("end-to-end journeys (no Chromium)");
      return;
    }
    await step(
      "End-to-end journeys (Playwright, system Chromium)",
      "pnpm",
      ["--filter", "@prenup/e2e", "run", "test"],
      { tag: "[e2e]" },
    );
  })(),
]);

console.log("\n==> Summary");
for (const line of timings) console.log(`  ${line}`);
const postgresCpuAtEnd = postgresCpu();
if (postgresCpuAtStart !== null && postgresCpuAtEnd !== null) {
  console.log(`  PostgreSQL server: CPU ${(postgresCpuAtEnd - postgresCpuAtStart).toFixed(0)}s`);
}
const machineCpuAtEnd = machineCpu();
if (machineCpuAtStart && machineCpuAtEnd) {
  const busy = machineCpuAtEnd.busy - machineCpuAtStart.busy;
  const idle = machineCpuAtEnd.idle - machineCpuAtStart.idle;
  console.log(`  the machine: CPU ${busy.toFixed(0)}s busy, ${idle.toFixed(0)}s idle (every process, ours or not)`);
}
const cpuTotal = cpuOf("self", { children: true });
if (
  machineCpuAtStart &&
  machineCpuAtEnd &&
  cpuTotal !== null &&
  postgresCpuAtStart !== null &&
  postgresCpuAtEnd !== null
) {
  // Chromium's renderers are not reaped through the journeys' step (their CPU reached no step's figure
  // when sampled): they and anything else running land here.
  const rest =
    machineCpuAtEnd.busy -
    machineCpuAtStart.busy -
    (cpuTotal - (reapedAtStart ?? 0)) -
    (postgresCpuAtEnd - postgresCpuAtStart);
  console.log(
    `  busy time in no step's figure nor PostgreSQL's (the browser's renderers, other processes): CPU ${rest.toFixed(0)}s`,
  );
}
console.log(
  `  total: ${((Date.now() - started) / 1000).toFixed(1)}s${cpuTotal === null ? "" : `, CPU of the steps ${cpuTotal.toFixed(0)}s`}`,
);
if (failures.length) console.log(`  failed steps: ${failures.join("; ")}`);
if (failedTests.length) {
  // Playwright prints a retried test's header once per attempt, Vitest once: each distinct one shown once.
  const distinct = [...new Set(failedTests)];
  // With nothing failed in the end, these failed a first attempt and passed when retried (CI retries once).
  console.log(failures.length || totals.failed ? "  failed tests:" : "  failed a first attempt, passed on the retry:");
  for (const entry of distinct.slice(0, MAX_FAILED_TESTS_SHOWN)) console.log(`    ${entry}`);
  if (distinct.length > MAX_FAILED_TESTS_SHOWN)
    console.log(`    … and ${distinct.length - MAX_FAILED_TESTS_SHOWN} more (see the log above)`);
}
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
