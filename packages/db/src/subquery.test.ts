import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attorneys, users } from "./schema/index.ts";
import { subquery } from "./subquery.ts";

// Rendering only: no connection is opened.
const db = drizzle.mock();

describe("subquery", () => {
  it("keeps every column qualified in a select over a single table, where a plain sql field loses them", () => {
    const plain = db
      .select({ attorneyId: sql`(select ${attorneys.id} from ${attorneys} where ${attorneys.userId} = ${users.id})` })
      .from(users)
      .toSQL().sql;
    // The flaw the helper avoids: both sides of the comparison lose their tables.
    expect(plain).toContain('where "user_id" = "id"');

    const nested = db
      .select({
        attorneyId: subquery<string>`select ${attorneys.id} from ${attorneys} where ${attorneys.userId} = ${users.id}`,
      })
      .from(users)
      .toSQL().sql;
    expect(nested).toBe(
      'select (select "attorneys"."id" from "attorneys" where "attorneys"."user_id" = "users"."id") from "users"',
    );
  });

  it("binds its values as parameters", () => {
    const query = db
      .select({ email: subquery<string>`select ${users.email} from ${users} where ${users.id} = ${"u-1"}` })
      .from(attorneys)
      .toSQL();
    expect(query.params).toEqual(["u-1"]);
    expect(query.sql).toContain('"users"."id" = $1');
  });
});
