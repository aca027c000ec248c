import { providerWebhookInbox, waitForDatabase, type Database } from "@prenup/db";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@prenup/db/testing";
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from "jose";
import { expect, inject } from "vitest";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type AppDependencies } from "../src/app.ts";
import { createJwtVerifier } from "../src/auth/token-verifier.ts";
import { defaultConfig, type AppConfig } from "../src/config.ts";
import type { ApiInstance } from "../src/http/types.ts";
import { createFixedClock } from "../src/integrations/clock.ts";
import { createLocalFileStorage } from "../src/integrations/files/index.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const ISSUER = "http://localhost:4100";
export const AUDIENCE = "http://localhost:4000";
export const CLIENTS = { customer: "prenup-customer", attorney: "prenup-attorney", admin: "prenup-admin" } as const;

export interface TokenClaims {
  sub: string;
  clientId?: string | null;
  email?: string | null;
  /** The `email_verified` claim; left out when undefined. */
  emailVerified?: boolean;
  /** Seconds from the clock's now; negative for an expired token. Default 900. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  /** Sign with a key the API does not trust. */
  foreignKey?: boolean;
  /**
   * Sets the `auth_time` claim this many seconds before the clock's now (default 0: signed in now, as
   * the identity provider's tokens say); null leaves the claim out.
   */
  signedInSecondsAgo?: number | null;
}

/**
 * The token claims of an existing user signing in through one of the apps (the customer app by
 * default). The address is verified, as it was when the account was created (POST /users requires it).
 */
export function claimsOf(
  user: { externalId: string; email: string },
  app: keyof typeof CLIENTS = "customer",
  extra: Partial<TokenClaims> = {},
): TokenClaims {
  return { sub: user.externalId, email: user.email, clientId: CLIENTS[app], emailVerified: true, ...extra };
}

export interface TestApi {
  app: ApiInstance;
  database: TestDatabase;
  db: Database;
  clock: ReturnType<typeof createFixedClock>;
  /** Every log line the app wrote. */
  logs: string[];
  /** A real RS256 access token, signed with the key the app's verifier trusts. */
  token(claims: TokenClaims): Promise<string>;
  /** `app.inject` with `Authorization: Bearer <token>` for the given subject (or none). */
  inject(options: InjectOptions & { as?: TokenClaims | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

type SigningKey = { privateKey: CryptoKey; jwk: JWK };

// The key pairs come from the run's global set-up (test/global-setup.ts), so a test file does not
// spend a second generating RSA keys; a run without that set-up generates its own.
let signingKeys: Promise<{ trusted: SigningKey; foreign: SigningKey }> | undefined;
function testSigningKeys(): Promise<{ trusted: SigningKey; foreign: SigningKey }> {
  signingKeys ??= (async () => {
    const provided = inject("apiSigningKeys");
    if (!provided) return { trusted: await generatedKey(), foreign: await generatedKey() };
    const load = async (pair: typeof provided.trusted): Promise<SigningKey> => ({
      privateKey: (await importJWK(pair.privateJwk as JWK, "RS256")) as CryptoKey,
      jwk: pair.publicJwk as JWK,
    });
    return { trusted: await load(provided.trusted), foreign: await load(provided.foreign) };
  })();
  return signingKeys;
}

async function generatedKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  return { privateKey, jwk: await exportJWK(publicKey) };
}

/**
 * One app on one fresh database for a test file: real token verification against a local key
 * set, a fixed clock, logs captured in memory.
 */
export async function createTestApi(
  options: {
    config?: Partial<AppConfig>;
    now?: Date;
    /** Adapters to use instead of the defaults (the outbox mail port, the questionnaire module…). */
    deps?: Pick<
      AppDependencies,
      | "mail"
      | "questionnaire"
      | "inviteKey"
      | "payments"
      | "files"
      | "disclosure"
      | "renderer"
      | "redis"
      | "scheduling"
      | "chatBus"
      | "coupleBus"
      | "identity"
      | "notary"
    >;
    /**
     * On PostgreSQL: the live buses LISTEN on the test database, as a server's do, at the URL this
     * answers for the database's own (e.g. through a proxy); without it they are in-process.
     */
    liveBusUrl?: (databaseUrl: URL) => URL;
  } = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  let config = defaultConfig(options.config);
  if (options.liveBusUrl && database.driver === "postgres") {
    const url = new URL(process.env["TEST_DATABASE_URL"]!);
    url.pathname = `/${database.name}`;
    config = { ...config, databaseUrl: options.liveBusUrl(url).toString() };
  }
  // As the server does before it listens: the readiness check's own connection is opened here, not
  // inside the first /ready's 150 ms (a loaded machine can take longer to open a connection).
  await waitForDatabase(database, { timeoutMs: 30_000 });
  // Files go to a fresh folder of their own, removed with the app.
  const filesFolder = options.deps?.files ? null : await mkdtemp(join(tmpdir(), "prenup-api-files-"));
  const clock = createFixedClock(options.now ?? new Date("2026-11-21T12:00:00.000Z"));
  const { trusted, foreign } = await testSigningKeys();
  const keySet = createLocalJWKSet({ keys: [{ ...trusted.jwk, kid: "test-key", alg: "RS256", use: "sig" }] });
  const logs: string[] = [];
  const app = await buildApp({
    ...options.deps,
    ...(filesFolder ? { files: createLocalFileStorage(filesFolder) } : {}),
    config,
    database,
    clock,
    tokenVerifier: createJwtVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: keySet, now: () => clock.now() }),
    logger: { level: "info", stream: { write: (line) => void logs.push(line) } },
  });

