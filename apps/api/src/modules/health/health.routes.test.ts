import { describe, expect, it } from "vitest";
import { STARVED_POOL_MS, starvedPool } from "./health.routes.ts";

const pool = (waiting: number, longestWaitMs: number) => ({
  poolStats: () => ({ total: 10, idle: 0, waiting, longestWaitMs }),
});

describe("starvedPool", () => {
  it("reports the requests waiting once one has waited STARVED_POOL_MS for a connection, not before", () => {
    expect(starvedPool(pool(3, STARVED_POOL_MS - 1))).toBeNull();
    expect(starvedPool(pool(3, STARVED_POOL_MS))).toBe(3);
  });

  it("does not count a burst the pool absorbed: nobody waiting now is not starved, whatever waited before", () => {
    expect(starvedPool(pool(0, 0))).toBeNull();
  });

  it("is never starved on PGlite, which has no pool", () => {
    expect(starvedPool({})).toBeNull();
  });
});
