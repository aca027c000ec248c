/**
 * Statements per request of GET /states/{stateId}/law, pinned: none signed out (the rules are the
 * state-law matrix, content the process holds, not the database), and only the signed-in caller's
 * context when a token comes with the request. Counted like the other statement-count tests: every
 * statement the database handle runs.
 */
import { STATE_ABBREVIATIONS } from "@prenup/domain";
import { createCouple } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Anonymous: nothing. Signed in: the caller's context. */
const LIMITS = { anonymous: 0, signedIn: 1 } as const;

async function count(url: string, as: TokenClaims | null, status: number): Promise<string[]> {
  const statements: string[] = [];
  const stop = api.database.onStatement((sql) => statements.push(sql.replace(/\s+/g, " ").trim().slice(0, 160)));
  try {
    const response = await api.inject({ method: "GET", url, as });
    expect(response.statusCode, response.body).toBe(status);
    return statements;
  } finally {
    stop();
  }
}

describe("GET /states/{stateId}/law: statements per request", () => {
  it("runs no statement signed out, found or not, and only the caller's context signed in", async () => {
    const stateId = STATE_ABBREVIATIONS[0];
    const couple = await createCouple(api.db);
    // Warm: the route's serializer compiles on first use, the caller's first request stamps them.
    await api.inject({ method: "GET", url: `/states/${stateId}/law`, as: null });
    await api.inject({ method: "GET", url: `/states/${stateId}/law`, as: claimsOf(couple.userA) });

    const found = await count(`/states/${stateId}/law`, null, 200);
    expect(found.length, found.join("\n")).toBe(LIMITS.anonymous);
    const unknown = await count("/states/ZZ/law", null, 404);
    expect(unknown.length, unknown.join("\n")).toBe(LIMITS.anonymous);
    const signedIn = await count(`/states/${stateId}/law`, claimsOf(couple.userA), 200);
    expect(signedIn.length, signedIn.join("\n")).toBeLessThanOrEqual(LIMITS.signedIn);
  });
});
