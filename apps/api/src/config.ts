import { z } from "zod";

/** Comma-separated list → trimmed, non-empty entries. */
const commaList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  )
  .pipe(z.array(z.url()).min(1));

const flag = z.enum(["0", "1", "true", "false", ""]).transform((value) => value === "1" || value === "true");

/** An IPv4/IPv6 address, optionally with a /prefix (what proxy-addr accepts as a trusted proxy). */
const IP_OR_CIDR = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)(?:\/[0-9]{1,3})?$/;

/**
 * Which proxies may name the client in X-Forwarded-For:
 * - unset, "", "0", "false": none (the socket address is the client);
 * - a hop count ("1", "2"…; "true" means 1): that many proxies in front of the API — the client is
 *   the entry that many places from the right, so a forged leftmost entry changes nothing;
 * - a comma-separated list of addresses/CIDRs: only those proxies are trusted.
 * Never "trust everything": that lets any caller pick its own address (and rate-limit key).
 */
export type TrustProxy = false | number | string[];

const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === "" || value === "0" || value === "false") return false;
    if (value === "true") return 1;
    if (/^[0-9]+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const bad = entries.filter((entry) => !IP_OR_CIDR.test(entry));
    if (entries.length === 0 || bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be a hop count (1), or a comma-separated list of proxy addresses/CIDRs (10.0.0.0/8); not ${bad.join(", ") || "empty"}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Signature algorithms an access token may use: asymmetric only (no HS*, no "none"). */
const SIGNING_ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
] as const;

const algorithmList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  )
  .pipe(z.array(z.enum(SIGNING_ALGORITHMS)).min(1));

