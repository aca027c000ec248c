import { createTestDatabase, testDatabaseDriver, type TestDatabase } from "@prenup/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createFixedClock } from "../clock.ts";
import { createEmbeddedJobQueue } from "./embedded.ts";
import type { JobDefinition, JobQueue } from "./job-queue.ts";
import { createPgBossJobQueue } from "./pg-boss.ts";

/**
 * One contract, two adapters: the embedded queue (PGlite, and PostgreSQL too) and pg-boss
 * (PostgreSQL, when TEST_DATABASE_URL is set). A job enqueued in a transaction exists exactly when
 * the transaction commits; a failing job is retried with backoff and then fails; a job whose
 * worker stopped mid-job runs again in a new queue (a restart) and completes once; depth counts.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`CREATE TABLE job_effects (key text PRIMARY KEY, runs int NOT NULL DEFAULT 1)`);
});
afterAll(async () => {
  await database?.close();
});

function testDatabaseUrl(): string | undefined {
  const base = process.env["TEST_DATABASE_URL"];
  if (database.driver !== "postgres" || !base) return undefined;
  const url = new URL(base);
  url.pathname = `/${database.name}`;
  return url.toString();
}

/** `pollSeconds`: how long an idle worker waits before it looks again (default: a short poll). */
type Factory = (options: { expireInSecondsFloor: number; pollSeconds?: number }) => JobQueue;
/** `storedError`: what the queue keeps of the last failed run of the job named so. */
const adapters: {
  name: string;
  available: () => boolean;
  create: Factory;
  storedError: (name: string) => Promise<string[]>;
}[] = [
  {
    name: "embedded",
    available: () => true,
    create: (options) => createEmbeddedJobQueue({ db: database.db, pollMs: (options.pollSeconds ?? 0.05) * 1000 }),
    storedError: async (name) =>
      (
        await database.db.execute<{ error: string }>(
          sql`SELECT last_error AS error FROM background_jobs WHERE name = ${name}`,
        )
      ).rows.map((row) => row.error),
  },
  {
    name: "pg-boss",
    available: () => testDatabaseDriver() === "postgres",
    create: (options) =>
      createPgBossJobQueue({
        connectionString: testDatabaseUrl()!,
        db: database.db,
        pollingIntervalSeconds: options.pollSeconds ?? 0.5,
        maintenanceIntervalSeconds: 1,
        poolSize: 2,
      }),
    storedError: async (name) =>
      (
        await database.db.execute<{ error: string }>(
          sql`SELECT output->>'message' AS error FROM pgboss.job WHERE name = ${name}`,
        )
      ).rows.map((row) => row.error),
  },
];

const effects = async (key: string) =>
  (await database.db.execute<{ runs: number }>(sql`SELECT runs FROM job_effects WHERE key = ${key}`)).rows.map((row) =>
    Number(row.runs),
  );
/** The job's effect, idempotent: a second run counts itself but changes nothing else. */
const applyEffect = (key: string) =>
  database.db.execute(
    sql`INSERT INTO job_effects (key) VALUES (${key}) ON CONFLICT (key) DO UPDATE SET runs = job_effects.runs + 1`,
  );

const queues: JobQueue[] = [];
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop({ timeoutMs: 2000 });
});

