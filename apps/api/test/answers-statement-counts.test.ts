/**
 * What one answer save costs through PUT /users/{id}/answers/{questionId}, counted on the database
 * handle (every statement drizzle sends; PGlite runs a transaction's begin and commit itself, so
 * PostgreSQL counts two more): the same as POST and PATCH, the same for a created and an updated
 * answer, with a key and a base version, and the same for the first and the hundredth save.
 */
import { createCouple, markPrenupPaid } from "@prenup/db/testing";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";
import { insertAnswer, q } from "./questionnaire-fixtures.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
  PUT_SAVE = api.database.driver === "postgres" ? 6 : 4;
});
afterAll(async () => {
  await api?.close();
});

/**
 * The signed-in user's row (the request's context), the user's answer lock, the user's context (the
 * standing's one statement) and the one write statement; on PostgreSQL begin and commit besides
 * (the six of `statement-counts.test.ts`).
 */
let PUT_SAVE: number;

/** Sends the request and answers its response and the statements it ran. */
async function counted(
  request: InjectOptions & { as: TokenClaims },
): Promise<{ response: LightMyRequestResponse; statements: string[] }> {
  const statements: string[] = [];
  const stop = api.database.onStatement((sql) => statements.push(sql.replace(/\s+/g, " ").trim().slice(0, 160)));
  try {
    return { response: await api.inject(request), statements };
  } finally {
    stop();
  }
}

describe("statements per answer save (PUT)", () => {
  it("costs the same to create and to update, keyed or not, as PATCH does, and does not grow with the data", async () => {
    const { userA, userB, document } = await createCouple(api.db, { state: "NY" });
    await markPrenupPaid(api.db, { document });
    const as = claimsOf(userA);
    const question = q("wedding_location");
    const put = (payload: Record<string, unknown>, key?: string) => ({
      method: "PUT" as const,
      url: `/users/${userA.id}/answers/${question}`,
      payload,
      as,
      ...(key ? { headers: { "idempotency-key": key } } : {}),
    });
    // Warm: the content and the signed-in user's row are read once per process.
    expect((await api.inject(put({ valueTyped: "Warm" }))).statusCode).toBe(201);
    const fresh = await createCouple(api.db, { state: "NY" });
    await markPrenupPaid(api.db, { document: fresh.document });
    const freshAs = claimsOf(fresh.userA);
    await api.inject({ method: "GET", url: `/users/${fresh.userA.id}/answers`, as: freshAs });

    const created = await counted({
      method: "PUT",
      url: `/users/${fresh.userA.id}/answers/${question}`,
      payload: { valueTyped: "Here", baseUpdatedAt: null },
      headers: { "idempotency-key": "count-created" },
      as: freshAs,
    });
    expect(created.response.statusCode, created.response.body).toBe(201);
    expect(created.statements, created.statements.join("\n")).toHaveLength(PUT_SAVE);

    const early = await counted(put({ valueTyped: "Early" }));
    expect(early.response.statusCode, early.response.body).toBe(200);
    expect(early.statements, early.statements.join("\n")).toHaveLength(PUT_SAVE);
    const patched = await counted({
      method: "PATCH",
      url: `/users/${userA.id}/answers?questionId=${question}`,
      payload: { valueTyped: "Patched" },
      as,
    });
    expect(patched.response.statusCode, patched.response.body).toBe(200);
    expect(patched.statements).toHaveLength(early.statements.length);

    // More answers, a long history: the save costs what it did.
    for (const userId of [userA.id, userB.id])
      for (const key of ["prior_marriage_details", "home_address", "wedding_location"])
        await insertAnswer(api.db, {
          userId,
          documentId: document.id,
          questionKey: key,
          valueTyped: `Grown ${key}`,
        }).catch(
          () => undefined, // a question the content does not hold, or one already answered
        );
    let base = "";
    for (let round = 0; round < 30; round += 1) {
      const response = await api.inject(put({ valueTyped: `Round ${round}` }));
      expect(response.statusCode).toBe(200);
      base = (JSON.parse(response.body) as { answer: { updatedAt: string } }).answer.updatedAt;
    }
    const late = await counted(put({ valueTyped: "Late", baseUpdatedAt: base }, "count-late"));
    expect(late.response.statusCode, late.response.body).toBe(200);
    expect(late.statements, late.statements.join("\n")).toHaveLength(PUT_SAVE);

    // The repeat of a key finds its base stale and looks the key up in place of the write: the same count.
    const repeat = await counted(put({ valueTyped: "Late", baseUpdatedAt: base }, "count-late"));
    expect(repeat.response.statusCode, repeat.response.body).toBe(200);
    expect(repeat.statements, repeat.statements.join("\n")).toHaveLength(PUT_SAVE);
  });
});
