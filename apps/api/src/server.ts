import { createDatabase, migrate, seedDemo, seedReference } from "@prenup/db";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";

/**
 * Starts the API: reads the environment, opens and migrates the database, seeds reference data
 * (and the demo accounts when SEED_DEMO=1), listens, and shuts down gracefully on SIGTERM/SIGINT:
 * stop accepting connections, let in-flight requests finish, close the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : config.dataDir ? { dataDir: config.dataDir } : {},
  );
  await migrate(database);
  await seedReference(database.db);
  if (config.seedDemo) await seedDemo(database.db);

  const app = await buildApp({ config, database });
  app.log.info(
    {
      database: database.driver === "postgres" ? "postgres (DATABASE_URL)" : `pglite (embedded, ${config.dataDir ?? ".data/api"})`,
      identity: `OIDC issuer ${config.oidcIssuer}, audience ${config.apiAudience}`,
      rateLimitStore: "in-memory (single instance)",
      demoSeed: config.seedDemo,
    },
    "adapters in use",
  );

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      app.log.error("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