for (const adapter of adapters) {
  describe.skipIf(!adapter.available())(`the ${adapter.name} job queue`, () => {
    let prefix = 0;
    const uniqueName = (what: string) => `${adapter.name}-${what}-${(prefix += 1)}`;
    const open = (definitions: JobDefinition<never>[]) => {
      const queue = adapter.create({ expireInSecondsFloor: 1 });
      for (const definition of definitions) queue.define(definition);
      queues.push(queue);
      return queue;
    };

    it("runs a job enqueued in a committed transaction, and none from a rolled-back one", async () => {
      const name = uniqueName("commit");
      const queue = open([
        {
          name,
          retryLimit: 0,
          retryDelaySeconds: 1,
          expireInSeconds: 10,
          handle: async (data: { key: string }) => void (await applyEffect(data.key)),
        },
      ]);
      await queue.start({ work: false });
      await database.db.transaction(async (tx) => queue.enqueue(name, { key: `${name}-kept` }, { executor: tx }));
      await expect(
        database.db.transaction(async (tx) => {
          await queue.enqueue(name, { key: `${name}-dropped` }, { executor: tx });
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      expect(await queue.depth()).toEqual([{ name, queued: 1, due: 1, active: 0, failed: 0 }]);

      await queue.start();
      await queue.drain();
      expect(await effects(`${name}-kept`)).toEqual([1]);
      expect(await effects(`${name}-dropped`)).toEqual([]);
      expect(await queue.depth()).toEqual([{ name, queued: 0, due: 0, active: 0, failed: 0 }]);
    });

    it("runs a job enqueued in a transaction as soon as it is woken after the commit, not at the next poll", async () => {
      const name = uniqueName("wake");
      const queue = adapter.create({ expireInSecondsFloor: 1, pollSeconds: 30 });
      queue.define({
        name,
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: 10,
        handle: async (data: { key: string }) => void (await applyEffect(data.key)),
      });
      queues.push(queue);
      await queue.start();
      // Let the worker's first look find nothing: it now waits for its 30 s poll.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await database.db.transaction(async (tx) => queue.enqueue(name, { key: `${name}-now` }, { executor: tx }));
      const committedAt = Date.now();
      queue.wake();
      while ((await effects(`${name}-now`)).length === 0 && Date.now() - committedAt < 10_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const tookMs = Date.now() - committedAt;
      console.info(`${adapter.name}: a woken worker ran the job ${tookMs} ms after the commit`);
      expect(await effects(`${name}-now`)).toEqual([1]);
      expect(tookMs).toBeLessThan(5_000);
    });

    it("leaves a job scheduled for later alone, and counts it as queued, not due", async () => {
      const name = uniqueName("later");
      const queue = open([
        {
          name,
          retryLimit: 0,
          retryDelaySeconds: 1,
          expireInSeconds: 10,
          handle: async (data: { key: string }) => void (await applyEffect(data.key)),
        },
      ]);
      await queue.start();
      await queue.enqueue(name, { key: `${name}-later` }, { startAfter: new Date(Date.now() + 3_600_000) });
      await queue.drain();
      expect(await effects(`${name}-later`)).toEqual([]);
      expect(await queue.depth()).toEqual([{ name, queued: 1, due: 0, active: 0, failed: 0 }]);
    });

    it("retries a failing job with a growing delay, then completes it", async () => {
      const name = uniqueName("retry");
      const runs: number[] = [];
      const queue = open([
        {
          name,
          retryLimit: 3,
          retryDelaySeconds: 1,
          expireInSeconds: 10,
          handle: async (_data: unknown, job) => {
            runs.push(Date.now());
            expect(job.attempt).toBe(runs.length);
            if (runs.length < 3) throw new Error(`refused ${runs.length}`);
          },
        },
      ]);
      await queue.start();
      await queue.enqueue(name, {});
      const deadline = Date.now() + 20_000;
      while (runs.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await queue.drain();
      expect(runs).toHaveLength(3);
      // 1 s, then 2 s (backoff), each at least (pollers may add a little).
      expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(900);
      expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(1_900);
      expect(await queue.depth()).toEqual([{ name, queued: 0, due: 0, active: 0, failed: 0 }]);
    });

    it("keeps a failed run's error with its causes on one line, without a failed query's parameters", async () => {
      const name = uniqueName("recorded");
      const queue = open([
        {
          name,
          retryLimit: 0,
          retryDelaySeconds: 1,
          expireInSeconds: 10,
          handle: async () => {
            const query = new Error(
              'Failed query: select 1 from "users" where email = $1\nparams: alex@demo.prenup.test',
            );
            throw new Error("The notice could not be sent.", { cause: query });
          },
        },
      ]);
      await queue.start();
      await queue.enqueue(name, {});
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (await queue.depth())[0]!.failed === 0)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await adapter.storedError(name)).toEqual([
        'The notice could not be sent. | cause: Failed query: select 1 from "users" where email = $1 params: [redacted]',
      ]);
    });

    it("fails a job that keeps failing once its retries are spent", async () => {
      const name = uniqueName("fail");
      let runs = 0;
      const queue = open([
        {
          name,
          retryLimit: 1,
          retryDelaySeconds: 1,
          expireInSeconds: 10,
          handle: async () => {
            runs += 1;
            throw new Error("always refused");
          },
        },
      ]);
      await queue.start();
      await queue.enqueue(name, {});
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && (await queue.depth())[0]!.failed === 0)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(runs).toBe(2);
      expect(await queue.depth()).toEqual([{ name, queued: 0, due: 0, active: 0, failed: 1 }]);
    });

    it("survives a restart: a job whose worker stopped mid-job runs again in a new queue and completes once", async () => {
      const name = uniqueName("restart");
      const key = `${name}-effect`;
      let release: () => void = () => undefined;
      const stuck = new Promise<void>((resolve) => (release = resolve));
      let firstStarted: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (firstStarted = resolve));
      // The first process: its handler hangs (as a process that is killed never finishes).
      const first = adapter.create({ expireInSecondsFloor: 1 });
      first.define({
        name,
        retryLimit: 2,
        retryDelaySeconds: 1,
        expireInSeconds: 1,
        handle: async () => {
          firstStarted();
          await stuck;
        },
      });
      await first.start();
      await first.enqueue(name, {});
      await started;
      // The process goes away with the job in flight: the embedded queue leaves it active until its
      // lease passes, pg-boss fails it back to the queue for a retry (a killed process, where pg-boss
      // expires it instead, is test/job-worker-kill.test.ts).
      await first.stop({ timeoutMs: 1000 });
      // A new process (the restart) with the real handler.
      const second = open([
        {
          name,
          retryLimit: 2,
          retryDelaySeconds: 1,
          expireInSeconds: 1,
          handle: async () => void (await applyEffect(key)),
        },
      ]);
      await second.start();
      const deadline = Date.now() + 20_000;
      while ((await effects(key)).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await second.drain();
      expect(await effects(key)).toEqual([1]);
      release();
      expect((await second.depth())[0]).toMatchObject({ queued: 0, due: 0, active: 0 });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitForEffect = async (key: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while ((await effects(key)).length === 0 && Date.now() < deadline) await sleep(100);
};

/**
 * The daily jobs (signing reminders, write keys' purge) run once a day for the fleet: workers
 * started together run the day's job once, and a restart the same day runs nothing more.
 */
describe("daily jobs", () => {
  it("embedded: two queues started together claim the day's job once; a restart the same day claims nothing; the next day one more", async () => {
    const name = "embedded-daily";
    const clock = createFixedClock(new Date("2026-11-25T10:00:00Z"));
    const open = () => {
      const queue = createEmbeddedJobQueue({ db: database.db, pollMs: 50, clock });
      queue.define({
        name,
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: 10,
        handle: async (data: { day: string }) => void (await applyEffect(`${name}-${data.day}`)),
      });
      queue.daily([name]);
      queues.push(queue);
      return queue;
    };
    const [a, b] = [open(), open()];
    await Promise.all([a.start(), b.start()]);
    await waitForEffect(`${name}-2026-11-25`, 10_000);
    await Promise.all([a.drain(), b.drain()]);
    await a.stop();
    // The restart the same day.
    const c = open();
    await c.start();
    await sleep(300);
    await c.drain();
    expect(await effects(`${name}-2026-11-25`)).toEqual([1]);
    const jobs = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM background_jobs WHERE name = ${name}`,
    );
    expect(Number(jobs.rows[0]!.n)).toBe(1);
    // The next day, one more.
    clock.advance(24 * 60 * 60 * 1000);
    await c.stop();
    const d = open();
    await d.start();
    await waitForEffect(`${name}-2026-11-26`, 10_000);
    await d.drain();
    expect(await effects(`${name}-2026-11-26`)).toEqual([1]);
    expect(await effects(`${name}-2026-11-25`)).toEqual([1]);
  });

  it.skipIf(testDatabaseDriver() !== "postgres")(
    "pg-boss: two workers started together run the day's job once through its schedule; a restart the same day runs nothing",
    { timeout: 90_000 },
    async () => {
      // The schedule is due in the minute it names (pg-boss's timekeeper, by the database's time):
      // this minute, with time left in it for both workers and the restart.
      if (new Date().getUTCSeconds() > 35) await sleep((61 - new Date().getUTCSeconds()) * 1000);
      const now = new Date();
      const dailyCron = `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
      const name = "pg-boss-daily";
      let runs = 0;
      const open = () => {
        const queue = createPgBossJobQueue({
          connectionString: testDatabaseUrl()!,
          db: database.db,
          pollingIntervalSeconds: 0.5,
          maintenanceIntervalSeconds: 1,
          poolSize: 2,
          dailyCron,
          cronMonitorIntervalSeconds: 1,
          cronWorkerIntervalSeconds: 1,
        });
        queue.define({
          name,
          retryLimit: 0,
          retryDelaySeconds: 1,
          expireInSeconds: 10,
          handle: async () => {
            runs += 1;
            await applyEffect(name);
          },
        });
        queue.daily([name]);
        queues.push(queue);
        return queue;
      };
      const [a, b] = [open(), open()];
      await Promise.all([a.start(), b.start()]);
      await waitForEffect(name, 20_000);
      // Both timekeepers look every second: give them a few more looks.
      await sleep(3_000);
      expect(await effects(name)).toEqual([1]);
      await a.stop({ timeoutMs: 2000 });
      await b.stop({ timeoutMs: 2000 });
      // The restart, still within the scheduled minute.
      const c = open();
      await c.start();
      await sleep(3_000);
      await c.drain();
      expect(await effects(name)).toEqual([1]);
      expect(runs).toBe(1);
    },
  );
});
