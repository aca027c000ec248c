import { describe, expect, it } from "vitest";
import {
  formatComparison,
  goalMet,
  medianRound,
  parseCompareOptions,
  ratios,
  summarizeRounds,
  verdict,
  type RouteComparison,
  type SideFigures,
} from "./report.ts";

const side = (requestsPerSecond: number, p50: number, p99 = p50 * 3, bytesPerResponse = 2048): SideFigures => ({
  requests: requestsPerSecond * 5,
  seconds: 5,
  requestsPerSecond,
  p50,
  p99,
  non2xx: 0,
  statusCodes: { "200": requestsPerSecond * 5 },
  errors: 0,
  bytesPerResponse,
  serverCpuMs: 0.8,
  databaseCpuMs: undefined,
});

const row = (connections: number, ours: SideFigures, bare: SideFigures): RouteComparison => ({
  route: "answer save",
  statements: 6,
  connections,
  ours,
  bare,
});

describe("api-compare figures", () => {
  it("divides ours by bare for throughput and latency", () => {
    expect(ratios(row(50, side(300, 40), side(600, 20)))).toEqual({ throughput: 0.5, p50: 2, p99: 2 });
  });

  it("judges 50 connections by throughput and 1 connection by median latency", () => {
    expect(goalMet(row(50, side(510, 40), side(600, 10)))).toBe(true);
    expect(goalMet(row(50, side(509, 1), side(600, 1)))).toBe(false);
    expect(goalMet(row(1, side(10, 1.15), side(1000, 1)))).toBe(true);
    expect(goalMet(row(1, side(1000, 1.16), side(1000, 1)))).toBe(false);
  });

  it("takes the round with the median judged ratio: throughput at 50 connections, p50 at 1", () => {
    const at50 = [
      row(50, side(300, 40), side(600, 20)),
      row(50, side(500, 40), side(600, 20)),
      row(50, side(420, 1), side(600, 1)),
    ];
    expect(medianRound(at50)).toBe(at50[2]);
    const at1 = [row(1, side(1, 3), side(1, 1)), row(1, side(1, 1.2), side(1, 1)), row(1, side(1, 1.6), side(1, 1))];
    expect(medianRound(at1)).toBe(at1[2]);
    // An even count: the lower of the two middle rounds.
    expect(medianRound(at50.slice(0, 2))).toBe(at50[0]);
    expect(() => medianRound([])).toThrow();
  });

  it("prints one aligned line per route and connection count, with n/a where PostgreSQL's CPU is unknown", () => {
    const table = formatComparison([
      row(1, side(400, 1.1, 4.5, 17_900), side(900, 1, 3, 9_830)),
      row(50, side(250, 150), side(600, 60)),
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[1]).toMatch(
      /answer save\s+6\s+1\s+400\s+900\s+0\.44\s+1\.1\s+1\.0\s+1\.10 .*0\.80\+n\/a .* 17\.5\/9\.6\s+-\s+met$/,
    );
    expect(lines[2]).toMatch(/0\.42 .*MISSED$/);
  });

  it("keeps every round's judged figure with the median round, and says when the rounds disagree on the goal", () => {
    const at50 = [
      row(50, side(480, 40), side(600, 20)),
      row(50, side(540, 40), side(600, 20)),
      row(50, side(520, 1), side(600, 1)),
    ];
    const summary = summarizeRounds(at50);
    expect(summary.ours).toBe(at50[2]!.ours);
    expect(summary.rounds!.map((figure) => figure.toFixed(3))).toEqual(["0.800", "0.900", "0.867"]);
    expect(verdict(summary)).toBe("met (split)");
    expect(formatComparison([summary]).split("\n")[1]).toMatch(/0\.80–0\.90\s+met \(split\)$/);
    expect(verdict(summarizeRounds(at50.slice(1)))).toBe("met");
    const at1 = [row(1, side(1, 1.2), side(1, 1)), row(1, side(1, 1.3), side(1, 1)), row(1, side(1, 1.1), side(1, 1))];
    expect(verdict(summarizeRounds(at1))).toBe("MISSED (split)");
    expect(verdict(summarizeRounds(at1.slice(0, 2)))).toBe("MISSED");
  });

  it("reads its options and refuses nonsense", () => {
    expect(parseCompareOptions([])).toEqual({
      seconds: 5,
      warmUpSeconds: 1,
      routeWarmUpSeconds: 5,
      users: 50,
      rounds: 3,
      only: undefined,
      profileDir: undefined,
      profileAt: 50,
      answers: "one",
    });
    expect(parseCompareOptions(["--route-warm-up", "0"]).routeWarmUpSeconds).toBe(0);
    expect(parseCompareOptions(["--answers", "complete"]).answers).toBe("complete");
    expect(() => parseCompareOptions(["--answers", "all"])).toThrow(/one or complete/);
    expect(parseCompareOptions(["--profile", "/tmp/profiles"]).profileDir).toBe("/tmp/profiles");
    expect(parseCompareOptions(["--profile-at", "1"]).profileAt).toBe(1);
    expect(() => parseCompareOptions(["--profile-at", "10"])).toThrow(/1 or 50/);
    expect(parseCompareOptions(["--seconds", "3", "--warm-up", "0", "--only", "answer save, section load"])).toEqual({
      seconds: 3,
      warmUpSeconds: 0,
      routeWarmUpSeconds: 5,
      users: 50,
      rounds: 3,
      only: ["answer save", "section load"],
      profileDir: undefined,
      profileAt: 50,
      answers: "one",
    });
    expect(() => parseCompareOptions(["--seconds", "0"])).toThrow(/whole number/);
    expect(parseCompareOptions(["--rounds", "5"]).rounds).toBe(5);
    expect(() => parseCompareOptions(["--rounds", "0"])).toThrow(/whole number/);
    expect(() => parseCompareOptions(["--fast", "1"])).toThrow(/unknown option/);
    expect(() => parseCompareOptions(["--users"])).toThrow(/needs a value/);
  });
});
