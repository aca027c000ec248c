import { describe, expect, it } from "vitest";
import { FixedWindowLimiter } from "./rate-limit.ts";

describe("FixedWindowLimiter", () => {
  it("counts and refuses in one step, so a burst stops at the limit", () => {
    const limiter = new FixedWindowLimiter(3, 60_000, () => 0);
    const outcomes = Array.from({ length: 10 }, () => limiter.take("k"));
    expect(outcomes.filter(Boolean)).toHaveLength(3);
    expect(limiter.isBlocked("k")).toBe(true);
  });

  it("opens again when the window ends, and a released attempt frees a place", () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 1000, () => now);
    limiter.hit("k");
    limiter.hit("k");
    expect(limiter.isBlocked("k")).toBe(true);
    limiter.release("k");
    expect(limiter.take("k")).toBe(true);
    expect(limiter.take("k")).toBe(false);
    now = 1000;
    expect(limiter.take("k")).toBe(true);
  });

  it("never tracks more keys than its bound, dropping expired then oldest windows", () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 1000, () => now, 3);
    for (const key of ["a", "b", "c", "d", "e"]) limiter.hit(key);
    expect(limiter.size).toBe(3);
    expect(limiter.isBlocked("e")).toBe(true);
    expect(limiter.isBlocked("a")).toBe(false);
    now = 2000;
    limiter.hit("f");
    expect(limiter.size).toBe(1);
  });
});
