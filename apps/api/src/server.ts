import { createDatabase, defaultDataDir, migrate, seedDemo, seedReference } from "@prenup/db";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { systemClock } from "./integrations/clock.ts";
import { resolveInviteSecret } from "./integrations/invite-secret.ts";
import { createPaymentPort } from "./integrations/payments/index.ts";
import { createMailPort } from "./integrations/mail/index.ts";
import { createFileStorage } from "./integrations/files/index.ts";

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

  // The invitation key lives beside the embedded database (or in API_DATA_DIR) unless INVITE_SECRET is set.
  const inviteSecret = await resolveInviteSecret({
    configured: config.inviteSecret,
    dataDir: config.dataDir ?? (config.databaseUrl ? undefined : defaultDataDir),
  });
  const mail = createMailPort({ db: database.db, clock: systemClock, config });
  const payments = await createPaymentPort({ db: database.db, config });
  const files = await createFileStorage(config, defaultDataDir);
  const app = await buildApp({ config, database, mail, payments, files, inviteKey: inviteSecret.key });
  app.log.info(
    {
      database: database.driver === "postgres" ? "postgres (DATABASE_URL)" : `pglite (embedded, ${config.dataDir ?? ".data/api"})`,
      identity: `OIDC issuer ${config.oidcIssuer}, audience ${config.apiAudience}`,
      rateLimitStore: "in-memory (single instance)",
      demoSeed: config.seedDemo,
      mail: mail.kind,
      payments:
        payments.port.name === "stripe"
          ? `stripe${config.stripe?.apiUrl ? ` (${config.stripe.apiUrl})` : ""}`
          : "local gateway (embedded; test cards, no money moves)",
      devMailbox: config.devMailbox ? "GET /dev/mailbox" : "off (API_DEV_MAILBOX)",
      inviteSecret: inviteSecret.source,
      files: files.name,
      scheduling: config.schedulingWebhookSigningKey ? "booking links (signed webhooks at /scheduling/webhook) + built-in slots" : "built-in slots (embedded)",
      agreementRenderer: `worker threads (${config.agreementRenderThreads})`,
    },
    "adapters in use",
  );
  if (inviteSecret.source === "random per process") {
    app.log.warn("INVITE_SECRET is not set and there is no data folder: invitation links stop working when the API restarts");
  }

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
