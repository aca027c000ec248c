import { Agent, request } from "node:http";
import { createTestDatabase, testDatabaseDriver, type TestDatabase } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess, type ApiProcess } from "./api-process.ts";

// SIGTERM under load, the API in its own process: /ready answers 503 at once while it keeps
// serving for the drain period, every response then closes its connection, and the listener
// closes only after; a load balancer that follows /ready loses nothing.
// Long enough for the checks below on a busy machine (CI runs several test files at once).
const DRAIN_MS = 2000;
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
      api = await startApiProcess({ databaseUrl: url.toString(), env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_MS / 1000) } });
    } else {
      api = await startApiProcess({ env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_MS / 1000) } });
    }
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await database?.close();
  });

  it("answers /ready 503 at once, keeps serving with Connection: close, then exits cleanly: 0 failed requests", { timeout: 30_000 }, async () => {
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
