import { describe, expect, it } from "vitest";
import { loadConfig, loadReleaseConfig } from "./config.ts";

/** A production environment with every real provider configured. */
const LIVE = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://db.internal/prenup",
  INVITE_SECRET: "x".repeat(32),
  OIDC_ISSUER: "https://login.example.com/",
  APP_ORIGINS: "https://app.example.com,https://attorneys.example.com,https://admin.example.com",
  CUSTOMER_APP_URL: "https://app.example.com",
  ATTORNEY_APP_URL: "https://attorneys.example.com",
  STRIPE_SECRET_KEY: "sk_live_123",
  STRIPE_PUBLISHABLE_KEY: "pk_live_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  PROOF_API_KEY: "prf_live_12345678",
  PROOF_WEBHOOK_SECRET: "0123456789abcdef",
  SMTP_URL: "smtps://user:pass@mail.example.com:465",
  S3_BUCKET: "prenup-files",
} as const;

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      oidcIssuer: "http://localhost:4100",
      apiAudience: "http://localhost:4000",
      clientIds: { customer: "prenup-customer", attorney: "prenup-attorney", admin: "prenup-admin" },
      appOrigins: ["http://localhost:5173", "http://localhost:5174", "http://localhost:5175"],
      seedDemo: false,
      rateLimit: { max: 600, windowMs: 60_000 },
    });
  });

  it("reads the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/prenup",
      APP_ORIGINS: "https://app.example.com, https://attorneys.example.com",
      SEED_DEMO: "1",
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://postgres@127.0.0.1:5432/prenup");
    expect(config.appOrigins).toEqual(["https://app.example.com", "https://attorneys.example.com"]);
    expect(config.seedDemo).toBe(true);
  });

  it("listens on this machine only unless HOST says otherwise; a production container on its own interface", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "development" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ ...LIVE }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "::" }).host).toBe("::");
    expect(loadConfig({ ...LIVE, HOST: "10.0.4.7" }).host).toBe("10.0.4.7");
  });

  it("logs readable lines in development and JSON elsewhere unless LOG_FORMAT says otherwise", () => {
    expect(loadConfig({}).logFormat).toBe("pretty");
    expect(loadConfig({ NODE_ENV: "development" }).logFormat).toBe("pretty");
    expect(loadConfig({ NODE_ENV: "test" }).logFormat).toBe("json");
    expect(loadConfig({ ...LIVE }).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig({ NODE_ENV: "test", LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "text" })).toThrow(/LOG_FORMAT/);
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", APP_ORIGINS: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*APP_ORIGINS/,
    );
  });
});

