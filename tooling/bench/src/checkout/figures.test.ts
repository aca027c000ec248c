import { describe, expect, it } from "vitest";
import {
  callFigures,
  formatCheckoutComparison,
  formatTable,
  parseCheckoutOptions,
  ratio,
  ratios,
  reviveLoadResult,
  totalFailures,
  type CallFigures,
  type CheckoutComparison,
  type LoadResult,
} from "./figures.ts";

const figures = (perSecond: number, p50: number, failures: Record<string, number> = {}): CallFigures => ({
  ok: perSecond * 10,
  perSecond,
  p50,
  p90: p50 * 2,
  p99: p50 * 4,
  failures,
});

const side = (perSecond: number, p50: number, checkoutFailures: Record<string, number> = {}): LoadResult => ({
  buyers: 20,
  seconds: 10,
  calls: {
    "open cart": figures(perSecond, p50),
    "add Q&A": figures(perSecond, p50),
    checkout: figures(perSecond, p50 * 2, checkoutFailures),
    purchase: figures(perSecond, p50 * 4),
  },
  firstFailures: {},
});

const comparison = (ours: LoadResult, bare: LoadResult): CheckoutComparison => ({
  ours,
  bare,
  statements: {
    ours: { "open cart": 5, "add Q&A": 10, checkout: 20 },
    bare: { "open cart": 1, "add Q&A": 1, checkout: 9 },
  },
});

describe("checkout figures", () => {
  it("counts, rates and takes nearest-rank percentiles of the successful latencies", () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(callFigures(latencies, { "409": 2 }, 4)).toEqual({
      ok: 100,
      perSecond: 25,
      p50: 50,
      p90: 90,
      p99: 99,
      failures: { "409": 2 },
    });
    const none = callFigures([], {}, 4);
    expect([none.ok, none.perSecond, none.p50, none.p99]).toEqual([0, 0, Number.NaN, Number.NaN]);
  });

  it("adds the failures of the three calls, not the purchase row", () => {
    const result = side(100, 2, { "402": 1, "200 not paid": 2 });
    result.calls["open cart"].failures = { "no answer": 3 };
    result.calls.purchase.failures = { "999": 100 };
    expect(totalFailures(result)).toBe(6);
    expect(totalFailures(side(100, 2))).toBe(0);
  });

  it("puts back the NaN that JSON turned into null", () => {
    const parsed = JSON.parse(JSON.stringify(side(0, Number.NaN))) as LoadResult;
    expect(parsed.calls.checkout.p50).toBeNull();
    expect(reviveLoadResult(parsed).calls.checkout.p50).toBeNaN();
    expect(reviveLoadResult(parsed).calls.checkout.perSecond).toBe(0);
  });

  it("divides ours by bare, NaN when bare has nothing", () => {
    expect(ratios(comparison(side(50, 4), side(200, 1)), "checkout")).toEqual({ throughput: 0.25, p50: 4 });
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(Number.NaN, 2)).toBeNaN();
  });

  it("aligns a table: first column to the left, the others to the right", () => {
    expect(
      formatTable(
        ["name", "n"],
        [
          ["a", "10"],
          ["longer", "2"],
        ],
      ).split("\n"),
    ).toEqual(["name     n", "------  --", "a       10", "longer   2"]);
  });

  it("prints one line per call and one for the purchase, with statements, ratios and failures", () => {
    const lines = formatCheckoutComparison(comparison(side(50, 4, { "409": 3 }), side(200, 1))).split("\n");
    expect(lines).toHaveLength(6);
    expect(new Set(lines.map((line) => line.length)).size).toBeLessThanOrEqual(2); // the purchase line has no failure column
    expect(lines[0]).toMatch(
      /^call\s+stmts ours\/bare\s+req\/s ours\s+req\/s bare\s+req\/s ratio\s+p50 ours\s+p50 bare\s+p50 ×/,
    );
    expect(lines[2]).toMatch(
      /^open cart\s+5\/1\s+50\.0\s+200\.0\s+0\.25\s+4\.0\s+1\.0\s+4\.00\s+8\.0\s+2\.0\s+16\.0\s+4\.0\s+0\/0$/,
    );
    expect(lines[4]).toMatch(/^checkout\s+20\/9 .* 3\/0$/);
    expect(lines[5]).toMatch(/^purchase\s+35\/11\s+50\.0\s+200\.0\s+0\.25\s+16\.0\s+4\.0\s+4\.00 /);
  });

  it("shows an average statement count with one decimal and n/a for missing figures", () => {
    const row = comparison(side(0, Number.NaN), side(10, 1));
    row.statements.bare["open cart"] = 1.25;
    const lines = formatCheckoutComparison(row).split("\n");
    expect(lines[2]).toMatch(/^open cart\s+5\/1\.3\s+0\.0\s+10\.0\s+0\.00\s+n\/a\s+1\.0\s+n\/a/);
  });

  it("reads its options and refuses nonsense", () => {
    expect(parseCheckoutOptions([])).toEqual({ users: 20, seconds: 15, warmUpSeconds: 3 });
    expect(parseCheckoutOptions(["--users", "5", "--seconds", "10", "--warm-up", "0"])).toEqual({
      users: 5,
      seconds: 10,
      warmUpSeconds: 0,
    });
    expect(() => parseCheckoutOptions(["--seconds", "0"])).toThrow(/whole number/);
    expect(() => parseCheckoutOptions(["--users", "2.5"])).toThrow(/whole number/);
    expect(() => parseCheckoutOptions(["--fast", "1"])).toThrow(/unknown option/);
    expect(() => parseCheckoutOptions(["--users"])).toThrow(/needs a value/);
  });
});
