import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedQuery } from "./prepared.ts";
import { createTestDatabase, type TestDatabase } from "./testing/index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const stateByAbbreviation = preparedQuery<{ name: string; abbreviation: string }>(
  "test_state_by_abbreviation",
  () =>
    sql`select name, abbreviation from states where abbreviation = ${sql.placeholder("abbreviation")} and deleted_at is null`,
);

describe("preparedQuery", () => {
  it("runs with different values on the database and inside a transaction", async () => {
    expect(await stateByAbbreviation(database.db, { abbreviation: "NY" })).toEqual([
      { name: "New York", abbreviation: "NY" },
    ]);
    expect(await stateByAbbreviation(database.db, { abbreviation: "CA" })).toEqual([
      { name: "California", abbreviation: "CA" },
    ]);
    const inTransaction = await database.db.transaction((tx) => stateByAbbreviation(tx, { abbreviation: "TX" }));
    expect(inTransaction).toEqual([{ name: "Texas", abbreviation: "TX" }]);
    expect(await stateByAbbreviation(database.db, { abbreviation: "XX" })).toEqual([]);
  });

  it("is reported to statement listeners, once per run", async () => {
    const seen: string[] = [];
    const stop = database.onStatement((text) => seen.push(text));
    await stateByAbbreviation(database.db, { abbreviation: "NY" });
    stop();
    await stateByAbbreviation(database.db, { abbreviation: "NY" });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain("from states where abbreviation = $1");
  });
});
