// Starts the identity provider: `pnpm --filter @prenup/identity dev` (or `start`).
import { createServer } from "node:http";
import { createIdentityApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { consoleLogger as log } from "./logger.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed.ts";

const config = loadConfig();
const app = await createIdentityApp(config);
const server = createServer(app.handle);

server.on("error", (error: NodeJS.ErrnoException) => {
  log.error(
    error.code === "EADDRINUSE" ? `port ${config.port} is already in use (set PORT)` : "server error",
    error.code === "EADDRINUSE" ? undefined : error,
  );
  void app.close().finally(() => process.exit(1));
});

server.listen(config.port, config.host, () => {
  const storage =
    config.database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.database.dataDir ?? "memory"}`;
  log.info(`OpenID Connect issuer ${config.issuer} listening on ${config.host}:${config.port} (storage: ${storage})`);
  log.info(
    `clients: ${config.clients.map((client) => client.client_id).join(", ")}; API audience ${config.apiAudience}`,
  );
  if (app.seedResult) {
    log.info(
      `demo accounts seeded: ${app.seedResult.created} created, ${app.seedResult.existing} already present` +
        (app.seedResult.conflicts ? `, ${app.seedResult.conflicts} skipped (e-mail taken)` : ""),
    );
    log.info(
      `demo sign-in (fixtures, not real people): ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")}; password ${DEMO_PASSWORD}`,
    );
  } else {
    log.info("demo accounts not seeded (set IDENTITY_SEED_DEMO=1 to seed them)");
  }
  log.info(
    `e-mail: dev outbox${config.devMailbox ? ` (${config.issuer}/dev/mailbox)` : ", mailbox page off (IDENTITY_DEV_MAILBOX)"}`,
  );
  if (!config.adminToken) log.info("POST /admin/password-reset is off (IDENTITY_ADMIN_TOKEN not set)");
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received, shutting down`);
  server.close();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5000);
  force.unref();
  try {
    await app.close();
  } catch (error) {
    log.error("error while closing the database", error);
    process.exitCode = 1;
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
