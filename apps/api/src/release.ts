import { createDatabase, migrate, seedReference, waitForDatabase } from "@prenup/db";
import { loadConfig } from "./config.ts";

/**
 * The release step, run once per deploy before the new servers start
 * (`pnpm --filter @prenup/api release`): waits for the database, applies the committed migrations
 * (serialised by an advisory lock, so two releases at once are safe) and upserts the reference
 * data. The servers themselves then start without touching the schema.
 */
async function release(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const database = await createDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, maxConnections: 2, statementTimeoutMs: 0, lockTimeoutMs: 0 }
      : config.dataDir
        ? { dataDir: config.dataDir }
        : {},
  );
  try {
    await waitForDatabase(database, {
      timeoutMs: config.database.waitMs,
      onRetry: (error, attempt, delayMs) =>
        console.error(
          `waiting for the database (attempt ${attempt}, next in ${delayMs} ms): ${error instanceof Error ? error.message : String(error)}`,
        ),
    });
    await migrate(database);
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
