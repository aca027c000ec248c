/**
 * Every route that names something by id in its path, called with an id that names nothing by a
 * caller its access rule lets through (an admin, where one may call it): the answer is a 4xx that
 * says so, never a 500 from a foreign key or a missing row, and nothing is stored.
 */
import * as schema from "@prenup/db";
import { snapshotTables } from "@prenup/db/testing";
import { getTableName, isTable } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./harness.ts";
import { routeInputs } from "./route-inputs.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await api?.close();
});

describe("unknown ids", () => {
  it("answers every route with an id that names nothing with a 4xx, never a 5xx, storing nothing", async () => {
    const inputs = await routeInputs(api);
    // Every table but users (last_active_at) and the audit trail of refused admin requests, if any.
    const tables = Object.values(schema).filter(
      (value): value is never => isTable(value) && getTableName(value) !== "users",
    );
    const before = await snapshotTables(api.db, tables);
    const failures: string[] = [];
    let checked = 0;
    for (const operation of inputs.operations) {
      for (const field of inputs.fields(operation, (candidate) => candidate.format === "uuid")) {
        if (field.part !== "path") continue;
        const response = await inputs.send(operation, field, randomUUID());
        // A caller the rule lets through only with their own id (self): the unknown id is theirs to refuse.
        if (!response) continue;
        checked += 1;
        if (response.statusCode >= 500)
          failures.push(
            `${operation.method} ${operation.path} {${String(field.path[0])}}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    expect(await snapshotTables(api.db, tables)).toEqual(before);
    // Some two hundred requests and two snapshots of every table: minutes on a loaded machine.
  }, 300_000);
});
