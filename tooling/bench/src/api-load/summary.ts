// Pure helpers of the api-load benchmark: reading its options and summarising what it measured.
import { percentile } from "../util.ts";

/** One request as the load loop saw it. `status` 0 means no answer (connection error). */
export interface Sample {
  route: string;
  status: number;
  ms: number;
}

export interface RouteSummary {
  route: string;
  requests: number;
  /** Answers outside 2xx, and requests that got no answer. */
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export const OVERALL = "overall";

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

function summariseOne(route: string, samples: Sample[], elapsedSeconds: number): RouteSummary {
  const latencies = samples.map((sample) => sample.ms);
  return {
    route,
    requests: samples.length,
    errors: samples.filter((sample) => !isSuccess(sample.status)).length,
    requestsPerSecond: samples.length / elapsedSeconds,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    // reduce, not Math.max(...): a long run has more samples than a call may take arguments.
    max: latencies.reduce((highest, value) => Math.max(highest, value), 0),
  };
}

/**
 * Figures per route, in the order the routes were first seen (or `order`, when given), then the
 * overall row. Throughput divides by the measured duration of the run, not the one asked for.
 */
export function summarise(samples: Sample[], elapsedSeconds: number, order: string[] = []): RouteSummary[] {
  if (samples.length === 0) throw new Error("No requests were made");
  if (!(elapsedSeconds > 0)) throw new Error("The run must last longer than zero seconds");
  const byRoute = new Map<string, Sample[]>(order.map((route) => [route, []]));
  for (const sample of samples) {
    const list = byRoute.get(sample.route);
    if (list) list.push(sample);
    else byRoute.set(sample.route, [sample]);
  }
  const rows = [...byRoute]
    .filter(([, list]) => list.length > 0)
    .map(([route, list]) => summariseOne(route, list, elapsedSeconds));
  return [...rows, summariseOne(OVERALL, samples, elapsedSeconds)];
}

const ms = (value: number): string => value.toFixed(1);

/** A fixed-width table of the summaries, latencies in milliseconds. */
export function formatSummary(rows: RouteSummary[]): string {
  const header = ["route", "requests", "errors", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms"];
  const cells = rows.map((row) => [
    row.route,
    String(row.requests),
    String(row.errors),
    row.requestsPerSecond.toFixed(1),
    ms(row.p50),
    ms(row.p90),
    ms(row.p99),
    ms(row.max),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const render = (line: string[]): string =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const body = cells.map(render);
  // A rule above the overall row.
  body.splice(body.length - 1, 0, rule);
  return [render(header), rule, ...body].join("\n");
}

export interface LoadOptions {
  users: number;
  seconds: number;
}

/** `--users N` (default 50) and `--seconds S` (default 20); `--name=value` works too. */
export function parseLoadOptions(args: string[]): LoadOptions {
  const options: LoadOptions = { users: 50, seconds: 20 };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === "--") continue;
    const [flag, inline] = arg.split("=", 2) as [string, string | undefined];
    if (flag !== "--users" && flag !== "--seconds")
      throw new Error(`Unknown option ${arg} (use --users N, --seconds S)`);
    const raw = inline ?? args[++index];
    const value = Number(raw);
    if (raw === undefined || raw === "" || !Number.isFinite(value) || value <= 0) {
      throw new Error(`${flag} needs a positive number, got ${raw ?? "nothing"}`);
    }
    if (flag === "--users") {
      if (!Number.isInteger(value) || value > 1000)
        throw new Error(`--users must be a whole number up to 1000, got ${raw}`);
      options.users = value;
    } else {
      if (value > 600) throw new Error(`--seconds must be at most 600, got ${raw}`);
      options.seconds = value;
    }
  }
  return options;
}
