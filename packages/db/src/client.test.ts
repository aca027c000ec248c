import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./client.ts";
import { testDatabaseDriver } from "./testing/index.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("createDatabase", () => {
  it.runIf(testDatabaseDriver() === "pglite")("keeps PGlite data in its folder across restarts", { timeout: 120_000 }, async () => {
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
  });

  it.runIf(testDatabaseDriver() === "postgres")("opens PostgreSQL from a postgres:// URL", async () => {
    const database = await createDatabase({ url: process.env["TEST_DATABASE_URL"]! });
    expect(database.driver).toBe("postgres");
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });

  it("refuses a URL that is not PostgreSQL", async () => {
    await expect(createDatabase({ url: "mysql://localhost/db" })).rejects.toThrow(/postgres/);
  });
});
