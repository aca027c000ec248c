/**
 * Statements per request of the admin's user-page routes (attorney restrictions,
 * the notice to a call's attorney, a user's purchases and calls), pinned, and constant as the data
 * grows (more couples, answers, purchases, calls and audit rows). Counted like
 * attorney-services-statement-counts.test.ts (begin/commit included on PostgreSQL).
 */
import { events } from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createPurchaseItem } from "@prenup/db/testing";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";
import { insertAnswer } from "./questionnaire-fixtures.ts";

let api: TestApi;
let asAdmin: TokenClaims;

beforeAll(async () => {
  api = await createTestApi();
  asAdmin = claimsOf(await createAdmin(api.db), "admin");
});
afterAll(async () => {
  await api?.close();
});

type Request = InjectOptions & { as: TokenClaims };

async function count(request: Request): Promise<number> {
  let statements = 0;
  const stop = api.database.onStatement(() => (statements += 1));
  try {
    const response = await api.inject(request);
    expect(response.statusCode, response.body).toBe(200);
    return statements;
  } finally {
    stop();
  }
}

/**
 * Ceilings on PostgreSQL. Every count includes the access check's one statement. Restrictions: the
 * standing's one context statement (the questionnaire content is cached per version). Purchases and
 * calls: one statement each (the page with its total). The notice: the user's row, the call with its
 * attorney and customer, then begin, the outbox row, its delivery job, the audit row, commit.
 */
const LIMITS = { restrictions: 2, purchases: 2, events: 2, notify: 8 } as const;

async function couple() {
  const created = await createCouple(api.db, { state: "CA", paid: true });
  const attorney = await createAttorney(api.db, { stage: "APPROVED", states: ["CA"] });
  await insertAnswer(api.db, {
    userId: created.userA.id,
    documentId: created.document.id,
    questionKey: "support_choice",
    options: ["waive"],
  });
  await createPurchaseItem(api.db, {
    user: created.userA,
    productType: "Q_A",
    document: created.document,
    attorney: attorney.attorney.id,
  });
  const [call] = await api.db
    .insert(events)
    .values({
      attorneyId: attorney.attorney.id,
      userId: created.userA.id,
      documentId: created.document.id,
      eventStartAt: new Date("2026-12-01T18:00:00Z"),
      eventEndAt: new Date("2026-12-01T18:20:00Z"),
    })
    .returning();
  return { user: created.userA.id, eventId: call!.id };
}

async function measure() {
  const { user, eventId } = await couple();
  return {
    restrictions: await count({ method: "GET", url: `/admin/users/${user}/attorney-restrictions`, as: asAdmin }),
    purchases: await count({ method: "GET", url: `/admin/purchase-items?userId=${user}&pageSize=10`, as: asAdmin }),
    events: await count({ method: "GET", url: `/admin/events?customer=${user}&pageSize=10`, as: asAdmin }),
    notify: await count({
      method: "POST",
      url: `/admin/users/${user}/notify-attorney-user-event/${eventId}`,
      as: asAdmin,
    }),
  };
}

describe("admin user page routes: statements per request", () => {
  it("stay within their ceilings and do not grow with the data", async () => {
    await measure(); // the first read builds the questionnaire content cache
    const before = await measure();
    for (let n = 0; n < 5; n += 1) {
      const { user, eventId } = await couple();
      await api.inject({
        method: "POST",
        url: `/admin/users/${user}/notify-attorney-user-event/${eventId}`,
        as: asAdmin,
      });
    }
    const after = await measure();
    expect(after).toEqual(before);
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect(
        after[name as keyof typeof LIMITS],
        `${name}: ${after[name as keyof typeof LIMITS]} statements`,
      ).toBeLessThanOrEqual(limit);
    }
  });
});
