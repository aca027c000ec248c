/**
 * GET /states/{stateId}/law: the public page of the law behind a state's agreement, one rule per cell
 * of the state's row of the state-law matrix. The expectations come from the matrix itself (content's
 * `stateLawRules`), never from a state's value typed here.
 */
import { stateLawMatrix, stateLawRules } from "@prenup/content/runtime";
import { STATE_ABBREVIATIONS } from "@prenup/domain";
import { createCouple } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Rule = {
  key: string;
  topic: string;
  title: string;
  rule: string;
  citation: string;
  confidence: "VERIFIED" | "UNVERIFIED";
  quote: string | null;
  source: string | null;
  readOn: string | null;
};
type StateLaw = { stateId: string; name: string; verified: number; total: number; rules: Rule[] };

/** Two jurisdictions of the matrix, the first and the last of its keys. */
const TWO = [STATE_ABBREVIATIONS[0], STATE_ABBREVIATIONS.at(-1)!] as const;

describe("GET /states/{stateId}/law", () => {
  it("answers every rule of two states, signed out, with counts that add up", async () => {
    for (const stateId of TWO) {
      const response = await api.inject({ method: "GET", url: `/states/${stateId}/law`, as: null });
      expect(response.statusCode, response.body).toBe(200);
      const body = json<StateLaw>(response);
      const row = stateLawMatrix[stateId];
      expect(body).toMatchObject({ stateId, name: row.name });
      expect(body.rules).toHaveLength(31);
      expect(body.total).toBe(body.rules.length);
      expect(body.verified).toBe(body.rules.filter((rule) => rule.confidence === "VERIFIED").length);
      expect(body.verified).toBeLessThanOrEqual(body.total);
      expect(body.rules).toEqual(stateLawRules(row));
      for (const rule of body.rules.filter((candidate) => candidate.confidence === "UNVERIFIED"))
        expect([rule.quote, rule.source, rule.readOn], rule.key).toEqual([null, null, null]);
    }
  });

  it("takes the abbreviation in any case, and answers a signed-in caller the same", async () => {
    const [stateId] = TWO;
    const couple = await createCouple(api.db);
    const anonymous = await api.inject({ method: "GET", url: `/states/${stateId}/law`, as: null });
    const lower = await api.inject({ method: "GET", url: `/states/${stateId.toLowerCase()}/law`, as: null });
    const signedIn = await api.inject({ method: "GET", url: `/states/${stateId}/law`, as: claimsOf(couple.userA) });
    expect(lower.statusCode).toBe(200);
    expect(signedIn.statusCode).toBe(200);
    expect(json(lower)).toEqual(json(anonymous));
    expect(json(signedIn)).toEqual(json(anonymous));
  });

  it("answers 404 STATE_NOT_FOUND for an id the matrix does not know", async () => {
    const response = await api.inject({ method: "GET", url: "/states/ZZ/law", as: null });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: "State not found", code: "STATE_NOT_FOUND" });
  });

  it("refuses a NUL in the id with the text schema's 400", async () => {
    const response = await api.inject({
      method: "GET",
      url: `/states/${encodeURIComponent("C\u0000O")}/law`,
      as: null,
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { issues: { path: string[] }[] } }>(response).error.issues[0]?.path).toEqual(["stateId"]);
  });
});
