import { answerHistory, answers, createDatabase, type DatabaseHandle, type User, waitForDatabase } from "@prenup/db";
import { createCouple, createTestDatabase, testDatabaseDriver, type TestDatabase } from "@prenup/db/testing";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { createJwtVerifier } from "../src/auth/token-verifier.ts";
import { defaultConfig } from "../src/config.ts";
import type { ApiInstance } from "../src/http/types.ts";
import { READY_CACHE_MS, READY_TIMEOUT_MS } from "../src/modules/health/health.routes.ts";
import { AUDIENCE, claimsOf, createTestApi, ISSUER, type TestApi } from "./harness.ts";
import { q } from "./questionnaire-fixtures.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";

// Faults of a real PostgreSQL server: connections terminated under concurrent writes (what a
// failover or a database restart does) and a full outage. PostgreSQL only: PGlite runs in-process.
const onPostgres = testDatabaseDriver() === "postgres";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({
    error: "The service is briefly unavailable. Please try again in a moment.",
    code: "DATABASE_UNAVAILABLE",
  });
  expect(response.headers["retry-after"]).toBe("1");
}

describe.runIf(onPostgres)("terminated connections under concurrent writes", () => {
  let api: TestApi;
  let admin: DatabaseHandle;
  beforeAll(async () => {
    api = await createTestApi();
    admin = await createDatabase({ url: process.env["TEST_DATABASE_URL"]!, maxConnections: 1 });
  });
  afterAll(async () => {
    await admin?.close();
    await api?.close();
  });

  it("keeps the process up, stores every acknowledged save with its history, and answers 503 or success meanwhile", {
    timeout: 60_000,
  }, async () => {
    const writers = await Promise.all(Array.from({ length: 8 }, async () => (await createCouple(api.db)).userA));
    const statuses = new Map<number, number>();
    const acknowledged = new Map<string, string[]>();
    let faultsDone = false;

    // Each writer saves its answer over and over; on a 503 it waits and sends the same save again,
    // as the app's autosave does.
    const write = async (user: User): Promise<void> => {
      const values: string[] = [];
      acknowledged.set(user.id, values);
      let created = false;
      for (let round = 0; (!faultsDone || round < 10) && round < 500; round += 1) {
        const value = `Napa ${round}`;
        for (let attempt = 0; ; attempt += 1) {
          const response = await api.inject({
            method: created ? "PATCH" : "POST",
            url: `/users/${user.id}/answers?questionId=${q("wedding_location")}`,
            payload: { valueTyped: value },
            as: claimsOf(user),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 503) {
            expectUnavailable(response);
            await sleep(20);
            continue;
          }
          // A POST whose commit reached the database but whose answer was lost: the retry finds it.
          if (!created && attempt > 0 && response.statusCode === 409) {
            created = true;
            continue;
          }
          expect([200, 201], response.body).toContain(response.statusCode);
          created = true;
          values.push(value);
          break;
        }
      }
    };

    const faults = async (): Promise<number> => {
      let terminated = 0;
      try {
        for (let fault = 0; fault < 5; fault += 1) {
          await sleep(150);
          // Two statements: in one, the planner may call pg_terminate_backend before filtering.
          const found = await admin.db.execute<{ pid: number }>(
            sql`select pid from pg_stat_activity where datname = ${api.database.name}`,
          );
          const pids = found.rows.map((row) => row.pid);
          await admin.db.execute(
            sql`select pg_terminate_backend(pid) from unnest(${`{${pids.join(",")}}`}::int[]) as pid`,
          );
          terminated += pids.length;
        }
        await sleep(150);
      } finally {
        faultsDone = true;
      }
      return terminated;
    };

    const [terminated] = await Promise.all([faults(), ...writers.map(write)]);
    expect(terminated).toBeGreaterThan(0);
    // Only successes and 503s (and the 409 of a retried POST) were answered: never a 500.
    expect([...statuses.keys()].filter((status) => ![200, 201, 409, 503].includes(status))).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);

    // No connection leaked (a `begin` lost with its connection once kept its client checked out):
    // more concurrent requests than the pool has connections all finish.
    const after = await Promise.all(Array.from({ length: 12 }, () => api.inject({ method: "GET", url: "/states" })));
    expect(after.map((response) => response.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));

    for (const user of writers) {
      const saved = acknowledged.get(user.id)!;
      const [row] = await api.db
        .select()
        .from(answers)
        .where(
          and(eq(answers.userId, user.id), eq(answers.questionId, q("wedding_location")), isNull(answers.deletedAt)),
        );
      expect(row?.valueTyped).toBe(saved.at(-1));
      const history = await api.db
        .select({ value: answerHistory.newValueTyped })
        .from(answerHistory)
        .where(eq(answerHistory.answerId, row!.id));
      const recorded = new Set(history.map((entry) => entry.value));
      expect(saved.filter((value) => !recorded.has(value))).toEqual([]);
    }
    console.info(
      `terminated connections: ${terminated}; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  });
});

describe.runIf(onPostgres)("a database outage", () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: ApiInstance;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const url = new URL(process.env["TEST_DATABASE_URL"]!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    url.pathname = `/${testDatabase.name}`;
    database = await createDatabase({ url: url.toString(), maxConnections: 4, connectTimeoutMs: 500 });
    app = await buildApp({
      config: defaultConfig(),
      database,
      tokenVerifier: createJwtVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        keys: async () => Promise.reject(new Error("unused")),
      }),
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await testDatabase?.close();
  });

  it("answers 503 DATABASE_UNAVAILABLE with Retry-After, shows on /ready within 250 ms, and serves again without a restart", {
    timeout: 30_000,
  }, async () => {
    // As the server starts (waitForDatabase): the readiness check's own connection is opened first,
    // outside /ready's 150 ms (on a busy machine, connecting through the proxy can take longer).
    await waitForDatabase(database, { timeoutMs: 10_000 });
    // The pool's first connections through the proxy may also take longer than a request waits on a
    // saturated machine: the outage is measured from a server that has served once.
    await vi.waitFor(async () => expect((await app.inject({ method: "GET", url: "/states" })).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await app.inject({ method: "GET", url: "/ready" })).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });

    await proxy.cut();
    const cutAt = performance.now();
    let readyFailedAfter: number | undefined;
    while (readyFailedAfter === undefined && performance.now() - cutAt < 2000) {
      const ready = await app.inject({ method: "GET", url: "/ready" });
      if (ready.statusCode === 503) readyFailedAfter = performance.now() - cutAt;
      else await sleep(5);
    }
    // By design within READY_TIMEOUT_MS + READY_CACHE_MS (250 ms); the margin absorbs a busy CI machine's scheduling.
    expect(readyFailedAfter).toBeLessThan(READY_TIMEOUT_MS + READY_CACHE_MS + 150);

    const during: LightMyRequestResponse[] = [];
    for (let i = 0; i < 10; i += 1) during.push(await app.inject({ method: "GET", url: "/states" }));
    during.forEach(expectUnavailable);

    await proxy.restore();
    const restoredAt = performance.now();
    let servedAfter: number | undefined;
    while (servedAfter === undefined && performance.now() - restoredAt < 5000) {
      const response = await app.inject({ method: "GET", url: "/states" });
      if (response.statusCode === 200) servedAfter = performance.now() - restoredAt;
      else {
        expectUnavailable(response);
        await sleep(10);
      }
    }
    expect(servedAfter).toBeDefined();
    // /ready reopens its own connection and may still hold the last answer for READY_CACHE_MS.
    let readyStatus = 0;
    for (const startedAt = performance.now(); readyStatus !== 200 && performance.now() - startedAt < 2000; ) {
      readyStatus = (await app.inject({ method: "GET", url: "/ready" })).statusCode;
      if (readyStatus !== 200) await sleep(20);
    }
    expect(readyStatus).toBe(200);
    console.info(
      `outage: /ready failed ${readyFailedAfter!.toFixed(0)} ms after the cut; served again ${servedAfter!.toFixed(0)} ms after the database came back`,
    );
  });
});
