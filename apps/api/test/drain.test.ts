import { Agent, request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase, documents, type Database } from "@prenup/db";
import {
  createAttorney,
  createCouple,
  createPgliteDataDir,
  createTestDatabase,
  testDatabaseDriver,
  type TestDatabase,
} from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess, type ApiProcess } from "./api-process.ts";
import { AUDIENCE, startLocalIssuer, type LocalIssuer } from "./local-issuer.ts";

// SIGTERM under load, the API in its own process: /ready answers 503 at once while it keeps
// serving for the drain period, every response then closes its connection, and the listener
// closes only after; a load balancer that follows /ready loses nothing.
// Long enough for the checks below on a busy machine (CI runs several test files at once).
const DRAIN_MS = 4000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; connection: string | undefined };

function get(agent: Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("draining on SIGTERM", () => {
  let database: TestDatabase | undefined;
  let api: ApiProcess;
  beforeAll(async () => {
    if (testDatabaseDriver() === "postgres") {
      database = await createTestDatabase();
      const url = new URL(process.env["TEST_DATABASE_URL"]!);
      url.pathname = `/${database.name}`;
      api = await startApiProcess({
        databaseUrl: url.toString(),
        env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_MS / 1000) },
      });
    } else {
      api = await startApiProcess({ env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_MS / 1000) } });
    }
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await database?.close();
  });

  it("answers /ready 503 at once, keeps serving with Connection: close, then exits cleanly: 0 failed requests", {
    timeout: 30_000,
  }, async () => {
    // The "load balancer": kept-alive sockets, 4 requests at a time, routing here while /ready says so.
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    let routing = true;
    const outcomes = { ok: 0, failed: [] as string[] };
    const worker = async () => {
      while (routing) {
        try {
          const answer = await get(agent, `${api.url}/states`);
          if (answer.status === 200) outcomes.ok += 1;
          else outcomes.failed.push(`status ${answer.status}`);
        } catch (error) {
          outcomes.failed.push(String(error));
        }
      }
    };
    // A socket that is kept alive but idle when the stop begins.
    expect((await get(idleAgent, `${api.url}/health`)).connection).not.toBe("close");

    const load = Array.from({ length: 4 }, worker);
    await sleep(500);
    const servedBefore = outcomes.ok;
    const signalledAt = performance.now();
    api.child.kill("SIGTERM");

    // The balancer's health check: every 20 ms until /ready fails, then no new requests here.
    let notReadyAfter: number | undefined;
    while (notReadyAfter === undefined && performance.now() - signalledAt < DRAIN_MS) {
      const ready = await get(new Agent({ keepAlive: false }), `${api.url}/ready`);
      if (ready.status === 503) notReadyAfter = performance.now() - signalledAt;
      else await sleep(20);
    }
    routing = false;
    await Promise.all(load);

    // A request that was already on its way over the idle socket is served, and told to reconnect.
    const late = await get(idleAgent, `${api.url}/states`);
    expect(late).toEqual({ status: 200, connection: "close" });

    const { code } = await api.exited;
    const exitedAfter = performance.now() - signalledAt;
    agent.destroy();
    idleAgent.destroy();

    expect(outcomes.failed).toEqual([]);
    expect(outcomes.ok).toBeGreaterThan(servedBefore);
    // Draining starts on the signal; the answer waits only for the requests queued before it.
    expect(notReadyAfter).toBeLessThan(DRAIN_MS / 2);
    expect(code).toBe(0);
    expect(exitedAfter).toBeGreaterThanOrEqual(DRAIN_MS);
    console.info(
      `drain: ${outcomes.ok} requests served, 0 failed; /ready 503 after ${notReadyAfter!.toFixed(0)} ms; exited ${exitedAfter.toFixed(0)} ms after SIGTERM (drain ${DRAIN_MS} ms)`,
    );
  });
});

/** Reads a chat stream to its end: when it ended (performance.now) and the reason of its `end` event. */
async function readStream(response: Response): Promise<{ endedAt: number; reason: string | null }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  const end = /event: end\ndata: (.*)\n/.exec(text);
  return { endedAt: performance.now(), reason: end ? (JSON.parse(end[1]!) as { reason: string }).reason : null };
}

