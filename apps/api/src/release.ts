import { createDatabase, migrate, seedReference, waitForDatabase } from "@prenup/db";
import PgBoss from "pg-boss";
import { loadReleaseConfig } from "./config.ts";

/**
 * The job queue's schema (pg-boss's tables in `pgboss`), installed or upgraded to the version this
 * build runs. The release step does it so that the servers and the worker, which connect with a
 * data-only role, never need to create a schema (deploy/kubernetes/release/grants.sql then hands
 * the queue's tables to that role: pg-boss adds a table per queue when a server starts).
 */
async function installJobQueueSchema(url: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: url,
    schema: "pgboss",
    max: 1,
    application_name: "prenup-release",
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/**
 * The release step, run once per deploy before the new servers start
 * (`pnpm --filter @prenup/api release`): waits for the database, applies the committed migrations
 * (serialised by an advisory lock, so two releases at once are safe), installs the job queue's
 * schema and upserts the reference data. The servers themselves then start without touching the
 * schema. It reads only its database (loadReleaseConfig): in production, the migration role's.
 */
async function release(): Promise<void> {
  const started = performance.now();
  const config = loadReleaseConfig();
  const database = await createDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, maxConnections: 2, statementTimeoutMs: 0, lockTimeoutMs: 0 }
      : config.dataDir
        ? { dataDir: config.dataDir }
        : {},
  );
  try {
    await waitForDatabase(database, {
      timeoutMs: config.waitMs,
      onRetry: (error, attempt, delayMs) =>
        console.error(
          `waiting for the database (attempt ${attempt}, next in ${delayMs} ms): ${error instanceof Error ? error.message : String(error)}`,
        ),
    });
    await migrate(database);
    if (database.driver === "postgres" && config.databaseUrl) await installJobQueueSchema(config.databaseUrl);
    await seedReference(database.db);
  } finally {
    await database.close();
  }
  console.log(
    `release: migrations applied and reference data seeded (${database.driver}) in ${(performance.now() - started).toFixed(0)} ms`,
  );
}

release().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
