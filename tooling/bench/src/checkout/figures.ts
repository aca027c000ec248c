// Pure figures of the checkout benchmark: the options, what the load process reports per call,
// the ratios of our API to the bare baseline, and the printed table.
import { percentile } from "../util.ts";

/** The three calls of one purchase, in the order a buyer makes them. */
export const CALLS = ["open cart", "add Q&A", "checkout"] as const;
export type CallName = (typeof CALLS)[number];
/** The whole purchase: from sending "open cart" to the last byte of a paid "checkout". */
export const PURCHASE = "purchase";
export type RowName = CallName | typeof PURCHASE;
export const ROWS: readonly RowName[] = [...CALLS, PURCHASE];

export interface CallFigures {
  /** Successful answers (2xx; for checkout, 2xx with status "paid"; for purchase, purchases completed). */
  ok: number;
  /** Successful answers per second of the measured time. */
  perSecond: number;
  /** Latencies of the successful answers in ms (NaN when there were none). */
  p50: number;
  p90: number;
  p99: number;
  /** Failed answers by cause: an HTTP status ("409"), "200 not paid", or "no answer" (connection error). */
  failures: Record<string, number>;
}

/** What one run of the load process answers. */
export interface LoadResult {
  buyers: number;
  /** From the start of the loops to the end of the last purchase. */
  seconds: number;
  calls: Record<RowName, CallFigures>;
  /** The first failed answer of each call (status and the start of its body), to show what went wrong. */
  firstFailures: Partial<Record<CallName, string>>;
}

/** Figures of one call from its successful latencies (ms) and its failures. */
export function callFigures(latencies: number[], failures: Record<string, number>, seconds: number): CallFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number): number => (sorted.length > 0 ? percentile(sorted, p) : Number.NaN);
  return {
    ok: sorted.length,
    perSecond: seconds > 0 ? sorted.length / seconds : Number.NaN,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    failures: { ...failures },
  };
}

/** How many answers of a call failed, whatever the cause. */
export function failureCount(figures: CallFigures): number {
  return Object.values(figures.failures).reduce((sum, count) => sum + count, 0);
}

/** Every failed call of a run (the purchase row repeats them, so it is not counted). */
export function totalFailures(result: LoadResult): number {
  return CALLS.reduce((sum, call) => sum + failureCount(result.calls[call]), 0);
}

/** JSON has no NaN: a run without a successful answer sends null latencies; this puts NaN back. */
export function reviveLoadResult(parsed: LoadResult): LoadResult {
  const number = (value: number | null): number => (typeof value === "number" ? value : Number.NaN);
  const calls = Object.fromEntries(
    ROWS.map((row) => {
      const figures = parsed.calls[row];
      return [
        row,
        {
          ...figures,
          perSecond: number(figures.perSecond),
          p50: number(figures.p50),
          p90: number(figures.p90),
          p99: number(figures.p99),
        },
      ];
    }),
  ) as Record<RowName, CallFigures>;
  return { ...parsed, calls };
}

/** a / b, NaN when b is not a positive number. */
export function ratio(a: number, b: number): number {
  return b > 0 && !Number.isNaN(a) ? a / b : Number.NaN;
}

export const fixed = (value: number | undefined, digits: number): string =>
  value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(digits);

/** Aligned columns: the first to the left, the others to the right, two spaces apart. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

export interface CheckoutComparison {
  ours: LoadResult;
  bare: LoadResult;
  /** SQL statements per call (undefined for the purchase row: their sum is used). */
  statements: { ours: Record<CallName, number>; bare: Record<CallName, number> };
}

/** Ours over bare for throughput (higher is better, at most ~1) and p50 latency (lower is better). */
export function ratios(comparison: CheckoutComparison, row: RowName): { throughput: number; p50: number } {
  const ours = comparison.ours.calls[row];
  const bare = comparison.bare.calls[row];
  return { throughput: ratio(ours.perSecond, bare.perSecond), p50: ratio(ours.p50, bare.p50) };
}

/** A count that may be an average: whole numbers as they are, others with one decimal. */
const count = (value: number): string => (Number.isInteger(value) ? String(value) : fixed(value, 1));

function statementsOf(side: Record<CallName, number>, row: RowName): number {
  return row === PURCHASE ? CALLS.reduce((sum, call) => sum + side[call], 0) : side[row];
}

/** The table: one line per call and one for the whole purchase, ours beside bare, with the ratios. */
export function formatCheckoutComparison(comparison: CheckoutComparison): string {
  const header = [
    "call",
    "stmts ours/bare",
    "req/s ours",
    "req/s bare",
    "req/s ratio",
    "p50 ours",
    "p50 bare",
    "p50 ×",
    "p90 ours",
    "p90 bare",
    "p99 ours",
    "p99 bare",
    "failed ours/bare",
  ];
  const rows = ROWS.map((row) => {
    const ours = comparison.ours.calls[row];
    const bare = comparison.bare.calls[row];
    const ratio = ratios(comparison, row);
    return [
      row,
      `${count(statementsOf(comparison.statements.ours, row))}/${count(statementsOf(comparison.statements.bare, row))}`,
      fixed(ours.perSecond, 1),
      fixed(bare.perSecond, 1),
      fixed(ratio.throughput, 2),
      fixed(ours.p50, 1),
      fixed(bare.p50, 1),
      fixed(ratio.p50, 2),
      fixed(ours.p90, 1),
      fixed(bare.p90, 1),
      fixed(ours.p99, 1),
      fixed(bare.p99, 1),
      row === PURCHASE ? "" : `${failureCount(ours)}/${failureCount(bare)}`,
    ];
  });
  return formatTable(header, rows);
}

export interface CheckoutOptions {
  users: number;
  seconds: number;
  warmUpSeconds: number;
}

const FLAGS: Record<string, keyof CheckoutOptions | undefined> = {
  "--users": "users",
  "--seconds": "seconds",
  "--warm-up": "warmUpSeconds",
};

/** Reads `--users N --seconds N --warm-up N` (defaults 20 buyers, 15 s, 3 s). */
export function parseCheckoutOptions(args: string[]): CheckoutOptions {
  const options: CheckoutOptions = { users: 20, seconds: 15, warmUpSeconds: 3 };
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index]!, args[index + 1]];
    const key = FLAGS[flag];
    if (!key) throw new Error(`unknown option ${flag} (known: --users, --seconds, --warm-up)`);
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const number = Number(value);
    if (!Number.isInteger(number) || number < (key === "warmUpSeconds" ? 0 : 1))
      throw new Error(`${flag} must be a whole number, got ${value}`);
    options[key] = number;
  }
  return options;
}
