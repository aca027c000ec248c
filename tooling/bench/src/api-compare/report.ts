// Pure figures of api-compare: the ratios of our API to the bare baseline, the goals, and
// the printed table.
import type { LoadFigures } from "./load-job.ts";

export interface SideFigures extends LoadFigures {
  /** CPU time of the server's process per request (ms); of PostgreSQL's processes, when readable. */
  serverCpuMs: number;
  databaseCpuMs: number | undefined;
}

export interface RouteComparison {
  route: string;
  statements: number;
  connections: number;
  ours: SideFigures;
  bare: SideFigures;
  /** The judged figure (`judgedFigure`) of every round the row was chosen from, when there were several. */
  rounds?: readonly number[];
}

/** Ours over bare: throughput (higher is better for us, at most ~1) and p50 latency (lower is better). */
export function ratios(row: RouteComparison): { throughput: number; p50: number; p99: number } {
  const divide = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);
  return {
    throughput: divide(row.ours.requestsPerSecond, row.bare.requestsPerSecond),
    p50: divide(row.ours.p50, row.bare.p50),
    p99: divide(row.ours.p99, row.bare.p99),
  };
}

/** The targets: at 50 connections at least 0.85 of the bare throughput; at 1 connection p50 within 1.15× of bare. */
export const COMPARE_GOALS = { throughputAt50: 0.85, p50At1: 1.15 } as const;

/** The figure a row is judged by: the throughput ratio at 50 connections, the p50 ratio at 1. */
export function judgedFigure(row: RouteComparison): number {
  const ratio = ratios(row);
  return row.connections === 1 ? ratio.p50 : ratio.throughput;
}

/** Whether a judged figure meets the goal at its connection count. */
function meets(connections: number, figure: number): boolean {
  return connections === 1 ? figure <= COMPARE_GOALS.p50At1 : figure >= COMPARE_GOALS.throughputAt50;
}

/** The judged figure, ordered so that higher is better at both connection counts. */
function judged(row: RouteComparison): number {
  return row.connections === 1 ? -judgedFigure(row) : judgedFigure(row);
}

/**
 * Of rounds run in turn (ours, then bare, then ours again…), the one whose judged ratio is the
 * median: each round pairs the two sides under the same load of the machine, and the median round
 * is neither the luckiest nor the unluckiest of them.
 */
export function medianRound(rounds: readonly RouteComparison[]): RouteComparison {
  if (rounds.length === 0) throw new Error("no rounds to choose from");
  const sorted = [...rounds].sort((a, b) => judged(a) - judged(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The median round (`medianRound`), carrying every round's judged figure. */
export function summarizeRounds(rounds: readonly RouteComparison[]): RouteComparison {
  return { ...medianRound(rounds), rounds: rounds.map(judgedFigure) };
}

export function goalMet(row: RouteComparison): boolean {
  return meets(row.connections, judgedFigure(row));
}

/** Some of the row's rounds met the goal and some did not: the verdict is within the machine's noise. */
export function roundsSplit(row: RouteComparison): boolean {
  const verdicts = new Set((row.rounds ?? []).map((figure) => meets(row.connections, figure)));
  return verdicts.size > 1;
}

/** The row's verdict: met or MISSED, and "split" when its rounds disagree. */
export function verdict(row: RouteComparison): string {
  return `${goalMet(row) ? "met" : "MISSED"}${roundsSplit(row) ? " (split)" : ""}`;
}

function roundsRange(row: RouteComparison): string {
  if (!row.rounds || row.rounds.length < 2) return "-";
  return `${fixed(Math.min(...row.rounds), 2)}–${fixed(Math.max(...row.rounds), 2)}`;
}

const fixed = (value: number | undefined, digits: number): string =>
  value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(digits);

function cpu(side: SideFigures): string {
  return `${fixed(side.serverCpuMs, 2)}+${fixed(side.databaseCpuMs, 2)}`;
}

/** The table: one line per route and connection count. */
export function formatComparison(rows: RouteComparison[]): string {
  const header = [
    "route",
    "stmts",
    "conns",
    "req/s ours",
    "req/s bare",
    "ratio",
    "p50 ours",
    "p50 bare",
    "p50 ×",
    "p99 ours",
    "p99 bare",
    "cpu ms ours",
    "cpu ms bare",
    "KB ours/bare",
    "rounds",
    "goal",
  ];
  const lines = rows.map((row) => {
    const ratio = ratios(row);
    return [
      row.route,
      String(row.statements),
      String(row.connections),
      fixed(row.ours.requestsPerSecond, 0),
      fixed(row.bare.requestsPerSecond, 0),
      fixed(ratio.throughput, 2),
      fixed(row.ours.p50, 1),
      fixed(row.bare.p50, 1),
      fixed(ratio.p50, 2),
      fixed(row.ours.p99, 1),
      fixed(row.bare.p99, 1),
      cpu(row.ours),
      cpu(row.bare),
      `${fixed(row.ours.bytesPerResponse / 1024, 1)}/${fixed(row.bare.bytesPerResponse / 1024, 1)}`,
      roundsRange(row),
      verdict(row),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [format(header), ...lines.map(format)].join("\n");
}

/**
 * Reads `--seconds N --warm-up N --route-warm-up N --users N --only name,name` (defaults 5, 1, 5, 50,
 * every route).
 */
export function parseCompareOptions(args: string[]): {
  seconds: number;
  warmUpSeconds: number;
  /** Load at 50 connections on each side before a route's first round, until the JIT has compiled its code. */
  routeWarmUpSeconds: number;
  users: number;
  rounds: number;
  only: string[] | undefined;
  profileDir: string | undefined;
  /** The connection level the profile is taken at (1 or 50). */
  profileAt: number;
  /** The couples' questionnaires: one answer each (`one`), or every question they are shown answered (`complete`). */
  answers: "one" | "complete";
} {
  const options = {
    seconds: 5,
    warmUpSeconds: 1,
    routeWarmUpSeconds: 5,
    users: 50,
    rounds: 3,
    only: undefined as string[] | undefined,
    profileDir: undefined as string | undefined,
    profileAt: 50,
    answers: "one" as "one" | "complete",
  };
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === "--only") {
      options.only = value.split(",").map((name) => name.trim());
      continue;
    }
    if (flag === "--profile") {
      options.profileDir = value;
      continue;
    }
    if (flag === "--answers") {
      if (value !== "one" && value !== "complete") throw new Error(`--answers must be one or complete, got ${value}`);
      options.answers = value;
      continue;
    }
    const number = Number(value);
    if (!Number.isInteger(number) || number < (flag === "--warm-up" || flag === "--route-warm-up" ? 0 : 1))
      throw new Error(`${flag} must be a whole number, got ${value}`);
    if (flag === "--seconds") options.seconds = number;
    else if (flag === "--warm-up") options.warmUpSeconds = number;
    else if (flag === "--route-warm-up") options.routeWarmUpSeconds = number;
    else if (flag === "--users") options.users = number;
    else if (flag === "--rounds") options.rounds = number;
    else if (flag === "--profile-at") {
      if (number !== 1 && number !== 50) throw new Error(`--profile-at must be 1 or 50, got ${value}`);
      options.profileAt = number;
    } else throw new Error(`unknown option ${flag}`);
  }
  return options;
}
