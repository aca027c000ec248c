// Test harness: the provider on an ephemeral port with in-memory PGlite, and a fetch-based
// browser stand-in (cookie jar, manual redirects) to walk through the OIDC flow.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createIdentityApp, type IdentityApp, type IdentityAppOptions } from "../src/app.ts";
import { defaultClients, type IdentityConfig } from "../src/config.ts";
import pg from "pg";
import { openDatabase, type Db } from "../src/db.ts";
import { silentLogger } from "../src/logger.ts";

export const CUSTOMER_ORIGIN = "http://localhost:5173";
export const API_AUDIENCE = "http://localhost:4000";
export const ADMIN_TOKEN = "test-admin-token-0123456789";

// PGlite: one in-memory database for the whole run (booting it costs seconds), emptied for each
// provider. With TEST_DATABASE_URL the suite runs on PostgreSQL, each provider in a fresh schema.
let sharedPglite: Promise<Db> | undefined;
const TABLES = [
  "accounts",
  "password_reset_tokens",
  "email_verification_tokens",
  "oidc_models",
  "provider_secrets",
  "outbox_emails",
  "sign_in_failures",
];
let schemaCounter = 0;

async function openPostgresSchema(url: string): Promise<Db> {
  const schema = `identity_test_${process.pid}_${(schemaCounter += 1)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${schema}`);
  const db = await openDatabase({ kind: "postgres", url: parsed.href });
  return {
    ...db,
    close: async () => {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** An empty, migrated database; close() it when done (a no-op for the shared PGlite). */
export async function testDatabase(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresSchema(url);
  sharedPglite ??= openDatabase({ kind: "pglite", dataDir: undefined });
  const db = await sharedPglite;
  await db.query(`TRUNCATE ${TABLES.join(", ")} CASCADE`);
  return { ...db, query: db.query, transaction: db.transaction, close: async () => undefined };
}

export interface TestIdentity {
  app: IdentityApp;
  issuer: string;
  close: () => Promise<void>;
}

export async function startIdentity(
  overrides: Partial<IdentityConfig> = {},
  options: IdentityAppOptions = {},
): Promise<TestIdentity> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const config: IdentityConfig = {
    issuer,
    port,
    host: "127.0.0.1",
    apiAudience: API_AUDIENCE,
    clients: defaultClients({
      customer: CUSTOMER_ORIGIN,
      attorney: "http://localhost:5174",
      admin: "http://localhost:5175",
    }),
    database: { kind: "pglite", dataDir: undefined },
    seedDemo: true,
    // A lower scrypt cost keeps the suite fast; the format and the checks are the same.
    passwordHash: { ln: 12, r: 8, p: 1 },
    devMailbox: true,
    adminToken: ADMIN_TOKEN,
    isProduction: false,
    trustProxy: 0,
    secureCookies: false,
    signUpsPerHour: 10,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 14 * 24 * 3600,
    sessionTtlSeconds: 14 * 24 * 3600,
    passwordResetTtlSeconds: 3600,
    emailVerificationTtlSeconds: 24 * 3600,
    ...overrides,
  };
  const ownsDb = !options.db;
  const db = options.db ?? (await testDatabase());
  let app: IdentityApp;
  try {
    app = await createIdentityApp(config, { logger: silentLogger, ...options, db });
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (ownsDb) await db.close();
    throw error;
  }
  server.on("request", app.handle);
  return {
    app,
    issuer,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      if (ownsDb) await db.close();
    },
  };
}

/** A browser stand-in: keeps cookies, follows redirects only within the issuer. */
export class Browser {
  constructor(
    readonly issuer: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (cookies are per host, not per port) talking to another issuer URL. */
  withIssuer(issuer: string): Browser {
    return new Browser(issuer, this.cookies);
  }

  private store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split("=")[1]!).getTime() < Date.now(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(new URL(url, this.issuer), { ...init, headers, redirect: "manual" });
    this.store(response);
    return response;
  }

