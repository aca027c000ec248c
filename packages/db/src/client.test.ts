import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailableError } from "./availability.ts";
import { createDatabase } from "./client.ts";
import { testDatabaseDriver } from "./testing/index.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("createDatabase", () => {
  it.runIf(testDatabaseDriver() === "pglite")(
    "keeps PGlite data in its folder across restarts",
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "prenup-db-client-"));
      folders.push(dataDir);
      const first = await createDatabase({ dataDir });
      expect(first.driver).toBe("pglite");
      await first.db.execute(sql`create table kept (name text)`);
      await first.db.execute(sql`insert into kept values ('Testland')`);
      await first.close();

      const second = await createDatabase({ dataDir });
      const rows = await second.db.execute<{ name: string }>(sql`select name from kept`);
      expect(rows.rows.map((r) => r.name)).toEqual(["Testland"]);
      await second.close();
    },
  );

  it.runIf(testDatabaseDriver() === "postgres")("opens PostgreSQL from a postgres:// URL", async () => {
    const database = await createDatabase({ url: process.env["TEST_DATABASE_URL"]! });
    expect(database.driver).toBe("postgres");
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });

  it.runIf(testDatabaseDriver() === "postgres")(
    "survives losing a connection checked out for a transaction, between two statements, and serves again",
    async () => {
      const errors: Error[] = [];
      const database = await createDatabase({
        url: process.env["TEST_DATABASE_URL"]!,
        maxConnections: 2,
        onConnectionError: (error) => errors.push(error),
      });
      const admin = await createDatabase({ url: process.env["TEST_DATABASE_URL"]!, maxConnections: 1 });
      try {
        const attempt = database.db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          await admin.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
          // No statement is running on this client now: pg reports the loss as an `error` event,
          // which ends the process unless someone listens.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        const failure = await attempt.then(
          () => null,
          (error: unknown) => error,
        );
        expect(isDatabaseUnavailableError(failure)).toBe(true);
        expect(errors.length).toBeGreaterThan(0);
        // The broken client was discarded: the next statements get a working connection.
        for (let i = 0; i < 3; i += 1) await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
        await expect(database.ping()).resolves.toBeUndefined();
      } finally {
        await admin.close();
        await database.close();
      }
    },
  );

  it.runIf(testDatabaseDriver() === "postgres")(
    "times the longest wait for a pooled connection, and forgets it once the connection is handed over",
    async () => {
      const database = await createDatabase({ url: process.env["TEST_DATABASE_URL"]!, maxConnections: 1 });
      try {
        expect(database.poolStats?.()).toMatchObject({ waiting: 0, longestWaitMs: 0 });
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const holder = database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await gate;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        // drizzle's queries start when awaited: start this one now.
        const queued = Promise.resolve(database.db.execute(sql`select 2 as two`));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const waiting = database.poolStats!();
        release();
        await holder;
        expect((await queued).rows).toEqual([{ two: 2 }]);
        expect(waiting.waiting).toBe(1);
        expect(waiting.longestWaitMs).toBeGreaterThanOrEqual(250);
        expect(database.poolStats?.()).toMatchObject({ waiting: 0, longestWaitMs: 0 });
      } finally {
        await database.close();
      }
    },
  );

  it("refuses a URL that is not PostgreSQL", async () => {
    await expect(createDatabase({ url: "mysql://localhost/db" })).rejects.toThrow(/postgres/);
  });
});