/**
 * Everything the API reads from its environment, validated once at start-up. A bad value stops
 * the server with a message naming the variable instead of failing later on a request.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * The address to listen on. Unset: 127.0.0.1 (this machine only) unless NODE_ENV=production,
   * where 0.0.0.0 (a container's port is reached through its own network interface).
   */
  HOST: z.string().min(1).optional(),
  /** Unset → embedded PGlite in <repo>/.data/api. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
    .optional(),
  /** The embedded PGlite folder when DATABASE_URL is unset (default <repo>/.data/api). */
  API_DATA_DIR: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().default("http://localhost:4100"),
  API_AUDIENCE: z.string().min(1).default("http://localhost:4000"),
  CUSTOMER_CLIENT_ID: z.string().min(1).default("prenup-customer"),
  ATTORNEY_CLIENT_ID: z.string().min(1).default("prenup-attorney"),
  ADMIN_CLIENT_ID: z.string().min(1).default("prenup-admin"),
  APP_ORIGINS: commaList.default(["http://localhost:5173", "http://localhost:5174", "http://localhost:5175"]),
  SEED_DEMO: flag.default(false),
  /** Behind a load balancer: the number of proxy hops (or their addresses/CIDRs) that X-Forwarded-For may name. */
  TRUST_PROXY: trustProxy.default(false),
  /** Access tokens must carry the JWT header `typ: at+jwt` (RFC 9068); 0 for providers that do not set it. */
  OIDC_REQUIRE_AT_JWT: flag.default(true),
  /** Signature algorithms accepted on access tokens, comma-separated. */
  OIDC_ALGORITHMS: algorithmList.default(["RS256"]),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * `json`: one JSON object per line (what log collectors read); `pretty`: one readable, coloured line
   * per entry (pino-pretty, a development dependency). Unset: pretty when NODE_ENV is unset or
   * development (npm start), JSON otherwise.
   */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** redis:// or rediss:// URL: rate-limit counters shared by every instance. Unset: in process memory (one instance). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  /** Requests per user (or per IP when anonymous) per RATE_LIMIT_WINDOW_MS. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Largest accepted JSON body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Seconds to wait for in-flight requests on SIGTERM/SIGINT before exiting anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /**
   * Seconds between SIGTERM and closing the listener, while /ready answers 503 and every response
   * says `Connection: close`, so load balancers stop routing here first (0: close at once; npm start uses 0).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(5),
  /** How long start-up waits for an unreachable database (retrying with backoff) before giving up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0).default(60),
  /** Apply migrations and the reference seed at start-up (dev and single-instance set-ups); otherwise the release step does. */
  MIGRATE_ON_START: flag.default(false),
  /** The internal port serving GET /metrics (Prometheus); unset: no metrics listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the metrics listener binds to; keep it reachable by the scraper only. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** /ready counts the database as down when it has not answered in this many milliseconds. */
  READY_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(150),
  /** Work the background job queue in this process (mail delivery, reminders); off: a separate worker (`node dist/worker.js`) does. */
  JOBS_WORKER: flag.default(true),
  /** How often an idle job worker looks for work, in seconds (pg-boss's minimum is 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often a job whose worker died (its lease expired) is put back for a retry, in seconds (PostgreSQL; pg-boss maintenance). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Live streams (presence and changes) one user may hold open on one instance at once; a further one answers 429. */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  /** PostgreSQL connections per instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The most a statement waits for a row lock another request holds, in ms (PostgreSQL lock_timeout). */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** The most a statement runs, in ms (PostgreSQL statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** The customer app's public URL: links in e-mails (the partner invitation) point there. */
  CUSTOMER_APP_URL: z.url().default("http://localhost:5173"),
  ATTORNEY_APP_URL: z.url().default("http://localhost:5174"),
  /**
   * The HMAC key of partner-invitation links (at least 32 characters). Unset: generated once and kept
   * in the API's data folder (embedded database), or random per process (links die on restart).
   */
  INVITE_SECRET: z.string().min(32, "INVITE_SECRET must be at least 32 characters").optional(),
  /** GET /dev/mailbox(.json) shows the API's outbox. Default on unless NODE_ENV is set to something other than development/test; refused in production. */
  API_DEV_MAILBOX: z.enum(["0", "1", "true", "false"], "API_DEV_MAILBOX must be 1, 0, true or false").optional(),
  /** Check every response against its zod schema besides the compiled serializer (http/serializer.ts). Default on unless NODE_ENV=production. */
  RESPONSE_CHECK: z.enum(["0", "1", "true", "false"], "RESPONSE_CHECK must be 1, 0, true or false").optional(),
  /** smtp:// or smtps:// URL of the mail server; unset: mails stay in the outbox (dev mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  /** The From address of the API's e-mails. */
  MAIL_FROM: z.string().min(3).default("Prenup <no-reply@prenup.local>"),
  /** The embedded identity provider's admin token (the same value as its IDENTITY_ADMIN_TOKEN): admins' password resets. */
  IDENTITY_ADMIN_TOKEN: z.string().min(16, "IDENTITY_ADMIN_TOKEN must be at least 16 characters").optional(),
  /** A hosted Auth0 tenant for admins' password resets (its Authentication API). */
  AUTH0_DOMAIN: z.string().min(3).optional(),
  AUTH0_CLIENT_ID: z.string().min(1).optional(),
  AUTH0_CONNECTION: z.string().min(1).default("Username-Password-Authentication"),
  /** An Auth0 machine-to-machine application allowed `delete:users` on the Management API: closes deleted users' accounts. */
  AUTH0_MANAGEMENT_CLIENT_ID: z.string().min(1).optional(),
  AUTH0_MANAGEMENT_CLIENT_SECRET: z.string().min(1).optional(),
  /** Stripe's secret key (sk_…); unset: the embedded local payment gateway. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_")
    .optional(),
  /** Stripe's publishable key (pk_…), handed to the payment screen. Required with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "STRIPE_PUBLISHABLE_KEY must start with pk_").optional(),
  /** The signing secret of the webhook endpoint (whsec_…). Required with STRIPE_SECRET_KEY. */
  /** The booking provider's webhook signing key: set, attorneys' booking links are used (scheduling port). */
  SCHEDULING_WEBHOOK_SIGNING_KEY: z
    .string()
    .min(16, "SCHEDULING_WEBHOOK_SIGNING_KEY must be at least 16 characters")
    .optional(),
  /** Browser journeys only (refused unless NODE_ENV=test): a file holding the clock's offset in ms (integrations/clock.ts). */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /**
   * Proof (proof.com) for online notarization (notary port): a Full Access API key and the signing
   * key of the Webhooks V2 subscription, both or neither; unset: the embedded local notary.
   */
  PROOF_API_KEY: z.string().min(8, "PROOF_API_KEY must be at least 8 characters").optional(),
  PROOF_WEBHOOK_SECRET: z.string().min(16, "PROOF_WEBHOOK_SECRET must be at least 16 characters").optional(),
  /** Proof's API address: production by default; its test environment is https://api.fairfax.proof.com. */
  PROOF_API_URL: z.url().default("https://api.proof.com"),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_")
    .optional(),
  /** Another Stripe API address (http://127.0.0.1:12111 for a local fake); default Stripe's own. */
  STRIPE_API_URL: z.url().optional(),
  /** The folder of stored files (generated agreements, uploads) when S3_BUCKET is unset; default <data folder>/files. */
  FILES_DIR: z.string().min(1).optional(),
  /** S3-compatible storage for files: the bucket (unset: the local folder). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Another S3-compatible service (MinIO, R2…): its URL; path-style addressing is then used. */
  S3_ENDPOINT: z.url().optional(),
  /** With S3_SECRET_ACCESS_KEY; unset: the AWS SDK's credential chain (environment, profile, role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A prefix for every object key (e.g. "prenup/"). */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]*$/, "S3_PREFIX may hold letters, digits, '.', '_', '-' and '/'")
    .default(""),
  /** Largest file a person may upload to an agreement, in bytes (default 10 MiB). */
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Threads that render agreements (PDF and DOCX) off the request thread. */
  AGREEMENT_RENDER_THREADS: z.coerce.number().int().min(1).max(8).default(1),
  /**
   * With NODE_ENV=production, start even on embedded adapters, a local issuer or test keys (a
   * public demo). The start-up log then names every one of them as a warning.
   */
  DEMO_MODE: flag.default(false),
});

