// Our API against the physical floor, side by side in one run on PostgreSQL: for each hot route,
// the load process (autocannon, a process of its own) drives our API (buildApp, real RS256 tokens)
// and a bare Fastify + pg route replaying exactly the statements our API ran for the same
// user, at 1 and at 50 connections (each connection its own user), in turn for --rounds rounds; each
// row is the median round (the machine's noise moves single runs by a tenth). Prints req/s, p50/p99,
// statements per request, CPU per request (API process + PostgreSQL) and the ratios ours/bare.
//   pnpm --filter @prenup/bench bench api-compare [--seconds 5] [--warm-up 1] [--route-warm-up 5] [--users 50] [--rounds 3]
//     [--only "answer save,section load"] [--answers one|complete]: --warm-up before each measurement, --route-warm-up
//     (at 50 connections, each side) before a route's first round; --answers complete: every question each partner is
//     shown is answered (default: one answer each).
//     [--profile DIR] [--profile-at 1|50]: CPU profiles of this process while our API, then the bare server,
//     runs each route at 50 connections, or at 1 (first round; DIR/<route>.cpuprofile and <route>-bare.cpuprofile,
//     or <route>@1…; the other server is idle meanwhile, so each profile is one side's time, and the two can be
//     compared per request with the round's request counts).
// PostgreSQL from BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
// (a fresh database is created there and dropped afterwards).
import { mkdir, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { cpus } from "node:os";
import { join } from "node:path";
import { captureStatements, type CapturedStatement } from "./api-compare/capture.ts";
import { cpuMeter } from "./api-compare/cpu.ts";
import { startBareServer } from "./api-compare/bare-server.ts";
import { runLoadProcess, type RequestSpec } from "./api-compare/load-job.ts";
import {
  COMPARE_GOALS,
  formatComparison,
  goalMet,
  parseCompareOptions,
  ratios,
  roundsSplit,
  summarizeRounds,
  type RouteComparison,
  type SideFigures,
} from "./api-compare/report.ts";
import { DISCLOSURE_ENTRIES_PER_USER, seedDisclosure } from "./api-compare/disclosure.ts";
import { compareRoutes, requestSpec } from "./api-compare/routes.ts";
import { createVirtualUsers, openBenchDatabase, postgresServerUrl, startApi } from "./api-load/setup.ts";

const CONNECTION_LEVELS = [1, 50] as const;

export async function apiCompare(args: string[]): Promise<void> {
  const options = parseCompareOptions(args);
  const routes = compareRoutes.filter((route) => !options.only || options.only.includes(route.name));
  if (routes.length === 0)
    throw new Error(`--only matched no route; routes: ${compareRoutes.map((route) => route.name).join(", ")}`);
  const database = await openBenchDatabase(postgresServerUrl() ?? "postgres://postgres@127.0.0.1:5432/postgres");
  if (!database.url) throw new Error("api-compare needs PostgreSQL (the bare baseline speaks pg)");
  console.log(`database: ${database.description}`);
  console.log(
    `machine: ${cpus().length} cores, Node ${process.version}; both servers in this process, pool of 10 each; load from a separate process (autocannon)`,
  );
  const api = await startApi(database.handle);
  const rows: RouteComparison[] = [];
  try {
    const users = await createVirtualUsers(database.handle, api, Math.max(options.users, ...CONNECTION_LEVELS), {
      answers: options.answers,
    });
    console.log(`questionnaires: ${options.answers === "complete" ? "every question shown answered" : "one answer"}`);
    if (routes.some((route) => route.disclosure)) {
      await seedDisclosure(database.handle, users);
      console.log(`disclosure: ${DISCLOSURE_ENTRIES_PER_USER} entries per user across the kinds`);
    }
    // Every statement our API runs per route and user: the bare server replays exactly these.
    const plans: CapturedStatement[][][] = [];
    for (const route of routes) {
      const byUser: CapturedStatement[][] = [];
      for (const user of users)
        byUser.push(await captureStatements(database.handle, api.baseUrl, requestSpec(route, user)));
      plans.push(byUser);
    }
    const bare = await startBareServer(database.url, plans);
    try {
      for (const [routeIndex, route] of routes.entries()) {
        const statements = plans[routeIndex]![0]!.length;
        console.log(`\n${route.name}: ${statements} statement(s) per request`);
        for (const text of plans[routeIndex]![0]!) console.log(`  ${text.text.replace(/\s+/g, " ").slice(0, 140)}`);
        // V8 compiles a route's code while it first runs: our API's far more than the bare route's, for
        // ten seconds and more at one connection, on the cores the measurement shares. Both sides run
        // the route at fifty connections first, so every round measures compiled code, as a server
        // that has been up for a while runs it.
        // The first `connections` users' requests on this route, to our API and to the bare server.
        const oursRequests = (connections: number): RequestSpec[] =>
          users.slice(0, connections).map((user) => requestSpec(route, user));
        const bareRequestsOf = (connections: number): RequestSpec[] =>
          users.slice(0, connections).map((user, userIndex) => ({
            ...requestSpec(route, user),
            path: bare.path(routeIndex, userIndex),
          }));
        if (options.routeWarmUpSeconds > 0) {
          const connections = CONNECTION_LEVELS.at(-1)!;
          const seconds = options.routeWarmUpSeconds;
          await runLoadProcess({
            baseUrl: api.baseUrl,
            connections,
            seconds,
            perConnection: oursRequests(connections),
          });
          await runLoadProcess({
            baseUrl: bare.baseUrl,
            connections,
            seconds,
            perConnection: bareRequestsOf(connections),
          });
        }
        for (const connections of CONNECTION_LEVELS) {
          const bareRequests = bareRequestsOf(connections);
          // Ours and bare in turn, round after round: each round pairs the two under the same load
          // of the machine, and the row printed is the median round (`summarizeRounds`).
          const rounds: RouteComparison[] = [];
          for (let round = 0; round < options.rounds; round += 1) {
            const profileDir = connections === options.profileAt && round === 0 ? options.profileDir : undefined;
            // DIR/<route>[-bare][@1].cpuprofile, or no profile.
            const profileFile = (side: string) =>
              profileDir &&
              join(
                profileDir,
                `${route.name.replace(/[^a-z0-9]+/gi, "-")}${side}${connections === 50 ? "" : `@${connections}`}.cpuprofile`,
              );
            const ours = await profiledIf(profileFile(""), () =>
              measure(api.baseUrl, oursRequests(connections), connections, options),
            );
            const baseline = await profiledIf(profileFile("-bare"), () =>
              measure(bare.baseUrl, bareRequests, connections, options),
            );
            const row: RouteComparison = { route: route.name, statements, connections, ours, bare: baseline };
            const ratio = ratios(row);
            console.log(
              `  ${connections} conn, round ${round + 1}: ours ${ours.requestsPerSecond.toFixed(0)} req/s p50 ${ours.p50} ms, bare ${baseline.requestsPerSecond.toFixed(0)} req/s p50 ${baseline.p50} ms ` +
                `(throughput ×${ratio.throughput.toFixed(2)}, p50 ×${ratio.p50.toFixed(2)})`,
            );
            rounds.push(row);
          }
          rows.push(summarizeRounds(rounds));
        }
      }
    } finally {
      await bare.close();
    }
  } finally {
    await api.close();
    await database.dispose();
  }
  console.log(`\n${formatComparison(rows)}`);
  console.log(
    "\nratio = ours/bare req/s; p50 × = ours/bare p50; cpu ms = per request, API process + PostgreSQL processes;" +
      "\nrounds = the lowest and highest of the judged figure (ratio at 50 connections, p50 × at 1) over the rounds;" +
      `\ngoal: at 50 connections ratio ≥ ${COMPARE_GOALS.throughputAt50}, at 1 connection p50 × ≤ ${COMPARE_GOALS.p50At1};` +
      " split: some rounds met it and some did not.",
  );
  const missed = rows.filter((row) => !goalMet(row));
  console.log(
    missed.length === 0
      ? "every goal met"
      : `goals missed: ${missed.map((row) => `${row.route} @${row.connections}${roundsSplit(row) ? " (split)" : ""}`).join(", ")}`,
  );
  const failed = rows.filter((row) => row.ours.non2xx + row.ours.errors + row.bare.non2xx + row.bare.errors > 0);
  if (failed.length > 0) {
    const codes = (side: SideFigures): string =>
      `${JSON.stringify(side.statusCodes)}, ${side.errors} connection errors`;
    for (const row of failed)
      console.error(
        `requests failed on ${row.route} @${row.connections}: ours ${codes(row.ours)}; bare ${codes(row.bare)}`,
      );
    process.exitCode = 1;
  }
}

/** `run`, with a CPU profile of this process written to `file` when there is one. */
async function profiledIf<T>(file: string | undefined, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const profile = await startProfile();
  const result = await run();
  await profile.stopInto(file);
  console.log(`  profile: ${file}`);
  return result;
}

/** A CPU profile of this process (both servers run in it), written as a .cpuprofile for DevTools. */
async function startProfile(): Promise<{ stopInto(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stopInto(file) {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      await mkdir(join(file, ".."), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
    },
  };
}

async function measure(
  baseUrl: string,
  perConnection: RequestSpec[],
  connections: number,
  options: { seconds: number; warmUpSeconds: number },
): Promise<SideFigures> {
  if (options.warmUpSeconds > 0)
    await runLoadProcess({ baseUrl, connections, seconds: options.warmUpSeconds, perConnection });
  const meter = cpuMeter();
  const figures = await runLoadProcess({ baseUrl, connections, seconds: options.seconds, perConnection });
  return { ...figures, ...meter.stop(figures.requests) };
}
