/**
 * Statements per request of the outcome simulator, pinned and constant as the data grows (more
 * entries of every kind, more answers, more couples). Counted like the other statement-count tests:
 * every statement the database handle runs: the request's context (the signed-in user), the access
 * check (the document-party lookup), the disclosure's one read (the financial summary's read model)
 * and partner A's context with both partners' answers (the standing's read model).
 */
import { createCouple } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";
import { insertAnswer } from "./questionnaire-fixtures.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const LIMIT = 4;

async function count(url: string, as: ReturnType<typeof claimsOf>): Promise<number> {
  let statements = 0;
  const stop = api.database.onStatement(() => {
    statements += 1;
  });
  try {
    const response = await api.inject({ method: "GET", url, as });
    expect(response.statusCode, response.body).toBe(200);
    return statements;
  } finally {
    stop();
  }
}

describe("outcome simulation: statements per request", () => {
  it("stay within the ceiling and do not grow with the entries and answers", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const asA = claimsOf(couple.userA);
    const base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
    const url = `${base}/outcome-simulation?assetGrowthPercent=4`;
    // Warm the content cache (read once per content version, not per request).
    await api.inject({ method: "GET", url, as: asA });
    const before = await count(url, asA);
    for (let n = 0; n < 20; n += 1) {
      await api.inject({
        method: "POST",
        url: `${base}/assets`,
        payload: {
          assetAccountType: "ACCOUNT",
          accountType: "SAVINGS",
          valueInCents: 1_000 + n,
          currency: n % 2 ? "EUR" : "USD",
        },
        as: asA,
      });
      await api.inject({
        method: "POST",
        url: `${base}/incomes`,
        payload: { year: 2000 + n, incomeType: "BASE_SALARY", valueInCents: 1_000 },
        as: asA,
      });
      await api.inject({
        method: "POST",
        url: `${base}/debts`,
        payload: { creditor: `Bank ${n}`, amountDueInCents: n },
        as: asA,
      });
    }
    await insertAnswer(api.db, {
      userId: couple.userA.id,
      documentId: couple.document.id,
      questionKey: "support_choice",
      options: ["waive"],
    });
    await insertAnswer(api.db, {
      userId: couple.userB.id,
      documentId: couple.document.id,
      questionKey: "support_choice",
      options: ["cap"],
    });
    await createCouple(api.db, { paid: true });
    const after = await count(url, asA);
    expect(after).toBe(before);
    expect(after).toBeLessThanOrEqual(LIMIT);
  });
});
