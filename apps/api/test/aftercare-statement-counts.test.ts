/**
 * Statements per request of the aftercare routes, pinned and constant as the data grows (more
 * couples with plans and disclosure versions of their own): the caller's context and the access
 * check, the spouse's context (one statement), the plan with the signed record (one), the signed
 * schedules (one); the save's upsert; the turn-off's one update. A new state of residence on the
 * profile: the profile's locked update, the spouse's context and the once-keyed notice.
 */
import { disclosureVersions } from "@prenup/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedCouple } from "./agreement-change-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PLAN = { events: ["CHILD"], reviewEveryYears: 2, sunsetReminder: false };

/** A signed couple whose first spouse has reminders on and a disclosure version with `entries` entries. */
async function spouse(entries: number) {
  const created = await signedCouple(api.db, "CA");
  await api.db.insert(disclosureVersions).values({
    documentId: created.document.id,
    ownerId: created.userA.id,
    number: 50,
    status: "COMPLETED",
    entryCount: entries,
    netWorthUsdCents: 0,
    content: {
      entries: Array.from({ length: entries }, (_, n) => ({ kind: "asset", title: `Account ${n}`, isJoint: false })),
    },
    contentSha256: "ef".repeat(32),
    asOf: new Date("2025-05-01T00:00:00.000Z"),
    asOfChange: 1,
  });
  const url = `/users/${created.userA.id}/documents/${created.document.id}/aftercare`;
  const as = claimsOf(created.userA);
  expect((await api.inject({ method: "PUT", url, payload: PLAN, as })).statusCode).toBe(200);
  return { url, as };
}

async function count(request: {
  method: "GET" | "PUT" | "DELETE" | "PATCH";
  url: string;
  as: ReturnType<typeof claimsOf>;
  payload?: object;
}) {
  let statements = 0;
  const stop = api.database.onStatement(() => (statements += 1));
  try {
    const response = await api.inject(request);
    expect(response.statusCode, response.body).toBe(request.method === "DELETE" ? 204 : 200);
    return statements;
  } finally {
    stop();
  }
}

describe("aftercare: statements per request", () => {
  it("GET, PUT and DELETE take a fixed count, the same with more couples and entries on file", async () => {
    const first = await spouse(2);
    const counts = async ({ url, as }: { url: string; as: ReturnType<typeof claimsOf> }) => ({
      get: await count({ method: "GET", url, as }),
      put: await count({ method: "PUT", url, as, payload: PLAN }),
      delete: await count({ method: "DELETE", url, as }),
    });
    const before = await counts(first);
    for (let n = 0; n < 4; n += 1) await spouse(20);
    const later = await counts(await spouse(40));
    expect(before).toEqual({ get: 5, put: 6, delete: 3 });
    expect(later).toEqual(before);
  });
});

describe("the notice of a move: statements per request", () => {
  it("PATCH /users/{id} with a new state of residence takes a fixed count, the same with more couples", async () => {
    const move = async (residenceState: string) => {
      const created = await signedCouple(api.db, "CA");
      return count({
        method: "PATCH",
        url: `/users/${created.userA.id}`,
        as: claimsOf(created.userA),
        payload: { residenceState },
      });
    };
    const before = await move("TX");
    for (let n = 0; n < 4; n += 1) await spouse(10);
    expect(await move("NV")).toBe(before);
    // PostgreSQL's driver counts the profile transaction's begin and commit as statements too.
    expect(before).toBe(api.database.driver === "postgres" ? 11 : 9);
  });
});
