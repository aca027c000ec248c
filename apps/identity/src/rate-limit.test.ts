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

  it("never tracks more keys than its bound, dropping expired then the oldest unblocked windows", () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 1000, () => now, 3);
    for (const key of ["a", "b", "c", "d", "e"]) limiter.hit(key);
    expect(limiter.size).toBe(3);
    // "a" and "b" (one attempt each, under the limit) made room for "d" and "e".
    limiter.hit("e");
    expect(limiter.isBlocked("e")).toBe(true);
    expect(limiter.take("a")).toBe(true);
    now = 2000;
    limiter.hit("f");
    expect(limiter.size).toBe(1);
  });

  it("keeps a blocked key blocked however many other keys arrive within its window (10,001 at the default bound)", () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(5, 15 * 60_000, () => now);
    for (let i = 0; i < 5; i += 1) expect(limiter.take("victim@example.test")).toBe(true);
    expect(limiter.take("victim@example.test")).toBe(false);
    // An attacker rotates keys (addresses or e-mails), each failing once.
    for (let i = 0; i < 10_001; i += 1) {
      now += 1;
      limiter.take(`rotated-${i}@example.test`);
    }
    expect(limiter.size).toBeLessThanOrEqual(10_000);
    expect(limiter.isBlocked("victim@example.test")).toBe(true);
    expect(limiter.take("victim@example.test")).toBe(false);
    now = 15 * 60_000;
    expect(limiter.take("victim@example.test")).toBe(true);
  });

  it("refuses a new key while every tracked key is blocked, and takes it once a window ends", () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 1000, () => now, 3);
    for (const key of ["a", "b", "c"]) {
      limiter.take(key);
      now += 100;
      limiter.take(key);
    }
    expect(limiter.isBlocked("d")).toBe(true);
    expect(limiter.take("d")).toBe(false);
    limiter.hit("d");
    expect(limiter.size).toBe(3);
    for (const key of ["a", "b", "c"]) expect(limiter.isBlocked(key)).toBe(true);
    // "a"'s window ends first (it opened at 0).
    now = 1000;
    expect(limiter.take("d")).toBe(true);
    expect(limiter.isBlocked("a")).toBe(false);
    expect(limiter.isBlocked("b")).toBe(true);
    // A released attempt unblocks a key, which then gives way to a new one.
    limiter.release("b");
    expect(limiter.take("e")).toBe(true);
    expect(limiter.isBlocked("c")).toBe(true);
  });
});
