/**
 * Statements per request of the account-deletion reads, pinned and constant as the data grows (more
 * users with scheduled deletions and legal holds): GET /users/{id}/account-deletion (the caller's
 * context, then the scheduled request and the standing hold) and GET /admin/account-deletions (the
 * caller's context, then the page with its counts and median in one statement). Counted like the
 * other statement-count tests: every statement the database handle runs.
 */
import { createAdmin, createCustomer } from "@prenup/db/testing";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let asAdmin: TokenClaims;

beforeAll(async () => {
  api = await createTestApi();
  asAdmin = claimsOf(await createAdmin(api.db), "admin");
});
afterAll(async () => {
  await api?.close();
});

/** The caller's context and the two reads of the user's page; the caller's context and the one page statement. */
const STATEMENTS = { own: 3, admin: 2 } as const;

async function count(request: InjectOptions & { as: TokenClaims }): Promise<number> {
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

/** A customer who asked for their account's deletion and whose account an admin holds; the counts of both reads. */
async function measure(): Promise<{ own: number; admin: number }> {
  const user = await createCustomer(api.db);
  const requested = await api.inject({
    method: "POST",
    url: `/users/${user.id}/account-deletion`,
    payload: { confirmation: "DELETE" },
    as: claimsOf(user),
  });
  expect(requested.statusCode, requested.body).toBe(202);
  const held = await api.inject({
    method: "POST",
    url: `/admin/users/${user.id}/legal-holds`,
    payload: { basis: "A subpoena" },
    as: asAdmin,
  });
  expect(held.statusCode, held.body).toBe(201);
  // The request ended the user's sessions: they sign in again a minute later.
  api.clock.advance(60_000);
  return {
    own: await count({
      method: "GET",
      url: `/users/${user.id}/account-deletion`,
      as: claimsOf(user, "customer", { signedInSecondsAgo: 0 }),
    }),
    admin: await count({ method: "GET", url: "/admin/account-deletions?pageSize=100", as: asAdmin }),
  };
}

describe("account deletions: statements per request", () => {
  it("a fixed count for the user's page and the admin's list, the same with more requests and holds on file", async () => {
    const first = await measure();
    for (let n = 0; n < 8; n += 1) await measure();
    const later = await measure();
    expect(first).toEqual(STATEMENTS);
    expect(later).toEqual(first);
  });
});
