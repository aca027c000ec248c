/** A Chrome trace event (the fields read here). */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

/**
 * Per keystroke (between the page's `keystroke-<i>` marks, the last one ending at `keystrokes-end`),
 * the thread CPU time in ms of the longest task the renderer's main thread ran: the work a keystroke
 * causes, unaffected by other programs competing for the cores (unlike wall-clock durations).
 */
export function keystrokeCpuFromTrace(events: TraceEvent[], keystrokes: number): number[] {
  const marks = new Map<string, TraceEvent>();
  for (const event of events)
    if (event.cat.includes("blink.user_timing") && /^keystroke/.test(event.name) && !marks.has(event.name))
      marks.set(event.name, event);
  const first = marks.get("keystroke-0");
  if (!first) throw new Error("The trace holds no keystroke marks");
  const main = { pid: first.pid, tid: first.tid };
  const tasks = events.filter(
    (event) => event.ph === "X" && event.name === "RunTask" && event.pid === main.pid && event.tid === main.tid,
  );
  const bounds = Array.from(
    { length: keystrokes + 1 },
    (_, i) => marks.get(i < keystrokes ? `keystroke-${i}` : "keystrokes-end")?.ts ?? Number.POSITIVE_INFINITY,
  );
  return Array.from({ length: keystrokes }, (_, i) => {
    const from = bounds[i] as number;
    const to = Math.min(bounds[i + 1] as number, from + 600_000);
    const inWindow = tasks.filter((task) => task.ts >= from && task.ts < to);
    return Math.max(0, ...inWindow.map((task) => (task.tdur ?? task.dur ?? 0) / 1000));
  });
}

/**
 * Total Blocking Time estimated from a page load's trace two ways, as Lighthouse's mobile simulation
 * counts it: every main-thread task after the first contentful paint, slowed `slowdown` times, blocks
 * for what it lasts over 50 ms. `wall` takes each task's wall-clock duration (what the simulation
 * reads, so it includes time the thread waited for a core other programs held); `cpu` takes the
 * thread's own CPU time: the page's work alone, which does not change with the machine's load.
 */
export function blockingAfterFirstPaint(events: TraceEvent[], slowdown = 4): { wall: number; cpu: number } {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("The trace holds no first contentful paint");
  const tasks = events.filter(
    (event) =>
      event.ph === "X" &&
      event.name === "RunTask" &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts >= paint.ts,
  );
  const blocking = (ms: number) => Math.max(0, ms * slowdown - 50);
  return {
    wall: tasks.reduce((sum, task) => sum + blocking((task.dur ?? 0) / 1000), 0),
    cpu: tasks.reduce((sum, task) => sum + blocking((task.tdur ?? task.dur ?? 0) / 1000), 0),
  };
}
