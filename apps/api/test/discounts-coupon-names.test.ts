/**
 * One live coupon per name: a second coupon with the same name, in any letter case, is refused with
 * a 409 saying so and nothing stored; a removed coupon's name is free again; simultaneous creations
 * of one name make one coupon (the unique index decides; on PostgreSQL the requests really race).
 */
import { auditLog, coupons } from "@prenup/db";
import { createAdmin } from "@prenup/db/testing";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = await createAdmin(api.db);
});
afterAll(async () => {
  await api?.close();
});

const create = (name: string) =>
  api.inject({
    method: "POST",
    url: "/admin/discounts/coupons",
    payload: { name, percentOff: 10 },
    as: claimsOf(admin, "admin"),
  });

const named = (name: string) => api.db.select().from(coupons).where(sql`lower(${coupons.name}) = lower(${name})`);

async function couponAudits(): Promise<number> {
  const rows = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "coupon.create"), eq(auditLog.actorUserId, admin.id)));
  return rows.length;
}

describe("coupon names", () => {
  it("refuses a second live coupon with the same name in another letter case, saying so, storing nothing", async () => {
    expect((await create("Spring Sale")).statusCode).toBe(201);
    const audits = await couponAudits();

    const second = await create("  spring SALE ");
    expect(second.statusCode).toBe(409);
    expect(json(second)).toEqual({
      error:
        "A coupon named “spring SALE” exists already (names are compared without letter case). Choose another name, or add codes to that coupon.",
      code: "COUPON_NAME_EXISTS",
    });
    expect(await named("spring sale")).toHaveLength(1);
    expect(await couponAudits()).toBe(audits);
  });

  it("frees the name of a removed coupon", async () => {
    await api.db.insert(coupons).values({ name: "Winter", percentOff: 5, deletedAt: new Date() });
    expect((await create("WINTER")).statusCode).toBe(201);
    expect((await named("winter")).filter((row) => row.deletedAt === null)).toHaveLength(1);
  });

  it("makes one coupon of simultaneous creations with one name", async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, (_, n) => create(n % 2 ? "Race" : "RACE")));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(11);
    expect(await named("race")).toHaveLength(1);
  });
});
