import type { Database, Executor } from "@prenup/db";
import { sql, type SQL } from "drizzle-orm";
import PgBoss from "pg-boss";
import { describeError } from "../../db/db-errors.ts";
import type { EnqueueOptions, JobDefinition, JobQueue, JobQueueDepth } from "./job-queue.ts";

export interface PgBossJobQueueOptions {
  /** The PostgreSQL URL (pg-boss keeps a small pool of its own). */
  connectionString: string;
  /** Our database handle: depth and drain read pg-boss's tables through it. */
  db: Database;
  /** pg-boss's schema. Default `pgboss`. */
  schema?: string;
  /** How often an idle worker polls (seconds, at least 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (a worker died mid-job) are put back for a retry (seconds). Default 30. */
  maintenanceIntervalSeconds?: number;
  /** pg-boss's own pool size. Default 4. */
  poolSize?: number;
  onError?: (error: unknown, job?: { id: string; name: string; attempt: number }) => void;
  /** When the daily jobs run (a cron expression in UTC). Default `DAILY_JOB_CRON`. */
  dailyCron?: string;
  /** How often pg-boss looks whether a schedule is due (seconds, 1–45). Default 30. */
  cronMonitorIntervalSeconds?: number;
  /** How often a due schedule's job is sent (seconds, 1–45). Default 5. */
  cronWorkerIntervalSeconds?: number;
}

/** The daily jobs' time: 00:05 UTC. */
export const DAILY_JOB_CRON = "5 0 * * *";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * pg-boss's parameterised SQL (`$1`, `$2`…) as a drizzle statement on our executor, so a job is
 * inserted in the caller's transaction (pg-boss's `db` send option).
 */
export function executorAsPgBossDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, index) => {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
      });
      const result = await executor.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/**
 * The PostgreSQL job queue: pg-boss 10 (the newest major that runs on Node 20; see DESIGN.md).
 * Jobs live in pg-boss's schema, are inserted in the caller's transaction, fetched with
 * `FOR UPDATE SKIP LOCKED` by every process that works the queue, retried with exponential backoff,
 * and an active job whose worker died is failed by the maintenance after its expiry and retried.
 */
export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const schema = options.schema ?? "pgboss";
  if (!/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`pg-boss schema ${schema}: lower-case letters, digits and underscores`);
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema,
    max: options.poolSize ?? 4,
    application_name: "prenup-jobs",
    migrate: true,
    supervise: true,
    // The timekeeper: one instance at a time sends the jobs of due schedules (`daily`).
    schedule: true,
    ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
    ...(options.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds } : {}),
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
  });
  boss.on("error", (error) => options.onError?.(error));
  const definitions = new Map<string, JobDefinition<never>>();
  const dailyNames = new Set<string>();
  let started = false;
  let working = false;
  /** This process's pg-boss workers (one per queue), woken by `wake`. */
  const workerIds: string[] = [];

  /**
   * Creates the queue, or updates it to the definition. Instances starting together on a new
   * database race to create it (a unique violation, or a deadlock between the creations of its
   * partition): the loser looks again once the winner has committed.
   */
  async function createOrUpdateQueue(queue: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (await boss.getQueue(queue.name)) return boss.updateQueue(queue.name, queue);
      try {
        return await boss.createQueue(queue.name, queue);
      } catch (error) {
        if (attempt >= 5) throw error;
        await sleep(100 * attempt);
      }
    }
  }

  async function depth(): Promise<JobQueueDepth[]> {
    const result = await options.db.execute<{
      name: string;
      queued: number;
      due: number;
      active: number;
      failed: number;
    }>(sql`
      SELECT name,
        count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
        count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS due,
        count(*) FILTER (WHERE state = 'active')::int AS active,
        count(*) FILTER (WHERE state = 'failed')::int AS failed
      FROM ${sql.identifier(schema)}.job
      WHERE state IN ('created', 'retry', 'active', 'failed')
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
    kind: `pg-boss (PostgreSQL schema ${schema})`,

    define(definition) {
      if (!/^[a-z0-9-]+$/.test(definition.name))
        throw new Error(`job name ${definition.name}: letters, digits and hyphens only`);
      definitions.set(definition.name, definition as JobDefinition<never>);
    },

    async enqueue(name, data, enqueueOptions: EnqueueOptions = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name} is defined`);
      await boss.send(name, (data ?? null) as object, {
        ...(enqueueOptions.executor ? { db: executorAsPgBossDb(enqueueOptions.executor) } : {}),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
      });
    },

    daily(names) {
      for (const name of names) {
        if (!definitions.has(name)) throw new Error(`no job named ${name} is defined`);
        dailyNames.add(name);
      }
    },

    wake() {
      // Only this process's workers (others keep polling); a worker that is busy looks after its job.
      for (const workerId of workerIds) boss.notifyWorker(workerId);
    },

    async start(startOptions = {}) {
      if (!started) {
        await boss.start();
        started = true;
        for (const definition of definitions.values()) {
          const queue = {
            name: definition.name,
            policy: "standard" as const,
            retryLimit: definition.retryLimit,
            retryDelay: definition.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds,
          };
          await createOrUpdateQueue(queue);
        }
        // A schedule is one row per name (an upsert): every instance writes the same one, and
        // pg-boss's timekeeper sends its job once across instances in the minute it is due.
        for (const name of dailyNames)
          await boss.schedule(name, options.dailyCron ?? DAILY_JOB_CRON, {}, { tz: "UTC" });
      }
      if (startOptions.work === false || working) return;
      working = true;
      for (const definition of definitions.values()) {
        const workerId = await boss.work<unknown>(
          definition.name,
          { batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            const attempt = job.retryCount + 1;
            try {
              await definition.handle(job.data as never, { id: job.id, attempt });
            } catch (error) {
              options.onError?.(error, { id: job.id, name: definition.name, attempt });
              // pg-boss keeps what it is thrown in the job's output: the one line an operator reads,
              // without a failed query's parameters (the log above has the whole error).
              throw new Error(describeError(error));
            }
          },
        );
        workerIds.push(workerId);
      }
    },

    async stop(stopOptions = {}) {
      if (!started) return;
      working = false;
      started = false;
      workerIds.length = 0;
      await boss.stop({ graceful: true, wait: true, timeout: stopOptions.timeoutMs ?? 10_000 });
    },

    depth,

    async drain(drainOptions = {}) {
      const deadline = Date.now() + (drainOptions.timeoutMs ?? 15_000);
      for (;;) {
        const pending = await depth();
        if (pending.every((queue) => queue.due === 0 && queue.active === 0)) return;
        if (Date.now() > deadline)
          throw new Error(`jobs still due or active after the drain's timeout: ${JSON.stringify(pending)}`);
        await sleep(50);
      }
    },
  };
}
