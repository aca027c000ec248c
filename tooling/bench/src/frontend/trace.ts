/** A Chrome trace event (the fields read here). */
export type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };

/**
 * Per keystroke (between the page's `keystroke-<i>` marks, the last one ending at `keystrokes-end`),
 * the thread CPU time in ms of the longest task the renderer's main thread ran: the work a keystroke
 * causes, unaffected by other programs competing for the cores (unlike wall-clock durations).
 */
export function keystrokeCpuFromTrace(events: TraceEvent[], keystrokes: number): number[] {
  const marks = new Map<string, TraceEvent>();
  for (const event of events) if (event.cat.includes("blink.user_timing") && /^keystroke/.test(event.name) && !marks.has(event.name)) marks.set(event.name, event);
  const first = marks.get("keystroke-0");
  if (!first) throw new Error("The trace holds no keystroke marks");
  const main = { pid: first.pid, tid: first.tid };
  const tasks = events.filter((event) => event.ph === "X" && event.name === "RunTask" && event.pid === main.pid && event.tid === main.tid);
  const bounds = Array.from({ length: keystrokes + 1 }, (_, i) => marks.get(i < keystrokes ? `keystroke-${i}` : "keystrokes-end")?.ts ?? Number.POSITIVE_INFINITY);
  return Array.from({ length: keystrokes }, (_, i) => {
    const from = bounds[i] as number;
    const to = Math.min(bounds[i + 1] as number, from + 600_000);
    const inWindow = tasks.filter((task) => task.ts >= from && task.ts < to);
    return Math.max(0, ...inWindow.map((task) => (task.tdur ?? task.dur ?? 0) / 1000));
  });
}
