import type { Clock } from "../clock.ts";
import type { JobQueue } from "./job-queue.ts";

/** How often the process looks whether a new day has begun. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Enqueues each named job once a (UTC) day from this process: at start, then on the first hourly
 * check of each new day. Several workers each enqueue their own, and a restart enqueues again: a
 * daily job's handler must be idempotent (the signing reminders' once keys make a second run record
 * nothing). Answers the function that stops the checks.
 */
export function startDailyJobs(input: { jobs: Pick<JobQueue, "enqueue">; clock: Clock; names: readonly string[]; onError?: (error: unknown) => void; checkEveryMs?: number }): () => void {
  let lastDay: string | null = null;
  const check = async () => {
    const day = input.clock.now().toISOString().slice(0, 10);
    if (day === lastDay) return;
    lastDay = day;
    for (const name of input.names) {
      try {
        await input.jobs.enqueue(name, { day });
      } catch (error) {
        // The next check tries again.
        lastDay = null;
        input.onError?.(error);
      }
    }
  };
  void check();
  const timer = setInterval(() => void check(), input.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
