/**
 * Numbers an admin sends are bounded in the route schemas, so a value beyond what the database's
 * columns hold (32-bit integers) is a clear 400 naming the field, and nothing is stored — never a
 * 500 from the database.
 */
import * as schema from "@prenup/db";
import { coupons, discountCodes } from "@prenup/db";
import { snapshotTables } from "@prenup/db/testing";
import { DISCOUNT_MESSAGES } from "@prenup/domain";
import { getTableName, isTable } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { routeInputs, typesOf } from "./route-inputs.ts";

/** One more than a 32-bit integer column holds. */
const BEYOND_INT32 = 2 ** 31;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await api?.close();
});

describe("admin amounts", () => {
  it("refuses a promo code limit beyond the database's range with the limit's message, storing nothing", async () => {
    const inputs = await routeInputs(api);
    const asAdmin = claimsOf(inputs.people.admin, "admin");
    const coupon = json<{ id: string }>(
      await api.inject({
        method: "POST",
        url: "/admin/discounts/coupons",
        payload: { name: "Spring", percentOff: 10 },
        as: asAdmin,
      }),
    );
    const code = json<{ id: string }>(
      await api.inject({
        method: "POST",
        url: `/admin/discounts/coupons/${coupon.id}/discount-codes`,
        payload: { code: "SPRING" },
        as: asAdmin,
      }),
    );
    const before = await snapshotTables(api.db, [coupons, discountCodes]);
    for (const request of [
      {
        method: "POST" as const,
        url: `/admin/discounts/coupons/${coupon.id}/discount-codes`,
        payload: { code: "SUMMER", maxRedemptionsPerCustomer: BEYOND_INT32 },
      },
      {
        method: "PATCH" as const,
        url: `/admin/discounts/discount-codes/${code.id}`,
        payload: { maxRedemptionsPerCustomer: BEYOND_INT32 },
      },
    ]) {
      const response = await api.inject({ ...request, as: asAdmin });
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual({
        error: { issues: [{ message: DISCOUNT_MESSAGES.limit, path: ["maxRedemptionsPerCustomer"] }] },
      });
    }
    expect(await snapshotTables(api.db, [coupons, discountCodes])).toEqual(before);
  });

  it("refuses a number beyond a 32-bit column in every numeric input of every route an admin may call, naming the field", async () => {
    const inputs = await routeInputs(api);
    const tables = Object.values(schema).filter(
      (value): value is never => isTable(value) && getTableName(value) !== "users",
    );
    const before = await snapshotTables(api.db, tables);
    const failures: string[] = [];
    let checked = 0;
    for (const operation of inputs.operations) {
      if (!inputs.callers(operation).some((caller) => caller.person === "admin")) continue;
      for (const field of inputs.fields(operation, (candidate) =>
        typesOf(candidate).some((type) => type === "integer" || type === "number"),
      )) {
        const name = `${operation.method} ${operation.path} ${field.part}:${field.path.join(".")}`;
        // A page past the last is an empty page (its offset is a 64-bit number): nothing to bound.
        if (field.part === "query" && field.path[0] === "page") continue;
        checked += 1;
        const response = await inputs.send(operation, field, BEYOND_INT32, ["admin"]);
        if (!response) failures.push(`${name}: the admin is refused`);
        else if (inputs.issuesAt(response, field).length === 0)
          failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(5);
    expect(await snapshotTables(api.db, tables)).toEqual(before);
  });
});
