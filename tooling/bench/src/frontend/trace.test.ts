import { describe, expect, it } from "vitest";
import { blockingAfterFirstPaint, keystrokeCpuFromTrace, type TraceEvent } from "./trace.ts";

const mark = (name: string, ts: number): TraceEvent => ({
  name,
  cat: "blink.user_timing",
  ph: "R",
  ts,
  pid: 1,
  tid: 7,
});
const task = (ts: number, tdur: number, tid = 7): TraceEvent => ({
  name: "RunTask",
  cat: "disabled-by-default-devtools.timeline",
  ph: "X",
  ts,
  dur: tdur * 3,
  tdur,
  pid: 1,
  tid,
});

describe("keystrokeCpuFromTrace", () => {
  it("takes each keystroke's longest main-thread task by thread CPU time, ignoring other threads", () => {
    const events = [
      mark("keystroke-0", 1_000),
      mark("keystroke-1", 200_000),
      mark("keystrokes-end", 400_000),
      task(2_000, 30_000),
      task(50_000, 12_000),
      task(210_000, 80_000, 9),
      task(220_000, 4_000),
    ];
    expect(keystrokeCpuFromTrace(events, 2)).toEqual([30, 4]);
  });
});

describe("blockingAfterFirstPaint", () => {
  const paint: TraceEvent = { name: "firstContentfulPaint", cat: "loading", ph: "I", ts: 100_000, pid: 1, tid: 7 };
  it("counts the main thread's tasks after the first paint, four times slower, over 50 ms, by wall and by thread time", () => {
    // Before the paint: not counted. 20 ms of CPU in 60 ms of wall: 30 ms blocking by CPU, 190 by wall.
    // 10 ms (40 after the slowdown): blocks by neither. Another thread's task: not counted.
    const events = [paint, task(50_000, 40_000), task(150_000, 20_000), task(300_000, 4_000), task(400_000, 30_000, 9)];
    expect(blockingAfterFirstPaint(events)).toEqual({ wall: 190, cpu: 30 });
  });
  it("refuses a trace without a first paint", () => {
    expect(() => blockingAfterFirstPaint([task(0, 1_000)])).toThrow(/no first contentful paint/);
  });
});
