/**
 * Statements per request of POST /users/{id}/data-exports, pinned and constant as the data grows
 * (more users with exports of their own): the caller's context, then in one transaction expiring the
 * user's lapsed link, the request's insert and the job's enqueue (the embedded queue's insert).
 * Counted like the other statement-count tests: every statement the database handle runs.
 */
import { createCustomer, testDatabaseDriver } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

/**
 * The caller's context, expiring a lapsed link, the request's insert and the job's enqueue; on
 * PostgreSQL the transaction's begin and commit count too.
 */
const STATEMENTS = testDatabaseDriver() === "postgres" ? 6 : 4;

async function statementsOfRequest(): Promise<number> {
  const user = await createCustomer(api.db);
  let statements = 0;
  const stop = api.database.onStatement(() => (statements += 1));
  try {
    const response = await api.inject({ method: "POST", url: `/users/${user.id}/data-exports`, as: claimsOf(user) });
    expect(response.statusCode, response.body).toBe(202);
    return statements;
  } finally {
    stop();
  }
}

describe("POST /users/{id}/data-exports: statements per request", () => {
  it("a fixed count, the same with more users' exports on file", async () => {
    const first = await statementsOfRequest();
    for (let n = 0; n < 10; n += 1) await statementsOfRequest();
    const later = await statementsOfRequest();
    expect(first).toBe(STATEMENTS);
    expect(later).toBe(first);
  });
});