// Chat streams (server-sent events) stay open for up to an hour: on SIGTERM they end as the drain
// starts, before the listener closes, so in-flight requests finish in time and the process closes
// its job queue and database and exits 0.
describe("SIGTERM with chat streams open", () => {
  const TIMEOUT_MS = 5000;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let issuer: LocalIssuer;
  let api: ApiProcess;
  let people: Awaited<ReturnType<typeof createPeople>>;

  async function createPeople(db: Database) {
    const couple = await createCouple(db, { state: "CA", paid: true });
    const attorney = await createAttorney(db, { states: ["CA"] });
    await db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, couple.document.id));
    return { customer: couple.userA, attorney: attorney.user, documentId: couple.document.id };
  }

  beforeAll(async () => {
    issuer = await startLocalIssuer();
    const env: Record<string, string> = {
      OIDC_ISSUER: issuer.url,
      API_AUDIENCE: AUDIENCE,
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_MS / 1000),
      SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_MS / 1000),
      LOG_LEVEL: "info",
    };
    if (testDatabaseDriver() === "postgres") {
      database = await createTestDatabase();
      people = await createPeople(database.db);
      const url = new URL(process.env["TEST_DATABASE_URL"]!);
      url.pathname = `/${database.name}`;
      env["DATABASE_URL"] = url.toString();
    } else {
      // The embedded database serves one process: the people are written before the API opens it.
      dataDir = await mkdtemp(path.join(tmpdir(), "prenup-drain-streams-"));
      await createPgliteDataDir(dataDir);
      const handle = await createDatabase({ dataDir });
      people = await createPeople(handle.db);
      await handle.close();
      env["API_DATA_DIR"] = dataDir;
    }
    api = await startApiProcess({ env });
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await issuer?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const streamUrl = (userId: string) => `${api.url}/users/${userId}/documents/${people.documentId}/chats/stream`;
  const openStream = async (user: { id: string; externalId: string; email: string }, app: "customer" | "attorney") =>
    fetch(streamUrl(user.id), { headers: { authorization: `Bearer ${await issuer.token(user, { app })}` } });

  it("ends every stream as the drain starts, refuses new ones with 503, and exits 0 with the job queue and database closed", {
    timeout: 30_000,
  }, async () => {
    const opened = [
      await openStream(people.customer, "customer"),
      await openStream(people.attorney, "attorney"),
      await openStream(people.attorney, "attorney"),
    ];
    for (const response of opened) expect(response.status).toBe(200);
    const ended = opened.map(readStream);

    const signalledAt = performance.now();
    api.child.kill("SIGTERM");
    const endings = await Promise.all(ended);
    // Still draining (the listener is open): a new stream is refused, with a hint to retry.
    const refused = await openStream(people.customer, "customer").catch(() => null);
    const refusedAfter = performance.now() - signalledAt;
    const { code } = await api.exited;
    const exitedAfter = performance.now() - signalledAt;

    expect(endings.map((ending) => ending.reason)).toEqual(["server-stopping", "server-stopping", "server-stopping"]);
    for (const ending of endings) expect(ending.endedAt - signalledAt).toBeLessThan(DRAIN_MS / 2);
    expect(refusedAfter).toBeLessThan(DRAIN_MS);
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get("retry-after")).toBe("1");
    expect(await refused?.json()).toMatchObject({ code: "NOT_READY" });
    expect(api.output()).not.toContain("did not finish in time");
    expect(code).toBe(0);
    expect(api.output()).toContain("stopped: connections, job queue and database closed");
    expect(exitedAfter).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(exitedAfter).toBeLessThan(DRAIN_MS + TIMEOUT_MS);
    console.info(
      `drain with chat streams: streams ended ${Math.max(...endings.map((e) => e.endedAt - signalledAt)).toFixed(0)} ms after SIGTERM; exited ${exitedAfter.toFixed(0)} ms after (drain ${DRAIN_MS} ms)`,
    );
  });
});
