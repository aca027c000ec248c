import { spawn, type ChildProcess } from "node:child_process";
import { createTestDatabase, testDatabaseDriver, type TestDatabase } from "@prenup/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedJobQueue, createPgBossJobQueue, type JobQueue } from "../src/integrations/jobs/index.ts";

/**
 * A worker process killed (SIGKILL) in the middle of a job: the job is taken again once its lease
 * has expired, by another worker process, and its effect is applied exactly once. PostgreSQL only
 * (the worker is another process; PGlite belongs to one). Both adapters.
 */
const onPostgres = testDatabaseDriver() === "postgres";
let database: TestDatabase;
let url: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  const parsed = new URL(process.env["TEST_DATABASE_URL"]!);
  parsed.pathname = `/${database.name}`;
  url = parsed.toString();
  await database.db.execute(
    sql`CREATE TABLE kill_probe_starts (key text NOT NULL, attempt int NOT NULL, pid int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
  );
  await database.db.execute(sql`CREATE TABLE kill_probe_effects (key text PRIMARY KEY, runs int NOT NULL DEFAULT 1)`);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await database?.close();
});

function startWorker(adapter: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "test/fixtures/job-worker.ts"], {
    env: { ...process.env, DATABASE_URL: url, JOB_ADAPTER: adapter },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve(child);
    });
  });
}

const waitFor = async <T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const adapters: { name: string; queue: () => JobQueue }[] = [
  { name: "pg-boss", queue: () => createPgBossJobQueue({ connectionString: url, db: database.db }) },
  { name: "embedded", queue: () => createEmbeddedJobQueue({ db: database.db }) },
];

describe.skipIf(!onPostgres)("a worker killed mid-job", () => {
  for (const adapter of adapters) {
    it(`${adapter.name}: another worker completes the job, exactly once`, async () => {
      const key = `${adapter.name}-${Date.now()}`;
      const first = await startWorker(adapter.name);
      // The producer (the API) enqueues; the same definition, not worked here.
      const producer = adapter.queue();
      producer.define({
        name: "kill-probe",
        retryLimit: 3,
        retryDelaySeconds: 1,
        expireInSeconds: 4,
        handle: async () => undefined,
      });
      await producer.start({ work: false });
      await database.db.transaction(async (tx) => producer.enqueue("kill-probe", { key }, { executor: tx }));

      const started = await waitFor("the first run", async () => {
        const rows = (
          await database.db.execute<{ pid: number }>(sql`SELECT pid FROM kill_probe_starts WHERE key = ${key}`)
        ).rows;
        return rows[0] ? Number(rows[0].pid) : undefined;
      });
      expect(started).toBe(first.pid);
      const killedAt = Date.now();
      first.kill("SIGKILL");
      await new Promise((resolve) => first.once("exit", resolve));

      const second = await startWorker(adapter.name);
      const runs = await waitFor("the effect", async () => {
        const rows = (
          await database.db.execute<{ runs: number }>(sql`SELECT runs FROM kill_probe_effects WHERE key = ${key}`)
        ).rows;
        return rows[0] ? Number(rows[0].runs) : undefined;
      });
      const recoveredMs = Date.now() - killedAt;
      await producer.drain();
      // Wait a little longer: nothing runs it a third time.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const starts = (
        await database.db.execute<{ attempt: number; pid: number }>(
          sql`SELECT attempt, pid FROM kill_probe_starts WHERE key = ${key} ORDER BY at`,
        )
      ).rows;
      const effectRuns = (
        await database.db.execute<{ runs: number }>(sql`SELECT runs FROM kill_probe_effects WHERE key = ${key}`)
      ).rows;
      console.info(`${adapter.name}: killed mid-job, completed by another worker ${recoveredMs} ms later`);
      expect(runs).toBe(1);
      expect(effectRuns.map((row) => Number(row.runs))).toEqual([1]);
      expect(starts.map((row) => [Number(row.attempt), Number(row.pid)])).toEqual([
        [1, first.pid],
        [2, second.pid],
      ]);
      expect((await producer.depth())[0]).toMatchObject({ queued: 0, due: 0, active: 0, failed: 0 });
      second.kill("SIGTERM");
      await new Promise((resolve) => second.once("exit", resolve));
      await producer.stop();
    }, 60_000);
  }
});