  const token = async (claims: TokenClaims): Promise<string> => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const payload: Record<string, unknown> = { scope: "openid profile email offline_access" };
    if (claims.clientId !== null) payload["client_id"] = claims.clientId ?? CLIENTS.customer;
    if (claims.email !== null && claims.email !== undefined) payload["email"] = claims.email;
    if (claims.emailVerified !== undefined) payload["email_verified"] = claims.emailVerified;
    if (claims.signedInSecondsAgo !== null) payload["auth_time"] = now - (claims.signedInSecondsAgo ?? 0);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "at+jwt" })
      .setSubject(claims.sub)
      .setIssuer(claims.issuer ?? ISSUER)
      .setAudience(claims.audience ?? AUDIENCE)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (claims.expiresIn ?? 900))
      .sign(claims.foreignKey ? foreign.privateKey : trusted.privateKey);
  };

  return {
    app,
    database,
    db: database.db,
    clock,
    logs,
    token,
    async inject({ as, ...request }) {
      const headers = { ...(request.headers ?? {}) } as Record<string, string>;
      if (as) headers["authorization"] = `Bearer ${await token(as)}`;
      return app.inject({ ...request, headers });
    },
    async close() {
      await app.close();
      await database.close();
      if (filesFolder) await rm(filesFolder, { recursive: true, force: true });
    },
  };
}

/**
 * How many statements the database ran while one request was answered, the answer's status checked
 * first (a refusal that ran fewer statements must not pass for a cheap success).
 */
export async function statementsOf(
  api: Pick<TestApi, "database">,
  send: () => Promise<LightMyRequestResponse>,
  status: number,
): Promise<number> {
  let statements = 0;
  const stop = api.database.onStatement(() => {
    statements += 1;
  });
  try {
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    return statements;
  } finally {
    stop();
  }
}

/** The JSON body of a response. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/**
 * Works the job queue until nothing is due (a provider webhook is applied by its job), then reads
 * the delivery's inbox row: `outcome` says what applying it did.
 */
export async function processedWebhook(api: Pick<TestApi, "app" | "db">, eventId: string) {
  await api.app.jobs.drain();
  const [row] = await api.db.select().from(providerWebhookInbox).where(eq(providerWebhookInbox.eventId, eventId));
  return row;
}
