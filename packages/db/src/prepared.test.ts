import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "./client.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STATEMENT_SHAPES, preparedQuery, preparedStatement } from "./prepared.ts";
import { createTestDatabase, testDatabaseDriver, type TestDatabase } from "./testing/index.ts";

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

const states = preparedStatement("test_states_of");
const statesOf = (executor: Executor, statement: SQL) => states<{ name: string }>(executor, statement);
const statesWhere = (column: "abbreviation" | "name", value: string) =>
  sql`select name from states where ${sql.identifier(column)} = ${value} and deleted_at is null`;

describe("preparedStatement", () => {
  it("runs each text with its own values, on the database and inside a transaction", async () => {
    expect(await statesOf(database.db, statesWhere("abbreviation", "NY"))).toEqual([{ name: "New York" }]);
    expect(await statesOf(database.db, statesWhere("abbreviation", "CA"))).toEqual([{ name: "California" }]);
    expect(await statesOf(database.db, statesWhere("name", "Texas"))).toEqual([{ name: "Texas" }]);
    const inTransaction = await database.db.transaction((tx) => statesOf(tx, statesWhere("name", "Ohio")));
    expect(inTransaction).toEqual([{ name: "Ohio" }]);
  });

  it.runIf(testDatabaseDriver() === "postgres")(
    "names each text once on PostgreSQL, so the connection keeps one prepared statement per shape",
    async () => {
      const prepared = await database.db.transaction(async (tx) => {
        await statesOf(tx, statesWhere("abbreviation", "NJ"));
        await statesOf(tx, statesWhere("abbreviation", "CO"));
        await statesOf(tx, statesWhere("name", "Colorado"));
        const rows = await tx.execute<{ name: string; statement: string }>(
          sql`select name, statement from pg_prepared_statements where name like 'test_states_of_%' order by name`,
        );
        return rows.rows;
      });
      expect(prepared.map((row) => row.name)).toEqual(["test_states_of_0", "test_states_of_1"]);
      expect(prepared[0]!.statement).toContain('"abbreviation" = $1');
      expect(prepared[1]!.statement).toContain('"name" = $1');
    },
  );

  it(`runs texts past the first ${MAX_STATEMENT_SHAPES} unnamed, with the right rows`, async () => {
    const many = preparedStatement("test_many_shapes");
    const named = await database.db.transaction(async (tx) => {
      for (let shape = 0; shape <= MAX_STATEMENT_SHAPES + 1; shape++) {
        const rows = await many<{ n: number }>(tx, sql`select ${shape}::int + ${sql.raw(String(shape))} as n`);
        expect(rows).toEqual([{ n: shape * 2 }]);
      }
      if (testDatabaseDriver() !== "postgres") return null;
      const rows = await tx.execute<{ count: string }>(
        sql`select count(*) from pg_prepared_statements where name like 'test_many_shapes_%'`,
      );
      return Number(rows.rows[0]!.count);
    });
    if (named !== null) expect(named).toBe(MAX_STATEMENT_SHAPES);
  });
});