export interface AppConfig {
  /** NODE_ENV=production with DEMO_MODE=1: what runs on a stand-in (see `productionStandIns`); empty otherwise. */
  demoStandIns: string[];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  oidcIssuer: string;
  apiAudience: string;
  clientIds: { customer: string; attorney: string; admin: string };
  appOrigins: string[];
  seedDemo: boolean;
  trustProxy: TrustProxy;
  /** Access-token checks beyond issuer/audience/expiry. */
  tokenPolicy: { requireAccessTokenType: boolean; algorithms: string[] };
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  logFormat: "json" | "pretty";
  rateLimit: { max: number; windowMs: number };
  /** Shared store of the rate-limit counters; undefined: in process memory. */
  redisUrl: string | undefined;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  drainMs: number;
  migrateOnStart: boolean;
  metrics: { port: number; host: string } | null;
  jobs: { work: boolean; pollSeconds: number; maintenanceSeconds: number };
  database: {
    waitMs: number;
    poolSize: number;
    readyTimeoutMs: number;
    lockTimeoutMs: number;
    statementTimeoutMs: number;
  };
  customerAppUrl: string;
  /** The attorney app's address, for links in attorneys' e-mails and payment-provider onboarding. */
  attorneyAppUrl: string;
  /** Undefined: see resolveInviteSecret (integrations/invite-secret.ts). */
  inviteSecret: string | undefined;
  /** The booking provider's webhook signing key; null: the built-in calendar only. */
  schedulingWebhookSigningKey: string | null;
  /** NODE_ENV=test only: the journeys' movable clock (see createOffsetFileClock); null: the system clock. */
  testClockFile: string | null;
  /** Proof (its API, key and webhook signing key) when configured; null: the embedded local notary. */
  notary: { baseUrl: string; apiKey: string; webhookSecret: string } | null;
  devMailbox: boolean;
  /** Responses are checked and encoded by zod as well as by their compiled serializer, which must agree (http/serializer.ts). */
  checkResponses: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  /** Who sends admins' password resets (integrations/identity): Auth0, the embedded provider, or none. */
  identityAdmin: {
    embeddedToken: string | undefined;
    auth0: {
      domain: string;
      clientId: string;
      connection: string;
      management: { clientId: string; clientSecret: string } | null;
    } | null;
  };
  /** Stripe when configured; null: the embedded local gateway. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** Where file bytes live: S3-compatible storage when configured, else a local folder. */
  files: {
    dir: string | undefined;
    s3: {
      bucket: string;
      region: string;
      endpoint?: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      prefix: string;
    } | null;
    uploadLimitBytes: number;
  };
  agreementRenderThreads: number;
  liveStreamsPerUser: number;
}

