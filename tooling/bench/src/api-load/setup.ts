// The system under load: the real API (buildApp) on a fresh database, listening on 127.0.0.1,
// trusting a local RS256 key with which the benchmark signs each virtual user's access token.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@prenup/api/src/app.ts";
import { createJwtVerifier } from "@prenup/api/src/auth/token-verifier.ts";
import { defaultConfig } from "@prenup/api/src/config.ts";
import { createDatabase, migrate, referenceId, seedReference, type DatabaseHandle } from "@prenup/db";
import { completeAnswers } from "@prenup/agreement/testing";
import { createCouple, writeAnswers } from "@prenup/db/testing";
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import pg from "pg";
import type { VirtualUser } from "./scenario.ts";

const ISSUER = "http://localhost:4100";
const AUDIENCE = "http://localhost:4000";
const CUSTOMER_CLIENT = "prenup-customer";

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** How the output names it, e.g. "postgres (prenup_bench_… on 127.0.0.1:5432)". */
  description: string;
  /** The database's own postgres:// URL (absent on PGlite). */
  url?: string;
  /** Closes the handle and removes the database (or its folder). */
  dispose(): Promise<void>;
}

/** The server URL of BENCH_DATABASE_URL, else TEST_DATABASE_URL; undefined means PGlite. */
export function postgresServerUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env["BENCH_DATABASE_URL"] || env["TEST_DATABASE_URL"];
  return url || undefined;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, reference-seeded database: a new one on the PostgreSQL server, or PGlite in a temp folder. */
export async function openBenchDatabase(serverUrl = postgresServerUrl()): Promise<BenchDatabase> {
  if (serverUrl) {
    const name = `prenup_bench_${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}_${process.pid}`;
    await onServer(serverUrl, `create database "${name}"`);
    const url = withDatabaseName(serverUrl, name);
    let handle: DatabaseHandle | undefined;
    const drop = async (): Promise<void> => {
      await handle?.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    };
    try {
      // The server's own pool size (createDatabase's default), as in production.
      handle = await createDatabase({ url });
      await migrate(handle);
      await seedReference(handle.db);
    } catch (error) {
      await drop();
      throw error;
    }
    const host = new URL(serverUrl).host;
    return { handle, url, description: `postgres (database ${name} on ${host}, dropped afterwards)`, dispose: drop };
  }
  const folder = mkdtempSync(join(tmpdir(), "prenup-bench-"));
  const handle = await createDatabase({ dataDir: folder });
  await migrate(handle);
  await seedReference(handle.db);
  return {
    handle,
    description: `pglite (embedded, ${folder}, removed afterwards)`,
    async dispose() {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface RunningApi {
  baseUrl: string;
  /** A real RS256 access token from the customer app for `sub`, valid for an hour. */
  token(sub: string, email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The API as server.ts builds it, except: tokens are verified against a local key set instead of
 * the identity provider's, the rate limit is raised out of the way, and logs (at the production
 * level, so their cost is measured) go nowhere.
 */
export async function startApi(database: DatabaseHandle): Promise<RunningApi> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "bench-key", alg: "RS256", use: "sig" };
  // Responses as production writes them: the compiled serializers alone, without the zod check that
  // development and the test suites add (apps/api/src/http/serializer.ts).
  const config = defaultConfig({ rateLimit: { max: 10_000_000, windowMs: 60_000 }, checkResponses: false });
  const app = await buildApp({
    config,
    database,
    tokenVerifier: createJwtVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: createLocalJWKSet({ keys: [jwk] }) }),
    logger: { level: config.logLevel, stream: { write: () => {} } },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("The API is not listening on a TCP port");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async token(sub, email) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ client_id: CUSTOMER_CLIENT, email, scope: "openid profile email offline_access" })
        .setProtectedHeader({ alg: "RS256", kid: "bench-key", typ: "at+jwt" })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
    },
    close: () => app.close(),
  };
}

/** The question each user's first save answers (a create), which the scenario's saves then update. */
const ANSWERED_BY_THE_SCENARIO = "wedding_location";

/**
 * `count` customers as couples sharing a document (a last one alone in a couple when `count` is
 * odd is still created with a partner who sends no load); every other couple has paid its prenup.
 * With `answers: "complete"`, each partner has answered every question they are shown.
 */
export async function createVirtualUsers(
  database: DatabaseHandle,
  api: RunningApi,
  count: number,
  options: { answers?: "one" | "complete" } = {},
): Promise<VirtualUser[]> {
  const users: VirtualUser[] = [];
  const answerQuestionId = referenceId("question", ANSWERED_BY_THE_SCENARIO);
  for (let index = 0; users.length < count; index++) {
    const state = index % 2 === 0 ? "CA" : "NY";
    const couple = await createCouple(database.db, { state, paid: index % 2 === 0 });
    if (options.answers === "complete") {
      // Every question each partner is shown, answered (the agreement package's fixture answers), but
      // the one the scenario's first save creates.
      const { [ANSWERED_BY_THE_SCENARIO]: _created, ...answers } = completeAnswers(state, {});
      for (const person of [couple.userA, couple.userB])
        await writeAnswers(database.db, { userId: person.id, documentId: couple.document.id, answers });
    }
    for (const [self, partner] of [
      [couple.userA, couple.userB],
      [couple.userB, couple.userA],
    ] as const) {
      if (users.length === count) break;
      users.push({
        id: self.id,
        externalId: self.externalId,
        token: await api.token(self.externalId, self.email),
        documentId: couple.document.id,
        partnerId: partner.id,
        answerQuestionId,
      });
    }
  }
  // The first answer is a create (POST); the scenario's saves are the updates that follow.
  for (const user of users) {
    const response = await fetch(`${api.baseUrl}/users/${user.id}/answers?questionId=${answerQuestionId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify({ valueTyped: "Napa, CA" }),
    });
    if (response.status !== 201)
      throw new Error(`Setup could not answer for ${user.id}: ${response.status} ${await response.text()}`);
  }
  return users;
}
