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

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .transform((value) => value === "1" || value === "true");

/**
 * Everything the API reads from its environment, validated once at start-up. A bad value stops
 * the server with a message naming the variable instead of failing later on a request.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Unset → embedded PGlite in <repo>/.data/api. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://").optional(),
  /** The embedded PGlite folder when DATABASE_URL is unset (default <repo>/.data/api). */
  API_DATA_DIR: z.string().min(1).optional(),
  OIDC_ISSUER: z.url().default("http://localhost:4100"),
  API_AUDIENCE: z.string().min(1).default("http://localhost:4000"),
  CUSTOMER_CLIENT_ID: z.string().min(1).default("prenup-customer"),
  ATTORNEY_CLIENT_ID: z.string().min(1).default("prenup-attorney"),
  ADMIN_CLIENT_ID: z.string().min(1).default("prenup-admin"),
  APP_ORIGINS: commaList.default(["http://localhost:5173", "http://localhost:5174", "http://localhost:5175"]),
  SEED_DEMO: flag.default(false),
  /** Set behind a load balancer so the client address (rate limiting by IP) comes from X-Forwarded-For. */
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests per user (or per IP when anonymous) per RATE_LIMIT_WINDOW_MS. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Largest accepted JSON body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Seconds to wait for in-flight requests on SIGTERM/SIGINT before exiting anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  oidcIssuer: string;
  apiAudience: string;
  clientIds: { customer: string; attorney: string; admin: string };
  appOrigins: string[];
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
}

/** Reads and validates the environment; throws an Error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = result.data;
  return {
    port: values.PORT,
    host: values.HOST,
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
    logLevel: values.LOG_LEVEL,
    rateLimit: { max: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}

/** The configuration with every default, for tests and the OpenAPI writer. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), ...overrides };
}
