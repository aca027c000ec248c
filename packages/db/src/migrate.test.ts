import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseDriver, type TestDatabase } from "./testing/index.ts";
import { migrate, pendingMigrations } from "./migrate.ts";
import { seedReference } from "./seeds/index.ts";
import { products, states } from "./schema/index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`migrations and reference seed (${testDatabaseDriver()})`, () => {
  it("opens the database on the driver the project asked for", async () => {
    expect(database.driver).toBe(testDatabaseDriver());
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("applies every committed migration, and applying again is a no-op", async () => {
    await migrate(database);
    expect(await pendingMigrations(database)).toBe(0);
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(["users", "attorneys", "documents", "states", "products", "terms"]));
  });

  it("seeds the reference rows and a second run changes nothing", async () => {
    const before = await database.db.select().from(states).orderBy(states.abbreviation);
    expect(before.map((s) => s.abbreviation)).toEqual(expect.arrayContaining(["CA", "NY", "TX", "FL", "IL", "MN"]));
    await seedReference(database.db);
    const after = await database.db.select().from(states).orderBy(states.abbreviation);
    expect(after).toEqual(before);
    const prenup = (await database.db.select().from(products)).find((p) => p.productType === "PRENUP");
    expect(prenup?.priceInCents).toBe(59_900);
    expect(prenup?.isSharedProduct).toBe(true);
  });
});

describe(`migration history guard (${testDatabaseDriver()})`, () => {
  it("counts the committed migrations a database has not applied", async () => {
    const scratch = await createTestDatabase();
    try {
      await scratch.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      expect(await pendingMigrations(scratch)).toBe(1);
      await scratch.db.execute(sql`drop schema drizzle cascade`);
      expect(await pendingMigrations(scratch)).toBeGreaterThan(1);
    } finally {
      await scratch.close();
    }
  });

  it("refuses a database migrated with a history that is no longer committed, with a clear message", async () => {
    const scratch = await createTestDatabase();
    try {
      await scratch.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('squashed-away', 1)`,
      );
      await expect(migrate(scratch)).rejects.toThrow(/no longer committed/);
    } finally {
      await scratch.close();
    }
  });
});
