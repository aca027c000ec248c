import type { Executor } from "@prenup/db";

/**
 * One kind of background job: its name, its handler and how it is retried. A handler must be
 * idempotent: a job runs at least once, and again when a worker dies mid-job (after its lease,
 * `expireInSeconds`) or when the handler throws (up to `retryLimit` retries, waiting
 * `retryDelaySeconds`, then twice as long each time).
 */
export interface JobDefinition<Data = unknown> {
  /** Letters, digits and hyphens (`mail-delivery`). */
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  handle(data: Data, job: { id: string; attempt: number }): Promise<void>;
}

export interface EnqueueOptions {
  /** Enqueue in this transaction: the job exists exactly when the change that caused it does. */
  executor?: Executor;
  /** Not before this time (reminders). */
  startAfter?: Date;
}

/** Jobs per queue and state, for the metrics and the drain helper. */
export interface JobQueueDepth {
  name: string;
  /** Waiting to run, now or later (incl. waiting for a retry). */
  queued: number;
  /** Waiting and already due. */
  due: number;
  active: number;
  failed: number;
}

/**
 * The job queue port. Two adapters with the same contract (`job-queue.contract.test.ts`):
 * pg-boss on PostgreSQL (every API instance or a separate worker process works the queue), and the
 * embedded table-backed queue on PGlite (`npm start`, one process).
 */
export interface JobQueue {
  /** Names the adapter in the start-up log. */
  readonly kind: string;
  /** Declares a kind of job; before `start`. */
  define<Data>(definition: JobDefinition<Data>): void;
  enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<void>;
  /**
   * Makes these defined jobs run once a UTC day for the whole fleet, however many processes work
   * the queue and however often they restart (the signing reminders, the write keys' purge); before
   * `start`. pg-boss: its cron schedule (`DAILY_JOB_CRON`), sent once across instances; embedded:
   * one job per name and day of the injected clock, claimed under a lock in `background_jobs`.
   */
  daily(names: readonly string[]): void;
  /**
   * Asks this process's worker to look for due jobs now instead of at its next poll: called after
   * the transaction that enqueued with `executor` has committed (a webhook's effect then follows
   * within milliseconds). Does nothing where the adapter's own polling is the only wake-up (pg-boss).
   */
  wake(): void;
  /** Prepares the queue's storage; with `work` (default true) also starts working it. */
  start(options?: { work?: boolean }): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones to finish. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  depth(): Promise<JobQueueDepth[]>;
  /**
   * Runs until no job is due or active (tests: deterministic waits for the outbox). Jobs
   * scheduled for later are left alone. Rejects after `timeoutMs` (default 15 s).
   */
  drain(options?: { timeoutMs?: number }): Promise<void>;
}

/** The delay before retry number `retry` (1-based): the first delay, doubling each time. */
export function retryDelayMs(definition: Pick<JobDefinition, "retryDelaySeconds">, retry: number): number {
  return definition.retryDelaySeconds * 1000 * 2 ** Math.max(0, retry - 1);
}
