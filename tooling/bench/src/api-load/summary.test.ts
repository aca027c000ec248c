import { describe, expect, it } from "vitest";
import { formatSummary, parseLoadOptions, summarise, type Sample } from "./summary.ts";

const sample = (route: string, ms: number, status = 200): Sample => ({ route, ms, status });

describe("summarise", () => {
  it("gives each route its count, errors, throughput and nearest-rank latencies, then the overall row", () => {
    const samples = [
      ...Array.from({ length: 100 }, (_, index) => sample("GET /users/me", index + 1)),
      sample("PATCH /users/{id}", 5),
      sample("PATCH /users/{id}", 7, 422),
      sample("PATCH /users/{id}", 9, 0),
      sample("PATCH /users/{id}", 3, 204),
    ];
    const [me, patch, overall] = summarise(samples, 2);
    expect(me).toEqual({
      route: "GET /users/me",
      requests: 100,
      errors: 0,
      requestsPerSecond: 50,
      p50: 50,
      p90: 90,
      p99: 99,
      max: 100,
    });
    // A 422 and a request with no answer are errors; 204 is a success.
    expect(patch).toMatchObject({
      route: "PATCH /users/{id}",
      requests: 4,
      errors: 2,
      requestsPerSecond: 2,
      p50: 5,
      max: 9,
    });
    expect(overall).toMatchObject({ route: "overall", requests: 104, errors: 2, requestsPerSecond: 52, max: 100 });
  });

  it("follows the scenario's order and leaves out routes that were never called", () => {
    const samples = [sample("b", 1), sample("a", 2), sample("b", 3)];
    expect(summarise(samples, 1, ["a", "c", "b"]).map((row) => row.route)).toEqual(["a", "b", "overall"]);
    expect(summarise(samples, 1).map((row) => row.route)).toEqual(["b", "a", "overall"]);
  });

  // Node's default stack takes about 125,000 spread arguments; 200,000 samples overflow it. The same
  // samples stand for both the route and the overall row, and a loaded machine may take seconds.
  it("handles more samples than a function call takes arguments", { timeout: 60_000 }, () => {
    const samples = Array.from({ length: 200_000 }, (_, index) => sample("GET /states", index % 1000));
    expect(summarise(samples, 10).at(-1)).toMatchObject({ requests: 200_000, max: 999, requestsPerSecond: 20_000 });
  });

  it("refuses an empty run", () => {
    expect(() => summarise([], 1)).toThrow("No requests");
    expect(() => summarise([sample("a", 1)], 0)).toThrow("longer than zero");
  });
});

describe("formatSummary", () => {
  it("prints one aligned line per route with the overall row under a rule", () => {
    const text = formatSummary(summarise([sample("GET /users/me", 12.345), sample("GET /states", 3, 500)], 1));
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^route\s+requests\s+errors\s+req\/s\s+p50 ms\s+p90 ms\s+p99 ms\s+max ms$/);
    expect(lines[2]).toMatch(/^GET \/users\/me\s+1\s+0\s+1\.0\s+12\.3\s+12\.3\s+12\.3\s+12\.3$/);
    expect(lines[3]).toMatch(/^GET \/states\s+1\s+1\s+1\.0\s+3\.0/);
    expect(lines[4]).toMatch(/^-+(\s+-+){7}$/);
    expect(lines[5]).toMatch(/^overall\s+2\s+1\s+2\.0\s+3\.0\s+12\.3\s+12\.3\s+12\.3$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe("parseLoadOptions", () => {
  it("defaults to 50 users for 20 seconds", () => {
    expect(parseLoadOptions([])).toEqual({ users: 50, seconds: 20 });
  });
  it("reads --users and --seconds, spaced or with =", () => {
    expect(parseLoadOptions(["--users", "10", "--seconds=2.5"])).toEqual({ users: 10, seconds: 2.5 });
    expect(parseLoadOptions(["--", "--seconds", "5"])).toEqual({ users: 50, seconds: 5 });
  });
  it("refuses unknown options and impossible values", () => {
    expect(() => parseLoadOptions(["--user", "3"])).toThrow("Unknown option --user");
    expect(() => parseLoadOptions(["--users"])).toThrow("--users needs a positive number, got nothing");
    expect(() => parseLoadOptions(["--users", "0"])).toThrow("positive");
    expect(() => parseLoadOptions(["--users", "2.5"])).toThrow("whole number");
    expect(() => parseLoadOptions(["--seconds", "abc"])).toThrow("positive");
    expect(() => parseLoadOptions(["--seconds", "601"])).toThrow("at most 600");
  });
});