  /** Follows 30x redirects on the issuer; returns the last response, or the first URL outside it. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response?: Response; externalUrl?: URL; url: URL }> {
    let current = new URL(url, this.issuer);
    let response = await this.request(current.href, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      current = new URL(response.headers.get("location")!, current);
      if (current.origin !== new URL(this.issuer).origin) return { externalUrl: current, url: current };
      response = await this.request(current.href);
    }
    return { response, url: current };
  }

  postForm(url: string, fields: Record<string, string>) {
    return this.follow(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

export interface AuthorizationStart {
  browser: Browser;
  verifier: string;
  state: string;
  /** The page the provider showed (sign-in or sign-up), and its URL. */
  page: string;
  pageUrl: URL;
}

export async function startAuthorization(
  issuer: string,
  params: Record<string, string> = {},
  browser = new Browser(issuer),
): Promise<AuthorizationStart> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString("hex");
  const query = new URLSearchParams({
    client_id: "prenup-customer",
    response_type: "code",
    redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
    scope: "openid profile email offline_access",
    code_challenge: challenge,
    code_challenge_method: "S256",
    state,
    ...params,
  });
  const result = await browser.follow(`/auth?${query}`);
  if (!result.response) throw new Error(`authorization left the issuer early: ${result.url}`);
  return { browser, verifier, state, page: await result.response.text(), pageUrl: result.url };
}

/** The newest link to `path` e-mailed to `to`, read from the dev mailbox (after pending sends). */
export async function mailedLink(identity: TestIdentity, to: string, path: string): Promise<string | undefined> {
  await identity.app.drain();
  const { emails } = (await (await fetch(`${identity.issuer}/dev/mailbox.json`)).json()) as {
    emails: { to: string; text: string }[];
  };
  for (const email of emails) {
    if (email.to !== to) continue;
    const link = email.text.split(/\s+/).find((word) => word.startsWith(`${identity.issuer}${path}?`));
    if (link) return link;
  }
  return undefined;
}

/**
 * Finishes a sign-up the way a person does: opens the confirmation link mailed to `email`, then
 * presses "Sign in" on the "Check your e-mail" page and signs in, which continues the same
 * authorization. Answers the sign-in's result (the app's callback URL in `externalUrl`).
 */
export async function confirmAndSignIn(
  identity: TestIdentity,
  browser: Browser,
  checkEmailPage: string,
  email: string,
  password: string,
) {
  const link = await mailedLink(identity, email, "/email/verify");
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  const confirmed = await browser.follow(link);
  if (confirmed.response?.status !== 200)
    throw new Error(`the confirmation link answered ${confirmed.response?.status}`);
  const signInLink = /href="(\/interaction\/[^"]+\/login)"/.exec(checkEmailPage)?.[1];
  if (!signInLink) throw new Error("no sign-in link on the page");
  const signInPage = await (await browser.follow(signInLink)).response!.text();
  return browser.postForm(formAction(signInPage), { email, password });
}

/** Action attribute of the first form on a page. */
export function formAction(page: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(page);
  if (!match) throw new Error("no form on the page");
  return match[1]!.replace(/&amp;/g, "&");
}

export async function exchangeCode(issuer: string, code: string, verifier: string, clientId = "prenup-customer") {
  const response = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: CUSTOMER_ORIGIN },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: verifier,
      client_id: clientId,
      redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
    }),
  });
  return { response, body: (await response.json()) as Record<string, string> };
}

/** Runs sign-in from an authorization start and returns the code delivered to the app. */
export async function signInAndGetCode(start: AuthorizationStart, email: string, password: string): Promise<URL> {
  const result = await start.browser.postForm(formAction(start.page), { email, password });
  if (!result.externalUrl) throw new Error(`sign-in did not reach the app (status ${result.response?.status})`);
  return result.externalUrl;
}
