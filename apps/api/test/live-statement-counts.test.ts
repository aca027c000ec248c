/**
 * Statements per request of the live routes, pinned and constant as data grows (more couples,
 * answers, open streams): a presence report costs the request's context (the signed-in user) and
 * nothing more, since it stores nothing; opening a stream costs the context and the one read of who
 * the customer's partner is. Announcing a change costs a declaring route nothing (the bus notifies on
 * its own connection): the answer write's own count is pinned in statement-counts.test.ts.
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

async function count(request: Parameters<TestApi["inject"]>[0], status: number): Promise<number> {
  let statements = 0;
  const stop = api.database.onStatement(() => {
    statements += 1;
  });
  try {
    const response = await api.inject(request);
    expect(response.statusCode, response.body).toBe(status);
    return statements;
  } finally {
    stop();
  }
}

describe("live: statements per request", () => {
  it("a presence report costs 1 and a stream's opening 2, however much data there is", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const asA = claimsOf(couple.userA);
    const presence = {
      method: "POST",
      url: `/users/${couple.userA.id}/live/presence`,
      payload: { place: "dashboard" },
      as: asA,
    } as const;
    const stream = { method: "GET", url: `/users/${couple.userA.id}/live?maxSeconds=1`, as: asA } as const;
    await api.inject(presence);
    const before = { presence: await count(presence, 204), stream: await count(stream, 200) };
    for (let n = 0; n < 5; n += 1) await createCouple(api.db, { paid: true });
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
    const after = { presence: await count(presence, 204), stream: await count(stream, 200) };
    expect(after).toEqual(before);
    expect(after).toEqual({ presence: 1, stream: 2 });
  });
});
