/**
 * The data map: every table that names a person (a foreign key to `users`, and `users` itself) is
 * classified in the retention table of @prenup/domain (`RETENTION_RULES`: deleted, anonymised, or kept
 * with its reason and period), once, and the table names no table the schema does not have. A new
 * table with a person's id fails here until someone decides what deleting an account does to it.
 */
import { RETENTION_RULES, retentionRuleOf } from "@prenup/domain";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema/index.ts";

const tables = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableConfig(value)] : []));

/** The tables whose rows name a person: `users`, and every table with a foreign key to it. */
function personalTables(configs: typeof tables): string[] {
  return configs
    .filter(
      (config) =>
        config.name === "users" ||
        config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === "users"),
    )
    .map((config) => config.name)
    .sort();
}

describe("the data map", () => {
  it("classifies every table that names a person in the retention table", () => {
    const unclassified = personalTables(tables).filter((table) => retentionRuleOf(table) === null);
    expect(unclassified, "tables with a person's id and no retention rule").toEqual([]);
  });

  it("classifies each table once, and only tables the schema has", () => {
    const classified = RETENTION_RULES.flatMap((rule) => rule.tables);
    expect(classified.filter((table, index) => classified.indexOf(table) !== index)).toEqual([]);
    const known = new Set(tables.map((config) => config.name));
    expect(classified.filter((table) => !known.has(table))).toEqual([]);
  });

  it("says why and for how long what is kept is kept", () => {
    for (const rule of RETENTION_RULES) {
      if (rule.kind === "KEPT") expect([rule.what, rule.reason, rule.period].every(Boolean), rule.what).toBe(true);
      if (rule.kind === "ANONYMISED") expect(rule.reason, rule.what).toBeTruthy();
    }
  });

  it("finds a new table with a person's id that nobody classified", () => {
    const planted = { ...tables[0]!, name: "pet_photos" };
    const withUserKey = tables.find((config) => config.name === "answers")!;
    expect(personalTables([...tables, { ...withUserKey, name: "pet_photos" }])).toContain("pet_photos");
    expect(retentionRuleOf(planted.name)).toBeNull();
  });
});
