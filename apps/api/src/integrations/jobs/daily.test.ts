import { afterEach, describe, expect, it, vi } from "vitest";
import { createFixedClock } from "../clock.ts";
import { startDailyJobs } from "./daily.ts";

describe("daily jobs", () => {
  afterEach(() => vi.useRealTimers());

  it("enqueue each job at start and once more on the first check of each new day", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const clock = createFixedClock(new Date("2026-11-25T22:00:00Z"));
    const enqueued: [string, unknown][] = [];
    const stop = startDailyJobs({ jobs: { enqueue: async (name, data) => void enqueued.push([name, data]) }, clock, names: ["signing-reminders"], checkEveryMs: 1000 });
    await vi.waitFor(() => expect(enqueued).toEqual([["signing-reminders", { day: "2026-11-25" }]]));
    clock.advance(60 * 60 * 1000);
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(enqueued).toHaveLength(1);
    clock.advance(60 * 60 * 1000);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(enqueued).toEqual([["signing-reminders", { day: "2026-11-25" }], ["signing-reminders", { day: "2026-11-26" }]]));
    stop();
    clock.advance(24 * 60 * 60 * 1000);
    vi.advanceTimersByTime(5000);
    await Promise.resolve();
    expect(enqueued).toHaveLength(2);
  });

  it("tries again at the next check when enqueueing fails", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const clock = createFixedClock(new Date("2026-11-25T10:00:00Z"));
    let failing = true;
    const enqueued: string[] = [];
    const errors: unknown[] = [];
    const stop = startDailyJobs({
      jobs: {
        enqueue: async (name) => {
          if (failing) throw new Error("database unavailable");
          enqueued.push(name);
        },
      },
      clock,
      names: ["signing-reminders"],
      onError: (error) => errors.push(error),
      checkEveryMs: 1000,
    });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    failing = false;
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(enqueued).toEqual(["signing-reminders"]));
    stop();
  });
});
