import {
  createDatabase,
  defaultDataDir,
  migrate,
  pendingMigrations,
  seedDemo,
  seedReference,
  waitForDatabase,
} from "@prenup/db";
import { buildApp } from "./app.ts";
import { createDrainState } from "./http/drain.ts";
import { startMetricsServer } from "./http/metrics.ts";
import { loadConfig } from "./config.ts";
import { createOffsetFileClock, systemClock } from "./integrations/clock.ts";
import { createOidcTokenVerifier } from "./auth/token-verifier.ts";
import { resolveInviteSecret } from "./integrations/invite-secret.ts";
import { createPaymentPort } from "./integrations/payments/index.ts";
import { createMailPort } from "./integrations/mail/index.ts";
import { createFileStorage } from "./integrations/files/index.ts";
import { createRedisClient } from "./integrations/redis.ts";
import { createJobQueue } from "./integrations/jobs/index.ts";
import { WRITE_KEYS_PURGE_JOB } from "./write-keys-purge.ts";
import { dailyModuleJobs } from "./module-list.ts";
import { createIdentityAdminPort } from "./integrations/identity/index.ts";
import { enqueueDemoClientAgreements } from "./demo-client-agreements.ts";

/** What lost database connections are reported to before the app's logger exists. */
let reportConnectionError = (error: Error): void => console.error(`database connection lost: ${error.message}`);

/**
 * The development log: each entry on one readable line (time, level, message, then its fields), in
 * colour when the terminal shows colour (npm start sets FORCE_COLOR). pino-pretty is a development
 * dependency, kept out of the server build: where it is not installed the log stays JSON.
 */
async function prettyLogStream(): Promise<{ write(line: string): void } | undefined> {
  try {
    const { default: pretty } = await import("pino-pretty");
    return pretty({
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname,res,responseTime",
      singleLine: true,
      // A request's line says what was answered and how fast: "request completed 200 GET /users/:id 12 ms".
      messageFormat: (entry, messageKey) => {
        const message = String(entry[messageKey] ?? "");
        const res = entry["res"] as { statusCode?: number; method?: string; route?: string; path?: string } | undefined;
        if (!res) return message;
        const took = typeof entry["responseTime"] === "number" ? ` ${Math.round(entry["responseTime"])} ms` : "";
        return `${message} ${res.statusCode ?? ""} ${res.method ?? ""} ${res.route ?? res.path ?? ""}${took}`;
      },
    });
  } catch {
    console.error("LOG_FORMAT=pretty: pino-pretty is not installed here; the log stays JSON");
    return undefined;
  }
}

