/**
 * Every text the API accepts goes through the domain's one text schema: for every registered route,
 * every free-text string of its path, query and body (read from the OpenAPI document the routes
 * generate) is sent with a NUL character in it, by a caller the route's access rule lets through,
 * and the answer must be a 400 naming that field with the text schema's message — never a 500 from
 * the database — and nothing is stored.
 */
import * as schema from "@prenup/db";
import { snapshotTables } from "@prenup/db/testing";
import { TEXT_MESSAGES } from "@prenup/domain";
import { getTableName, isTable } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./harness.ts";
import { routeInputs, typesOf, type JsonSchema } from "./route-inputs.ts";

const NUL_TEXT = "Some\u0000text";

/** Formats that cannot hold a NUL (a value must match them); a URL can (the parser encodes it). */
const CLOSED_FORMATS = new Set([
  "uuid",
  "guid",
  "date",
  "date-time",
  "time",
  "email",
  "duration",
  "ipv4",
  "ipv6",
  "cidrv4",
  "cidrv6",
  "base64",
  "base64url",
  "e164",
  "jwt",
  "ulid",
  "cuid",
  "cuid2",
  "nanoid",
  "emoji",
]);

/** Free text: a string that is not an enum, a constant or a closed format. */
const isFreeText = (field: JsonSchema) =>
  typesOf(field).includes("string") &&
  field.enum === undefined &&
  field.const === undefined &&
  !(field.format !== undefined && CLOSED_FORMATS.has(field.format));

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await api?.close();
});

describe("text inputs", () => {
  it("refuses a NUL in every free-text field of every route with a 400 naming the field, storing nothing", async () => {
    const inputs = await routeInputs(api);
    // Every table but users, whose last_active_at each signed-in request may stamp.
    const tables = Object.values(schema).filter(
      (value): value is never => isTable(value) && getTableName(value) !== "users",
    );
    const before = await snapshotTables(api.db, tables);
    const failures: string[] = [];
    let checked = 0;
    for (const operation of inputs.operations) {
      for (const field of inputs.fields(operation, isFreeText)) {
        checked += 1;
        const name = `${operation.method} ${operation.path} ${field.part}:${field.path.join(".")}`;
        const response = await inputs.send(operation, field, NUL_TEXT);
        if (!response) {
          failures.push(`${name}: no caller passes the access rule`);
          continue;
        }
        const issues = inputs.issuesAt(response, field);
        // A field with a pattern refuses the NUL with its own message; every other one with the text schema's.
        const named =
          field.schema.pattern !== undefined
            ? issues.length > 0
            : issues.some((issue) => issue.message === TEXT_MESSAGES.unsavable);
        if (!named) failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    expect(await snapshotTables(api.db, tables)).toEqual(before);
  });
});
