// Configuration of the identity provider, read from the environment once at start-up.
// Everything the provider needs arrives through this object, so tests build one directly.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DEFAULT_SCRYPT_PARAMS, isCheaperThan, MAX_SCRYPT_LN, MIN_SCRYPT_LN, type ScryptParams } from "./passwords.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

export const clientConfigSchema = z.object({
  client_id: z.string().min(1),
  client_name: z.string().optional(),
  redirect_uris: z.array(z.url()).min(1),
  post_logout_redirect_uris: z.array(z.url()).default([]),
  token_endpoint_auth_method: z.literal("none").default("none"),
  grant_types: z
    .array(z.enum(["authorization_code", "refresh_token"]))
    .default(["authorization_code", "refresh_token"]),
  response_types: z.array(z.literal("code")).default(["code"]),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export interface IdentityConfig {
  /** Public URL of the issuer, e.g. http://localhost:4100 (no trailing slash). */
  issuer: string;
  port: number;
  /** The address to listen on (HOST): 127.0.0.1 unless NODE_ENV=production, where 0.0.0.0 (a container's interface). */
  host: string;
  /** Resource indicator of the API; JWT access tokens carry it as `aud`. */
  apiAudience: string;
  clients: ClientConfig[];
  /** `memory` (tests), a folder for PGlite, or a postgres:// URL. */
  database: { kind: "pglite"; dataDir: string | undefined } | { kind: "postgres"; url: string };
  seedDemo: boolean;
  /**
   * The scrypt cost of new password hashes (IDENTITY_PASSWORD_COST: log2 of N, default 17, OWASP's
   * recommendation). Lower only outside production: the journeys sign people up and in by the
   * hundred, and each hash at the default costs most of a second of CPU.
   */
  passwordHash: ScryptParams;
  /**
   * GET /dev/mailbox(.json): the outbox with its reset and verification links. On by default only
   * when NODE_ENV is development, test or unset; never allowed in production.
   */
  devMailbox: boolean;
  /** Shared secret of POST /admin/password-reset; the route is off when unset. */
  adminToken: string | undefined;
  /** The dev mailbox page and other conveniences exist only outside production. */
  isProduction: boolean;
  /**
   * Number of reverse proxies in front of the provider (TRUST_PROXY; 0 = none). The client address
   * is the X-Forwarded-For entry this many hops from the right, and X-Forwarded-Proto is trusted.
   */
  trustProxy: number;
  /**
   * The provider's cookies carry `Secure` and every request counts as https (the public issuer is
   * https, so browsers reached it over TLS, whether or not a proxy in front says so). On unless the
   * issuer is on this machine (http://localhost for development and tests).
   */
  secureCookies: boolean;
  /** Accounts that may be created from one client address per hour (SIGN_UPS_PER_HOUR, default 10). */
  signUpsPerHour: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  passwordResetTtlSeconds: number;
  emailVerificationTtlSeconds: number;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function defaultClients(origins: { customer: string; attorney: string; admin: string }): ClientConfig[] {
  const client = (clientId: string, name: string, origin: string, extraLogout: string[] = []): ClientConfig => ({
    client_id: clientId,
    client_name: name,
    redirect_uris: [`${origin}/oauth/callback`],
    post_logout_redirect_uris: [`${origin}/login`, ...extraLogout],
    token_endpoint_auth_method: "none",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
  });
  return [
    client("prenup-customer", "Prenup", trimSlash(origins.customer)),
    client("prenup-attorney", "Prenup for attorneys", trimSlash(origins.attorney), [
      `${trimSlash(origins.attorney)}/login?attorney=true`,
    ]),
    client("prenup-admin", "Prenup admin", trimSlash(origins.admin)),
  ];
}

const envSchema = z.object({
  OIDC_ISSUER: z.url().default("http://localhost:4100"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  HOST: z.string().min(1).optional(),
  API_AUDIENCE: z.string().min(1).default("http://localhost:4000"),
  CUSTOMER_APP_URL: z.url().default("http://localhost:5173"),
  ATTORNEY_APP_URL: z.url().default("http://localhost:5174"),
  ADMIN_APP_URL: z.url().default("http://localhost:5175"),
  OIDC_CLIENTS: z.string().optional(),
  IDENTITY_DATA_DIR: z.string().optional(),
  IDENTITY_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  IDENTITY_SEED_DEMO: z.string().optional(),
  IDENTITY_PASSWORD_COST: z.coerce
    .number("IDENTITY_PASSWORD_COST must be a number")
    .int("IDENTITY_PASSWORD_COST must be a whole number")
    .min(MIN_SCRYPT_LN, `IDENTITY_PASSWORD_COST must be at least ${MIN_SCRYPT_LN}`)
    .max(MAX_SCRYPT_LN, `IDENTITY_PASSWORD_COST must be at most ${MAX_SCRYPT_LN}`)
    .optional(),
  IDENTITY_DEV_MAILBOX: z
    .enum(["0", "1", "true", "false"], "IDENTITY_DEV_MAILBOX must be 1, 0, true or false")
    .optional(),
  IDENTITY_ADMIN_TOKEN: z.string().min(16, "IDENTITY_ADMIN_TOKEN must be at least 16 characters").optional(),
  NODE_ENV: z.string().optional(),
  SIGN_UPS_PER_HOUR: z.coerce
    .number("SIGN_UPS_PER_HOUR must be a number")
    .int("SIGN_UPS_PER_HOUR must be a whole number")
    .min(1, "SIGN_UPS_PER_HOUR must be at least 1")
    .default(10),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)$/, "TRUST_PROXY must be a number of proxy hops (0, 1, 2…), true (1) or false (0)")
    .optional(),
});

const isTruthy = (value: string | undefined) => value === "1" || value === "true";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** True for a URL on this machine (localhost, 127.0.0.1, ::1). */
export const isLoopbackUrl = (url: string) => LOOPBACK_HOSTS.has(new URL(url).hostname);

/** Reads the environment; throws with a readable message when a variable is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    throw new Error(
      `Invalid identity configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const issuerUrl = new URL(e.OIDC_ISSUER);
  if (issuerUrl.protocol !== "https:" && !isLoopbackUrl(e.OIDC_ISSUER)) {
    throw new Error(
      `Invalid identity configuration: OIDC_ISSUER must be an https URL unless it is on this machine (localhost), got ${e.OIDC_ISSUER}`,
    );
  }
  const seedDemo = isTruthy(e.IDENTITY_SEED_DEMO);
  const devMailbox =
    e.IDENTITY_DEV_MAILBOX !== undefined
      ? isTruthy(e.IDENTITY_DEV_MAILBOX)
      : e.NODE_ENV === undefined || e.NODE_ENV === "development" || e.NODE_ENV === "test";
  const passwordHash = { ...DEFAULT_SCRYPT_PARAMS, ln: e.IDENTITY_PASSWORD_COST ?? DEFAULT_SCRYPT_PARAMS.ln };
  assertSafeForProduction({ isProduction, seedDemo, devMailbox, passwordHash });
  let clients: ClientConfig[];
  if (e.OIDC_CLIENTS) {
    let raw: unknown;
    try {
      raw = JSON.parse(e.OIDC_CLIENTS);
    } catch {
      throw new Error("Invalid identity configuration: OIDC_CLIENTS is not valid JSON");
    }
    const result = z.array(clientConfigSchema).min(1).safeParse(raw);
    if (!result.success)
      throw new Error(`Invalid identity configuration: OIDC_CLIENTS: ${result.error.issues[0]?.message}`);
    clients = result.data;
  } else {
    clients = defaultClients({ customer: e.CUSTOMER_APP_URL, attorney: e.ATTORNEY_APP_URL, admin: e.ADMIN_APP_URL });
  }
  return {
    issuer: trimSlash(e.OIDC_ISSUER),
    port: e.PORT,
    host: e.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    apiAudience: e.API_AUDIENCE,
    clients,
    database: e.IDENTITY_DATABASE_URL
      ? { kind: "postgres", url: e.IDENTITY_DATABASE_URL }
      : { kind: "pglite", dataDir: e.IDENTITY_DATA_DIR ?? resolve(repoRoot, ".data/identity") },
    seedDemo,
    passwordHash,
    devMailbox,
    adminToken: e.IDENTITY_ADMIN_TOKEN,
    isProduction,
    trustProxy:
      e.TRUST_PROXY === undefined || e.TRUST_PROXY === "false"
        ? 0
        : e.TRUST_PROXY === "true"
          ? 1
          : Number(e.TRUST_PROXY),
    secureCookies: !isLoopbackUrl(e.OIDC_ISSUER) || issuerUrl.protocol === "https:",
    signUpsPerHour: e.SIGN_UPS_PER_HOUR,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 14 * 24 * 60 * 60,
    sessionTtlSeconds: 14 * 24 * 60 * 60,
    passwordResetTtlSeconds: 60 * 60,
    emailVerificationTtlSeconds: 24 * 60 * 60,
  };
}

/**
 * The dev mailbox shows live reset links, the demo accounts share a published password, and a
 * password hash cheaper than the default is cheaper to crack: none of them in production.
 */
export function assertSafeForProduction(
  config: Pick<IdentityConfig, "isProduction" | "seedDemo" | "devMailbox"> & { passwordHash?: ScryptParams },
): void {
  if (!config.isProduction) return;
  const refused = [
    config.devMailbox && "IDENTITY_DEV_MAILBOX",
    config.seedDemo && "IDENTITY_SEED_DEMO",
    config.passwordHash && isCheaperThan(config.passwordHash) && "an IDENTITY_PASSWORD_COST below the default",
  ].filter(Boolean);
  if (refused.length) {
    throw new Error(
      `Invalid identity configuration: ${refused.join(" and ")} cannot be enabled when NODE_ENV=production`,
    );
  }
}