/**
 * Starts the API: reads the environment, opens the database (waiting for it with backoff),
 * migrates it and seeds reference data when asked to (`--migrate`, as `dev` and `serve` do, or
 * MIGRATE_ON_START=1; in production the release step does it, see release.ts, and start-up only
 * checks that no migration is pending), seeds the demo accounts when SEED_DEMO=1, listens (then
 * enqueues the job that generates the demo attorneys' client agreements), and
 * shuts down gracefully: on SIGTERM it drains first (/ready answers 503 and responses close their
 * connections for SHUTDOWN_DRAIN_SECONDS; live chat streams end at its start), then stops
 * accepting connections, lets in-flight requests finish (for SHUTDOWN_TIMEOUT_SECONDS, then closes
 * their connections and exits 1), stops the job queue and closes the database; SIGINT skips the drain.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          maxConnections: config.database.poolSize,
          lockTimeoutMs: config.database.lockTimeoutMs,
          statementTimeoutMs: config.database.statementTimeoutMs,
          onConnectionError: (error) => reportConnectionError(error),
        }
      : config.dataDir
        ? { dataDir: config.dataDir }
        : {},
  );
  await waitForDatabase(database, {
    timeoutMs: config.database.waitMs,
    onRetry: (error, attempt, delayMs) =>
      console.error(
        `waiting for the database (attempt ${attempt}, next in ${delayMs} ms): ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  // Production (no migration at start): the check that no migration is pending runs while the app
  // is built, and listening waits for it; a database behind this version stops the start as before.
  let migrationsChecked: Promise<void> = Promise.resolve();
  if (config.migrateOnStart || process.argv.includes("--migrate")) {
    await migrate(database);
    await seedReference(database.db);
  } else {
    migrationsChecked = pendingMigrations(database).then((pending) => {
      if (pending > 0) {
        throw new Error(
          `The database is ${pending} migration(s) behind this version: run the release step first (pnpm --filter @prenup/api release), or start with MIGRATE_ON_START=1.`,
        );
      }
    });
    // Awaited before listening; this keeps a rejection meanwhile from counting as unhandled.
    migrationsChecked.catch(() => undefined);
  }
  let demoClientAgreements: Awaited<ReturnType<typeof seedDemo>> = [];
  let demoSeedMs: number | undefined;
  if (config.seedDemo) {
    await migrationsChecked;
    const seedStarted = performance.now();
    demoClientAgreements = await seedDemo(database.db);
    demoSeedMs = Math.round(performance.now() - seedStarted);
  }

  // The invitation key lives beside the embedded database (or in API_DATA_DIR) unless INVITE_SECRET is set.
  const inviteSecret = await resolveInviteSecret({
    configured: config.inviteSecret,
    dataDir: config.dataDir ?? (config.databaseUrl ? undefined : defaultDataDir),
  });
  // Browser journeys move the product's time (NODE_ENV=test only); tokens keep the real time.
  const clock = config.testClockFile ? createOffsetFileClock(config.testClockFile) : systemClock;
  const tokenVerifier = config.testClockFile
    ? createOidcTokenVerifier({
        issuer: config.oidcIssuer,
        audience: config.apiAudience,
        now: () => new Date(),
        requireAccessTokenType: config.tokenPolicy.requireAccessTokenType,
        algorithms: config.tokenPolicy.algorithms,
      })
    : undefined;
  const mail = await createMailPort({ db: database.db, clock, config });
  const payments = await createPaymentPort({ db: database.db, config });
  const files = await createFileStorage(config, defaultDataDir);
  const drain = createDrainState();
  let reportRedisError = (error: Error): void => console.error(`redis: ${error.message}`);
  const redis = config.redisUrl
    ? await createRedisClient(config.redisUrl, (error) => reportRedisError(error))
    : undefined;
  let reportJobError = (error: unknown, _job?: unknown): void =>
    console.error(`background job: ${error instanceof Error ? error.message : String(error)}`);
  const identityAdmin = createIdentityAdminPort(config);
  const jobs = createJobQueue({ database, config, clock, onError: (error, job) => reportJobError(error, job) });
  const logStream = config.logFormat === "pretty" ? await prettyLogStream() : undefined;
  const app = await buildApp({
    config,
    ...(logStream ? { logger: { stream: logStream } } : {}),
    database,
    mail,
    payments,
    files,
    identity: identityAdmin,
    inviteKey: inviteSecret.key,
    drain,
    jobs,
    clock,
    ...(tokenVerifier ? { tokenVerifier } : {}),
    ...(redis ? { redis } : {}),
  });
  reportJobError = (error, job) =>
    app.log.warn({ err: error, job }, "a background job failed; it is retried with backoff");
  await migrationsChecked;
  // The queue's storage first (pg-boss installs or upgrades its schema), then its worker unless JOBS_WORKER=0.
  // The daily sweeps run once a day for the whole fleet (pg-boss's schedule; the embedded queue's claim per day).
  jobs.daily([...dailyModuleJobs(), WRITE_KEYS_PURGE_JOB]);
  await jobs.start({ work: config.jobs.work });
  if (redis) {
    // Logged once per outage, not once per reconnection attempt.
    let reported = false;
    redis.on("ready", () => (reported = false));
    reportRedisError = (error) => {
      if (reported) return;
      reported = true;
      app.log.warn({ err: error }, "redis unavailable: rate limits are not enforced until it answers");
    };
  }
  reportConnectionError = (error) =>
    app.log.warn({ err: error }, "database connection lost; the pool will open a new one");
  app.log.info(
    {
      database:
        database.driver === "postgres"
          ? "postgres (DATABASE_URL)"
          : `pglite (embedded, ${config.dataDir ?? ".data/api"})`,
      identity: `OIDC issuer ${config.oidcIssuer}, audience ${config.apiAudience}`,
      rateLimitStore: redis ? "redis (REDIS_URL, shared by every instance)" : "in-memory (single instance)",
      demoSeed: config.seedDemo
        ? `seeded in ${demoSeedMs} ms; the demo clients' agreements follow on the job queue`
        : false,
      mail: mail.kind,
      jobs: `${jobs.kind}${config.jobs.work ? "" : "; not worked here (JOBS_WORKER=0)"}`,
      identityAdmin: identityAdmin.kind,
      payments:
        payments.port.name === "stripe"
          ? `stripe${config.stripe?.apiUrl ? ` (${config.stripe.apiUrl})` : ""}`
          : "local gateway (embedded; test cards, no money moves)",
      devMailbox: config.devMailbox ? "GET /dev/mailbox" : "off (API_DEV_MAILBOX)",
      inviteSecret: inviteSecret.source,
      files: files.name,
      scheduling: config.schedulingWebhookSigningKey
        ? "booking links (signed webhooks at /scheduling/webhook) + built-in slots"
        : "built-in slots (embedded)",
      agreementRenderer: `worker threads (${config.agreementRenderThreads})`,
      metrics: config.metrics
        ? `GET http://${config.metrics.host}:${config.metrics.port}/metrics`
        : "off (METRICS_PORT)",
    },
    "adapters in use",
  );
  for (const standIn of config.demoStandIns) {
    app.log.warn({ demoMode: true, standIn }, `DEMO_MODE: NOT FOR REAL USE: production runs on a stand-in: ${standIn}`);
  }
  if (inviteSecret.source === "random per process") {
    app.log.warn(
      "INVITE_SECRET is not set and there is no data folder: invitation links stop working when the API restarts",
    );
  }

  const metricsServer = config.metrics ? await startMetricsServer(app.apiMetrics, config.metrics) : undefined;

  let closing = false;
  const shutdown = async (signal: string, drainMs: number): Promise<void> => {
    if (closing) return;
    closing = true;
    if (drainMs > 0) {
      // Stay up and serving while load balancers see /ready fail and move traffic elsewhere.
      drain.start();
      app.log.info({ signal, drainMs }, "draining: /ready answers 503, responses close their connections");
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info({ signal }, "shutting down");
    let exitCode = 0;
    const deadline = setTimeout(() => {
      // The queue and the database still close below; a close that hangs too ends the process.
      app.log.error("in-flight requests did not finish in time; closing their connections");
      exitCode = 1;
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await app.close();
      clearTimeout(deadline);
      // Running jobs finish (or go back to the queue for another worker).
      await jobs.stop({ timeoutMs: config.shutdownTimeoutMs });
      metricsServer?.close();
      await redis?.quit().catch(() => undefined);
      await database.close();
      app.log.info({ signal }, "stopped: connections, job queue and database closed");
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM", config.drainMs));
  process.once("SIGINT", () => void shutdown("SIGINT", 0));

  await app.listen({ port: config.port, host: config.host });
  // The demo attorneys' clients' agreements are rendered by the job queue once the API answers:
  // seconds of rendering that /ready does not wait for (a second start finds them done).
  if (config.seedDemo) await enqueueDemoClientAgreements(jobs, demoClientAgreements);
}

// The production build loads the compiled module once without starting it, to record V8's code
// cache of what loading compiles (tooling/scripts/build-server.mjs --code-cache).
if (process.env["BUILD_SERVER_CODE_CACHE"] !== "1") {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
