import { createDatabase, pendingMigrations, waitForDatabase } from "@prenup/db";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { resolveInviteSecret } from "./integrations/invite-secret.ts";
import { systemClock } from "./integrations/clock.ts";
import { createJobQueue } from "./integrations/jobs/index.ts";
import { WRITE_KEYS_PURGE_JOB } from "./write-keys-purge.ts";
import { dailyModuleJobs } from "./module-list.ts";

/**
 * A job worker without the HTTP listener (`node dist/worker.js`): for deployments that keep the
 * API instances free of background work (JOBS_WORKER=0 on the API). It builds the same app, so the
 * same job definitions and adapters, works the queue until SIGTERM/SIGINT, then lets running jobs
 * finish (SHUTDOWN_TIMEOUT_SECONDS). PostgreSQL only: the embedded database belongs to one process.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error(
      "The worker needs DATABASE_URL (PostgreSQL); with the embedded database the API works the queue itself.",
    );
  const database = await createDatabase({
    url: config.databaseUrl,
    maxConnections: config.database.poolSize,
    lockTimeoutMs: config.database.lockTimeoutMs,
    statementTimeoutMs: config.database.statementTimeoutMs,
  });
  await waitForDatabase(database, { timeoutMs: config.database.waitMs });
  const pending = await pendingMigrations(database);
  if (pending > 0)
    throw new Error(`The database is ${pending} migration(s) behind this version: run the release step first.`);
  const inviteSecret = await resolveInviteSecret({ configured: config.inviteSecret, dataDir: config.dataDir });
  const jobs = createJobQueue({
    database,
    config,
    clock: systemClock,
    onError: (error, job) => app.log.warn({ err: error, job }, "a background job failed; it is retried with backoff"),
  });
  const app = await buildApp({ config, database, jobs, inviteKey: inviteSecret.key });
  // The daily sweeps run once a day for the whole fleet (pg-boss's schedule; the embedded queue's claim per day).
  jobs.daily([...dailyModuleJobs(), WRITE_KEYS_PURGE_JOB]);
  await jobs.start({ work: true });
  app.log.info({ jobs: jobs.kind }, "job worker started");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "job worker stopping");
    await jobs.stop({ timeoutMs: config.shutdownTimeoutMs });
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
