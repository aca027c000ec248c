export type { EnqueueOptions, JobDefinition, JobQueue, JobQueueDepth } from "./job-queue.ts";
export { retryDelayMs } from "./job-queue.ts";
export { createEmbeddedJobQueue } from "./embedded.ts";
export { createPgBossJobQueue, DAILY_JOB_CRON } from "./pg-boss.ts";

import type { DatabaseHandle } from "@prenup/db";
import type { AppConfig } from "../../config.ts";
import type { Clock } from "../clock.ts";
import { createEmbeddedJobQueue as embedded } from "./embedded.ts";
import type { JobQueue as Queue } from "./job-queue.ts";
import { createPgBossJobQueue as pgBoss } from "./pg-boss.ts";

/** pg-boss on PostgreSQL (DATABASE_URL), else the embedded queue (PGlite, one process). */
export function createJobQueue(deps: {
  database: DatabaseHandle;
  config: AppConfig;
  /** Names the day of the embedded queue's daily jobs (pg-boss follows the database's time). */
  clock?: Clock;
  onError?: (error: unknown, job?: { id: string; name: string; attempt: number }) => void;
}): Queue {
  const { database, config } = deps;
  const onError = deps.onError ? { onError: deps.onError } : {};
  if (database.driver === "postgres" && config.databaseUrl) {
    return pgBoss({
      connectionString: config.databaseUrl,
      db: database.db,
      pollingIntervalSeconds: config.jobs.pollSeconds,
      maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
      ...onError,
    });
  }
  return embedded({
    db: database.db,
    pollMs: config.jobs.pollSeconds * 1000,
    ...onError,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
}
