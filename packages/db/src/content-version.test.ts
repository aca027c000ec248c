import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_VERSIONED_TABLES, contentVersion, questions, states, videos } from "./schema/index.ts";
import { seedReference } from "./seeds/index.ts";
import { createTestDatabase, type TestDatabase } from "./testing/index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function version(): Promise<number> {
  const [row] = await database.db.select({ version: contentVersion.version }).from(contentVersion);
  return Number(row!.version);
}

describe("content_version", () => {
  it("is bumped by a real change to the questionnaire content, and only then", async () => {
    const start = await version();
    // A seed re-run that changes nothing, and a change to a table that is not content.
    await seedReference(database.db);
    await database.db.update(states).set({ notaryBlockText: "changed" }).where(eq(states.abbreviation, "NY"));
    expect(await version()).toBe(start);

    const [question] = await database.db.select({ id: questions.id, title: questions.title }).from(questions).limit(1);
    await database.db
      .update(questions)
      .set({ title: `${question!.title} (edited)` })
      .where(eq(questions.id, question!.id));
    expect(await version()).toBe(start + 1);

    // Updating no row at all is no change.
    await database.db.update(questions).set({ title: "nothing" }).where(sql`false`);
    expect(await version()).toBe(start + 1);

    // The seed puts the title back: another change.
    await seedReference(database.db);
    expect(await version()).toBe(start + 2);

    await database.db.update(videos).set({ deletedAt: new Date() }).where(sql`true`);
    expect(await version()).toBe(start + 3);
  });

  it("has insert, update, delete and truncate triggers on exactly the listed tables", async () => {
    const rows = await database.db.execute<{ table: string; trigger: string }>(sql`
      select c.relname as "table", t.tgname as "trigger"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and t.tgname like '%\_content\_%'`);
    const tables = new Set(rows.rows.map((row) => row.table));
    expect([...tables].sort()).toEqual([...CONTENT_VERSIONED_TABLES].sort());
    for (const table of CONTENT_VERSIONED_TABLES) {
      const kinds = rows.rows
        .filter((row) => row.table === table)
        .map((row) => row.trigger.replace(`${table}_content_`, ""))
        .sort();
      expect(kinds, table).toEqual(["delete", "insert", "truncate", "update"]);
    }
  });
});
