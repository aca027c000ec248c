import { describe, expect, it } from "vitest";
import { keystrokeCpuFromTrace, type TraceEvent } from "./trace.ts";

const mark = (name: string, ts: number): TraceEvent => ({ name, cat: "blink.user_timing", ph: "R", ts, pid: 1, tid: 7 });
const task = (ts: number, tdur: number, tid = 7): TraceEvent => ({ name: "RunTask", cat: "disabled-by-default-devtools.timeline", ph: "X", ts, dur: tdur * 3, tdur, pid: 1, tid });

describe("keystrokeCpuFromTrace", () => {
  it("takes each keystroke's longest main-thread task by thread CPU time, ignoring other threads", () => {
    const events = [mark("keystroke-0", 1_000), mark("keystroke-1", 200_000), mark("keystrokes-end", 400_000), task(2_000, 30_000), task(50_000, 12_000), task(210_000, 80_000, 9), task(220_000, 4_000)];
    expect(keystrokeCpuFromTrace(events, 2)).toEqual([30, 4]);
  });
});
