import { backgroundJobs, type Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import { describeError } from "../../db/db-errors.ts";
import { systemClock, type Clock } from "../clock.ts";
import type { EnqueueOptions, JobDefinition, JobQueue, JobQueueDepth } from "./job-queue.ts";

interface ClaimedJob {
  id: string;
  name: string;
  data: unknown;
  state: string;
  attempts: number;
}

export interface EmbeddedJobQueueOptions {
  db: Database;
  /** How often an idle worker looks for due jobs (ms). Default 500. */
  pollMs?: number;
  /** Called with handler failures and the loop's own errors (the app's logger). */
  onError?: (error: unknown, job?: { id: string; name: string; attempt: number }) => void;
  /** Names the day of the daily jobs (`daily`). Default: the system clock. */
  clock?: Clock;
  /** How often a working queue looks whether a new (UTC) day has begun (ms). Default one hour. */
  dailyCheckMs?: number;
}

/** How often a working embedded queue looks whether a new day has begun. */
const DAILY_CHECK_MS = 60 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The embedded job queue: jobs are rows of `background_jobs` (written in the caller's transaction),
 * worked by a loop in this process. Chosen on PGlite, where pg-boss cannot run; it holds its rows
 * with `FOR UPDATE SKIP LOCKED`, so it is also correct with several workers on PostgreSQL (the
 * contract tests run it there too). Jobs survive a restart: a queued job waits in its row, and an
 * active one whose worker died is taken again when its lease (`expireInSeconds`) has passed.
 */
export function createEmbeddedJobQueue(options: EmbeddedJobQueueOptions): JobQueue {
  const { db } = options;
  const pollMs = options.pollMs ?? 500;
  const definitions = new Map<string, JobDefinition<never>>();
  const dailyNames = new Set<string>();
  let dailyTimer: NodeJS.Timeout | undefined;
  let working = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  /** `wake()` was called while the loop was not waiting. */
  let wakeMissed = false;
  /** Jobs this process is running now. */
  const running = new Set<Promise<void>>();

  const names = () =>
    sql.join(
      [...definitions.keys()].map((name) => sql`${name}`),
      sql`, `,
    );

  /** Takes the next due job (queued and due, or active with its lease passed), or nothing. */
  async function claim(): Promise<ClaimedJob | undefined> {
    if (definitions.size === 0) return undefined;
    const result = await db.execute<{ id: string; name: string; data: unknown; state: string; attempts: number }>(sql`
      UPDATE ${backgroundJobs} AS j SET
        attempts = j.attempts + 1,
        -- A job whose lease ran out on its last allowed attempt fails instead of running again.
        state = CASE WHEN j.state = 'active' AND j.attempts >= j.retry_limit + 1 THEN 'failed' ELSE 'active' END,
        last_error = CASE WHEN j.state = 'active' THEN 'the worker stopped during the job (lease expired)' ELSE j.last_error END,
        run_after = now() + j.expire_in_seconds * interval '1 second'
      WHERE j.id = (
        SELECT id FROM ${backgroundJobs}
        WHERE name IN (${names()}) AND state IN ('queued', 'active') AND run_after <= now()
        ORDER BY run_after, created_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING j.id, j.name, j.data, j.state, j.attempts`);
    const row = result.rows[0];
    return row
      ? { id: row.id, name: row.name, data: row.data, state: row.state, attempts: Number(row.attempts) }
      : undefined;
  }

  async function run(job: ClaimedJob): Promise<void> {
    const definition = definitions.get(job.name);
    if (!definition || job.state !== "active") return;
    try {
      await definition.handle(job.data as never, { id: job.id, attempt: job.attempts });
      // Only the run that holds the job completes it (a stale worker whose lease passed does not).
      await db.execute(sql`
        UPDATE ${backgroundJobs} SET state = 'completed', completed_at = now(), last_error = NULL
        WHERE id = ${job.id} AND state = 'active' AND attempts = ${job.attempts}`);
    } catch (error) {
      options.onError?.(error, { id: job.id, name: job.name, attempt: job.attempts });
      const message = describeError(error);
      await db.execute(sql`
        UPDATE ${backgroundJobs} SET
          state = CASE WHEN attempts >= retry_limit + 1 THEN 'failed' ELSE 'queued' END,
          run_after = now() + retry_delay_seconds * power(2, attempts - 1) * interval '1 second',
          last_error = ${message}
        WHERE id = ${job.id} AND state = 'active' AND attempts = ${job.attempts}`);
    }
  }

  /** Claims and runs due jobs one after another; returns when none is due. */
  async function workDue(): Promise<void> {
    for (;;) {
      const job = await claim();
      if (!job) return;
      const done = run(job);
      running.add(done);
      try {
        await done;
      } finally {
        running.delete(done);
      }
    }
  }

  function wakeUp(): void {
    if (wake) wake();
    else if (working) wakeMissed = true;
  }

  async function workLoop(): Promise<void> {
    while (working) {
      try {
        await workDue();
      } catch (error) {
        options.onError?.(error);
      }
      if (!working) return;
      // A wake-up that came while this loop was busy: look again at once.
      if (wakeMissed) {
        wakeMissed = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  /**
   * Enqueues each daily job for the clock's (UTC) day unless a job of that name and day exists in
   * any state: one statement per job under a transaction lock on the name and day, so processes
   * checking at once and a restart the same day add nothing.
   */
  async function claimDailyJobs(): Promise<void> {
    const day = (options.clock ?? systemClock).now().toISOString().slice(0, 10);
    for (const name of dailyNames) {
      const definition = definitions.get(name)!;
      const inserted = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('daily-job'), hashtext(${`${name}:${day}`}))`);
        const result = await tx.execute(sql`
          INSERT INTO ${backgroundJobs} (name, data, retry_limit, retry_delay_seconds, expire_in_seconds)
          SELECT ${name}, jsonb_build_object('day', ${day}::text), ${definition.retryLimit}, ${definition.retryDelaySeconds}, ${definition.expireInSeconds}
          WHERE NOT EXISTS (SELECT 1 FROM ${backgroundJobs} WHERE name = ${name} AND data->>'day' = ${day})
          RETURNING id`);
        return result.rows.length > 0;
      });
      if (inserted) wakeUp();
    }
  }

  function checkDaily(): void {
    claimDailyJobs().catch((error: unknown) => options.onError?.(error));
  }

  async function depth(): Promise<JobQueueDepth[]> {
    const result = await db.execute<{ name: string; queued: number; due: number; active: number; failed: number }>(sql`
      SELECT name,
        count(*) FILTER (WHERE state = 'queued')::int AS queued,
        count(*) FILTER (WHERE state = 'queued' AND run_after <= now())::int AS due,
        count(*) FILTER (WHERE state = 'active')::int AS active,
        count(*) FILTER (WHERE state = 'failed')::int AS failed
      FROM ${backgroundJobs}
      WHERE state <> 'completed'
      GROUP BY name`);
    const counts = new Map(result.rows.map((row) => [row.name, row]));
    return [...definitions.keys()].map((name) => {
      const row = counts.get(name);
      return {
        name,
        queued: Number(row?.queued ?? 0),
        due: Number(row?.due ?? 0),
        active: Number(row?.active ?? 0),
        failed: Number(row?.failed ?? 0),
      };
    });
  }

  return {
    kind: "embedded (background_jobs table, worked in this process)",

    define(definition) {
      if (!/^[a-z0-9-]+$/.test(definition.name))
        throw new Error(`job name ${definition.name}: letters, digits and hyphens only`);
      definitions.set(definition.name, definition as JobDefinition<never>);
    },

    async enqueue(name, data, enqueueOptions: EnqueueOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`no job named ${name} is defined`);
      const executor = enqueueOptions.executor ?? db;
      await executor.execute(sql`
        INSERT INTO ${backgroundJobs} (name, data, retry_limit, retry_delay_seconds, expire_in_seconds, run_after)
        VALUES (${name}, ${JSON.stringify(data ?? null)}::jsonb, ${definition.retryLimit}, ${definition.retryDelaySeconds},
          ${definition.expireInSeconds}, COALESCE(${enqueueOptions.startAfter ? enqueueOptions.startAfter.toISOString() : null}::timestamptz, now()))`);
      // Look soon (the caller's transaction may still be open: the next poll finds it then).
      if (!enqueueOptions.executor) wakeUp();
    },

    daily(names) {
      for (const name of names) {
        if (!definitions.has(name)) throw new Error(`no job named ${name} is defined`);
        dailyNames.add(name);
      }
    },

    wake: wakeUp,

    async start(startOptions = {}) {
      if (startOptions.work === false || working) return;
      working = true;
      loop = workLoop();
      if (dailyNames.size > 0) {
        // At start, then on every check: a job already claimed for the day is not claimed again.
        checkDaily();
        dailyTimer = setInterval(checkDaily, options.dailyCheckMs ?? DAILY_CHECK_MS);
        dailyTimer.unref();
      }
    },

    async stop(stopOptions = {}) {
      working = false;
      if (dailyTimer) clearInterval(dailyTimer);
      dailyTimer = undefined;
      wake?.();
      const timeout = sleep(stopOptions.timeoutMs ?? 10_000);
      await Promise.race([Promise.all([loop, ...running]).then(() => undefined), timeout]);
      loop = undefined;
    },

    depth,

    async drain(drainOptions = {}) {
      const deadline = Date.now() + (drainOptions.timeoutMs ?? 15_000);
      for (;;) {
        await workDue();
        const pending = await depth();
        if (pending.every((queue) => queue.due === 0 && queue.active === 0)) return;
        if (Date.now() > deadline)
          throw new Error(`jobs still due or active after the drain's timeout: ${JSON.stringify(pending)}`);
        await sleep(20);
      }
    },
  };
}