function filesConfig(values: z.infer<typeof envSchema>): AppConfig["files"] {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error(
      "Invalid API configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither",
    );
  }
  return {
    dir: values.FILES_DIR,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
          ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
          prefix: values.S3_PREFIX,
        }
      : null,
    uploadLimitBytes: values.UPLOAD_LIMIT_BYTES,
  };
}

function stripeConfig(values: z.infer<typeof envSchema>): AppConfig["stripe"] {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = values;
  if (!secretKey) return null;
  if (!publishableKey || !webhookSecret) {
    throw new Error(
      "Invalid API configuration:\n  STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required with it",
    );
  }
  return { secretKey, publishableKey, webhookSecret, apiUrl: values.STRIPE_API_URL };
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

function isLocalUrl(value: string): boolean {
  const { hostname } = new URL(value);
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost") || hostname.endsWith(".test");
}

/**
 * What a production process would run on a stand-in: an embedded adapter (database, payments,
 * notary, mail, files), a local or plain-HTTP issuer, local app origins, or a provider's test keys.
 * Each entry names the setting that replaces it.
 */
export function productionStandIns(values: z.infer<typeof envSchema>): string[] {
  const standIns: string[] = [];
  if (!values.DATABASE_URL) standIns.push("database: embedded PGlite (set DATABASE_URL)");
  if (!values.STRIPE_SECRET_KEY)
    standIns.push(
      "payments: the local gateway, whose public test card pays (set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)",
    );
  else if (/^(sk|rk)_test_/.test(values.STRIPE_SECRET_KEY) || values.STRIPE_PUBLISHABLE_KEY?.startsWith("pk_test_")) {
    standIns.push("payments: Stripe test-mode keys, no money moves (use live keys)");
  }
  if (!values.PROOF_API_KEY)
    standIns.push(
      "notarization: the local notary, which marks agreements notarized itself (set PROOF_API_KEY, PROOF_WEBHOOK_SECRET)",
    );
  else if (/fairfax/.test(new URL(values.PROOF_API_URL).hostname) || values.PROOF_API_KEY.startsWith("prf_test_")) {
    standIns.push(
      "notarization: Proof's Fairfax test environment, where nothing is legally notarized (use a production key and https://api.proof.com)",
    );
  }
  if (!values.SMTP_URL) standIns.push("mail: the outbox only, no e-mail leaves (set SMTP_URL)");
  if (!values.S3_BUCKET) standIns.push("files: a local folder of this machine (set S3_BUCKET)");
  if (isLocalUrl(values.OIDC_ISSUER) || !values.OIDC_ISSUER.startsWith("https://")) {
    standIns.push(
      `identity: the issuer ${values.OIDC_ISSUER} is local or not HTTPS (set OIDC_ISSUER to your provider)`,
    );
  }
  const localOrigins = values.APP_ORIGINS.filter(isLocalUrl);
  if (localOrigins.length > 0) standIns.push(`origins: APP_ORIGINS names local origins (${localOrigins.join(", ")})`);
  for (const [name, value] of [
    ["CUSTOMER_APP_URL", values.CUSTOMER_APP_URL],
    ["ATTORNEY_APP_URL", values.ATTORNEY_APP_URL],
  ] as const) {
    if (isLocalUrl(value)) standIns.push(`links: ${name} is ${value}, a local address e-mails would point to`);
  }
  return standIns;
}

/** Reads and validates the environment; throws an Error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = result.data;
  if ((values.PROOF_API_KEY === undefined) !== (values.PROOF_WEBHOOK_SECRET === undefined)) {
    throw new Error(
      "Invalid API configuration:\n  PROOF_API_KEY, PROOF_WEBHOOK_SECRET: set both (Proof) or neither (the local notary)",
    );
  }
  if (values.TEST_CLOCK_FILE && values.NODE_ENV !== "test") {
    throw new Error(
      "Invalid API configuration:\n  TEST_CLOCK_FILE: a movable clock is for browser journeys only (NODE_ENV=test)",
    );
  }
  if (values.SEED_DEMO && values.NODE_ENV === "production") {
    throw new Error(
      "Invalid API configuration:\n  SEED_DEMO: the demo seed creates an admin with a published password and must not run with NODE_ENV=production",
    );
  }
  if (values.NODE_ENV === "production" && values.DATABASE_URL && !values.INVITE_SECRET) {
    throw new Error(
      "Invalid API configuration:\n  INVITE_SECRET: with DATABASE_URL in production it must be set, the same on every instance (otherwise each process signs invitation links with its own random key)",
    );
  }
  const standIns = values.NODE_ENV === "production" ? productionStandIns(values) : [];
  if (standIns.length > 0 && !values.DEMO_MODE) {
    throw new Error(
      `Invalid API configuration:\n  NODE_ENV=production refuses stand-ins for real providers:\n    ${standIns.join("\n    ")}\n  (DEMO_MODE=1 starts anyway, for a demo, and says so in the log)`,
    );
  }
  // Like the identity provider's: on for local development and tests, off elsewhere unless asked for.
  const devMailbox =
    values.API_DEV_MAILBOX !== undefined
      ? values.API_DEV_MAILBOX === "1" || values.API_DEV_MAILBOX === "true"
      : values.NODE_ENV === undefined || values.NODE_ENV === "development" || values.NODE_ENV === "test";
  if (devMailbox && values.NODE_ENV === "production") {
    throw new Error(
      "Invalid API configuration:\n  API_DEV_MAILBOX: the dev mailbox shows live invitation links to anyone and cannot be enabled when NODE_ENV=production",
    );
  }
  return {
    demoStandIns: standIns,
    port: values.PORT,
    host: values.HOST ?? (values.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    databaseUrl: values.DATABASE_URL,
    dataDir: values.API_DATA_DIR,
    oidcIssuer: values.OIDC_ISSUER,
    apiAudience: values.API_AUDIENCE,
    clientIds: {
      customer: values.CUSTOMER_CLIENT_ID,
      attorney: values.ATTORNEY_CLIENT_ID,
      admin: values.ADMIN_CLIENT_ID,
    },
    appOrigins: values.APP_ORIGINS,
    seedDemo: values.SEED_DEMO,
    trustProxy: values.TRUST_PROXY,
    tokenPolicy: { requireAccessTokenType: values.OIDC_REQUIRE_AT_JWT, algorithms: values.OIDC_ALGORITHMS },
    logLevel: values.LOG_LEVEL,
    logFormat:
      values.LOG_FORMAT ?? (values.NODE_ENV === undefined || values.NODE_ENV === "development" ? "pretty" : "json"),
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    redisUrl: values.REDIS_URL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    drainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000,
    migrateOnStart: values.MIGRATE_ON_START,
    metrics: values.METRICS_PORT === undefined ? null : { port: values.METRICS_PORT, host: values.METRICS_HOST },
    jobs: {
      work: values.JOBS_WORKER,
      pollSeconds: values.JOBS_POLL_SECONDS,
      maintenanceSeconds: values.JOBS_MAINTENANCE_SECONDS,
    },
    database: {
      waitMs: values.DATABASE_WAIT_SECONDS * 1000,
      poolSize: values.DATABASE_POOL_SIZE,
      readyTimeoutMs: values.READY_TIMEOUT_MS,
      lockTimeoutMs: values.DATABASE_LOCK_TIMEOUT_MS,
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    customerAppUrl: values.CUSTOMER_APP_URL.replace(/\/+$/, ""),
    attorneyAppUrl: values.ATTORNEY_APP_URL.replace(/\/+$/, ""),
    inviteSecret: values.INVITE_SECRET,
    schedulingWebhookSigningKey: values.SCHEDULING_WEBHOOK_SIGNING_KEY ?? null,
    testClockFile: values.TEST_CLOCK_FILE ?? null,
    notary:
      values.PROOF_API_KEY && values.PROOF_WEBHOOK_SECRET
        ? { baseUrl: values.PROOF_API_URL, apiKey: values.PROOF_API_KEY, webhookSecret: values.PROOF_WEBHOOK_SECRET }
        : null,
    devMailbox,
    checkResponses:
      values.RESPONSE_CHECK !== undefined
        ? values.RESPONSE_CHECK === "1" || values.RESPONSE_CHECK === "true"
        : values.NODE_ENV !== "production",
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    identityAdmin: {
      embeddedToken: values.IDENTITY_ADMIN_TOKEN,
      auth0:
        values.AUTH0_DOMAIN && values.AUTH0_CLIENT_ID
          ? {
              domain: values.AUTH0_DOMAIN,
              clientId: values.AUTH0_CLIENT_ID,
              connection: values.AUTH0_CONNECTION,
              management:
                values.AUTH0_MANAGEMENT_CLIENT_ID && values.AUTH0_MANAGEMENT_CLIENT_SECRET
                  ? { clientId: values.AUTH0_MANAGEMENT_CLIENT_ID, clientSecret: values.AUTH0_MANAGEMENT_CLIENT_SECRET }
                  : null,
            }
          : null,
    },
    stripe: stripeConfig(values),
    files: filesConfig(values),
    agreementRenderThreads: values.AGREEMENT_RENDER_THREADS,
    liveStreamsPerUser: values.LIVE_STREAMS_PER_USER,
  };
}

/** What the release step (`dist/release.js`: migrations, the job queue's schema, reference data) reads. */
export const releaseEnvSchema = envSchema.pick({
  NODE_ENV: true,
  DATABASE_URL: true,
  API_DATA_DIR: true,
  DATABASE_WAIT_SECONDS: true,
  DEMO_MODE: true,
});

export interface ReleaseConfig {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  waitMs: number;
}

/**
 * The release step's settings: only the database it migrates. It runs with the migration role's
 * DATABASE_URL and none of the providers' keys (they belong to the servers and the worker), so it
 * does not ask for them; with NODE_ENV=production it refuses the embedded database as the servers do.
 */
export function loadReleaseConfig(env: Record<string, string | undefined> = process.env): ReleaseConfig {
  const result = releaseEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid release configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = result.data;
  if (values.NODE_ENV === "production" && !values.DATABASE_URL && !values.DEMO_MODE) {
    throw new Error(
      "Invalid release configuration:\n  NODE_ENV=production refuses stand-ins for real providers:\n    database: embedded PGlite (set DATABASE_URL)",
    );
  }
  return {
    databaseUrl: values.DATABASE_URL,
    dataDir: values.API_DATA_DIR,
    waitMs: values.DATABASE_WAIT_SECONDS * 1000,
  };
}

/** The configuration with every default, for tests and the OpenAPI writer. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), ...overrides };
}