describe("loadConfig: proxies, tokens and the demo seed", () => {
  it("reads TRUST_PROXY as a hop count ('true' meaning one hop) or a list of proxy addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.4",
      "fd00::/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });

  it("requires at+jwt access tokens signed RS256 unless configured otherwise, and refuses symmetric algorithms", () => {
    expect(loadConfig({}).tokenPolicy).toEqual({ requireAccessTokenType: true, algorithms: ["RS256"] });
    expect(loadConfig({ OIDC_REQUIRE_AT_JWT: "0", OIDC_ALGORITHMS: "RS256, ES256" }).tokenPolicy).toEqual({
      requireAccessTokenType: false,
      algorithms: ["RS256", "ES256"],
    });
    expect(() => loadConfig({ OIDC_ALGORITHMS: "HS256" })).toThrow(/OIDC_ALGORITHMS/);
    expect(() => loadConfig({ OIDC_ALGORITHMS: "none" })).toThrow(/OIDC_ALGORITHMS/);
  });

  it("refuses to seed the demo accounts in production", () => {
    expect(() => loadConfig({ SEED_DEMO: "1", NODE_ENV: "production" })).toThrow(/SEED_DEMO[\s\S]*production/);
    expect(loadConfig({ ...LIVE, SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: "1", NODE_ENV: "development" }).seedDemo).toBe(true);
  });

  it("reads the instance settings: drain, database wait and pool, live streams, Redis; and asks for INVITE_SECRET with PostgreSQL in production", () => {
    expect(loadConfig({})).toMatchObject({
      drainMs: 5000,
      migrateOnStart: false,
      redisUrl: undefined,
      database: { waitMs: 60_000, poolSize: 10, readyTimeoutMs: 150 },
      liveStreamsPerUser: 5,
    });
    expect(
      loadConfig({
        SHUTDOWN_DRAIN_SECONDS: "0",
        MIGRATE_ON_START: "1",
        REDIS_URL: "redis://127.0.0.1:6379",
        DATABASE_WAIT_SECONDS: "5",
        DATABASE_POOL_SIZE: "20",
        LIVE_STREAMS_PER_USER: "12",
      }),
    ).toMatchObject({
      liveStreamsPerUser: 12,
      drainMs: 0,
      migrateOnStart: true,
      redisUrl: "redis://127.0.0.1:6379",
      database: { waitMs: 5000, poolSize: 20 },
    });
    expect(() => loadConfig({ LIVE_STREAMS_PER_USER: "0" })).toThrow(/LIVE_STREAMS_PER_USER/);
    expect(() => loadConfig({ REDIS_URL: "http://redis" })).toThrow(/REDIS_URL must start with redis:\/\//);
    const { INVITE_SECRET: _secret, ...production } = LIVE;
    expect(() => loadConfig(production)).toThrow(/INVITE_SECRET[\s\S]*every instance/);
    expect(loadConfig({ ...production, INVITE_SECRET: "x".repeat(32) }).inviteSecret).toBe("x".repeat(32));
  });

  it("reads the customer app URL, invite secret and mail settings", () => {
    expect(loadConfig({})).toMatchObject({
      customerAppUrl: "http://localhost:5173",
      inviteSecret: undefined,
      mail: { smtpUrl: undefined, from: "Prenup <no-reply@prenup.local>" },
    });
    const config = loadConfig({
      CUSTOMER_APP_URL: "https://app.example.com/",
      INVITE_SECRET: "x".repeat(32),
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_FROM: "Prenup <hello@example.com>",
    });
    expect(config).toMatchObject({
      customerAppUrl: "https://app.example.com",
      inviteSecret: "x".repeat(32),
      mail: { smtpUrl: "smtps://user:pass@mail.example.com:465", from: "Prenup <hello@example.com>" },
    });
    expect(() => loadConfig({ INVITE_SECRET: "short" })).toThrow(/INVITE_SECRET/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ CUSTOMER_APP_URL: "not a url" })).toThrow(/CUSTOMER_APP_URL/);
  });

  it("turns the dev mailbox on for development and tests only, and refuses it in production", () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "staging" }).devMailbox).toBe(false);
    expect(loadConfig(LIVE).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", API_DEV_MAILBOX: "0" }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "staging", API_DEV_MAILBOX: "true" }).devMailbox).toBe(true);
    expect(() => loadConfig({ ...LIVE, API_DEV_MAILBOX: "1" })).toThrow(/API_DEV_MAILBOX[\s\S]*production/);
    expect(() => loadConfig({ API_DEV_MAILBOX: "yes" })).toThrow(/API_DEV_MAILBOX/);
  });

  // --- Notarization ---
  it("checks every response with zod besides its compiled serializer, except in production unless asked", () => {
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).checkResponses).toBe(true);
    expect(loadConfig(LIVE).checkResponses).toBe(false);
    expect(loadConfig({ ...LIVE, RESPONSE_CHECK: "1" }).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", RESPONSE_CHECK: "0" }).checkResponses).toBe(false);
    expect(() => loadConfig({ RESPONSE_CHECK: "sometimes" })).toThrow(/RESPONSE_CHECK must be 1, 0, true or false/);
  });

  it("picks Proof with its key and signing key (production's address unless told), refuses one without the other, and keeps the movable clock to tests", () => {
    expect(loadConfig({}).notary).toBeNull();
    expect(loadConfig({ PROOF_API_KEY: "prf_12345678", PROOF_WEBHOOK_SECRET: "0123456789abcdef" }).notary).toEqual({
      baseUrl: "https://api.proof.com",
      apiKey: "prf_12345678",
      webhookSecret: "0123456789abcdef",
    });
    expect(
      loadConfig({
        PROOF_API_URL: "http://127.0.0.1:9/",
        PROOF_API_KEY: "prf_12345678",
        PROOF_WEBHOOK_SECRET: "0123456789abcdef",
      }).notary?.baseUrl,
    ).toBe("http://127.0.0.1:9/");
    expect(() => loadConfig({ PROOF_API_KEY: "prf_12345678" })).toThrow(/set both/);
    expect(() => loadConfig({ PROOF_WEBHOOK_SECRET: "0123456789abcdef" })).toThrow(/set both/);
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK_FILE: "/tmp/offset" }).testClockFile).toBe("/tmp/offset");
    expect(() => loadConfig({ NODE_ENV: "production", TEST_CLOCK_FILE: "/tmp/offset" })).toThrow(/TEST_CLOCK_FILE/);
  });

  it("refuses every stand-in for a real provider in production, naming its setting, unless DEMO_MODE says it is a demo", () => {
    expect(loadConfig(LIVE).demoStandIns).toEqual([]);
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ DATABASE_URL: undefined }, /embedded PGlite \(set DATABASE_URL\)/],
      [
        { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
        /local gateway.*test card pays/,
      ],
      [{ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_PUBLISHABLE_KEY: "pk_test_123" }, /Stripe test-mode keys/],
      [{ PROOF_API_KEY: undefined, PROOF_WEBHOOK_SECRET: undefined }, /local notary.*PROOF_API_KEY/],
      [{ PROOF_API_URL: "https://api.fairfax.proof.com" }, /Fairfax test environment/],
      [{ PROOF_API_KEY: "prf_test_12345678" }, /Fairfax test environment/],
      [{ SMTP_URL: undefined }, /no e-mail leaves \(set SMTP_URL\)/],
      [{ S3_BUCKET: undefined }, /local folder.*S3_BUCKET/],
      [{ OIDC_ISSUER: undefined }, /issuer http:\/\/localhost:4100 is local/],
      [{ OIDC_ISSUER: "http://login.example.com/" }, /not HTTPS/],
      [{ APP_ORIGINS: undefined }, /APP_ORIGINS names local origins \(http:\/\/localhost:5173/],
      [{ CUSTOMER_APP_URL: "http://127.0.0.1:5173" }, /CUSTOMER_APP_URL is http:\/\/127.0.0.1:5173/],
    ];
    for (const [change, message] of cases) {
      const env = { ...LIVE, ...change };
      expect(() => loadConfig(env), JSON.stringify(change)).toThrow(message);
      expect(() => loadConfig(env)).toThrow(/DEMO_MODE=1/);
      const demo = loadConfig({ ...env, DEMO_MODE: "1" });
      expect(demo.demoStandIns.join("\n")).toMatch(message);
    }
    // All stand-ins at once (a bare NODE_ENV=production) are listed together.
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "1", API_DEV_MAILBOX: "0" }).demoStandIns).toHaveLength(9);
    // Outside production the embedded adapters are the defaults and nothing is refused.
    expect(loadConfig({ NODE_ENV: "staging" }).demoStandIns).toEqual([]);
  });
});

describe("loadReleaseConfig: the release step reads its database only", () => {
  it("starts in production with the migration role's DATABASE_URL and no provider keys", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: LIVE.DATABASE_URL })).toThrow(/INVITE_SECRET/);
    expect(
      loadReleaseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://prenup_migrator@db.internal/prenup" }),
    ).toEqual({ databaseUrl: "postgres://prenup_migrator@db.internal/prenup", dataDir: undefined, waitMs: 60_000 });
  });

  it("refuses the embedded database in production and a bad URL anywhere, naming the setting", () => {
    expect(() => loadReleaseConfig({ NODE_ENV: "production" })).toThrow(
      /database: embedded PGlite \(set DATABASE_URL\)/,
    );
    expect(() => loadReleaseConfig({ DATABASE_URL: "mysql://db.internal/prenup" })).toThrow(
      /DATABASE_URL: DATABASE_URL must start with postgres:\/\//,
    );
    expect(loadReleaseConfig({ API_DATA_DIR: "/tmp/prenup", DATABASE_WAIT_SECONDS: "5" })).toEqual({
      databaseUrl: undefined,
      dataDir: "/tmp/prenup",
      waitMs: 5000,
    });
  });
});
