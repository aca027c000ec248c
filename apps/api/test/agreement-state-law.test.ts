/**
 * Generation refuses, with the reason, a term the state's law does not allow for the couple (the
 * state-law matrix, `stateLawRequirements`): 409, nothing stored.
 */
import { stateLawOf } from "@prenup/content/runtime";
import { stateLawCell, unverifiedCellsForCouple, type StateLawCellKey } from "@prenup/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, storedAgreementState } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

const infidelity = { infidelity: ["infidelity__yes"], infidelity_amount: "25000" };

describe("generation and the state's law", () => {
  it("refuses a payment for infidelity when a partner signs without counsel, naming the reason, and stores nothing", async () => {
    // Both partners answered "no attorney" (readyCouple's base).
    const couple = await readyCouple(api.db, { state: "NY", answersA: infidelity, answersB: infidelity });
    const before = await storedAgreementState(api.db, couple.document.id);
    const response = await api.inject({
      method: "POST",
      url: `/documents/${couple.document.id}/generate`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      code: "GENERATION_NOT_READY",
      error:
        "The agreement cannot include a term you chose. In New York a payment for infidelity goes into the agreement only when each partner has independent counsel on record. Change that answer in the questionnaire, then generate the agreement again.",
    });
    expect(await storedAgreementState(api.db, couple.document.id)).toEqual(before);
  });

  it("tells the couple which rules behind their choices are not yet verified for their state, and only those", async () => {
    const couple = await readyCouple(api.db, {
      state: "SC",
      answersA: { support_choice: ["support_choice__waive"] },
      answersB: { support_choice: ["support_choice__waive"] },
    });
    const response = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/regeneration-status`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { unverifiedLaw } = response.json<{ unverifiedLaw: { key: string; title: string; citation: string }[] }>();
    const law = stateLawOf("SC")!;
    const expected = unverifiedCellsForCouple(law, {
      represented: { A: false, B: false },
      limitsSupport: true,
      waivesDeathRights: false,
      lifestyleClause: false,
      sharesSeparateProperty: false,
    });
    expect(unverifiedLaw.map((rule) => rule.key)).toEqual(expect.arrayContaining(expected));
    expect(unverifiedLaw).toHaveLength(expected.length);
    expect(unverifiedLaw.map((rule) => rule.key)).toContain("spousalSupport");
    for (const rule of unverifiedLaw)
      expect(stateLawCell(law, rule.key as StateLawCellKey).confirmed, rule.key).toBe(false);
  });

  it("refuses answers stored before a pair of them was declared incompatible, as the answer write refuses them (New York)", async () => {
    const kept = {
      separate_growth: ["separate_growth__effort_shared"],
      division_on_divorce: ["division_on_divorce__contribution"],
    };
    const couple = await readyCouple(api.db, { state: "NY", answersA: kept, answersB: kept });
    const before = await storedAgreementState(api.db, couple.document.id);
    const response = await api.inject({
      method: "POST",
      url: `/documents/${couple.document.id}/generate`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(409);
    const { code, error } = response.json<{ code: string; error: string }>();
    expect(code).toBe("GENERATION_NOT_READY");
    expect(error).toMatch(
      /^Some answers can't go together in the agreement\. ".+" \(.+\) can't go with ".+" \(.+\)\. Change one of them in the questionnaire, then generate the agreement again\.$/,
    );
    expect(await storedAgreementState(api.db, couple.document.id)).toEqual(before);
  });

  it("refuses, in Texas, a kept answer that would share the growth of a premarital business", async () => {
    const business = {
      owns_business: ["owns_business__yes"],
      business_name: "Stone Ceramics LLC",
      business_treatment: ["business_treatment__growth_shared"],
    };
    const couple = await readyCouple(api.db, {
      state: "TX",
      answersA: business,
      answersB: { owns_business: ["owns_business__no"] },
    });
    const before = await storedAgreementState(api.db, couple.document.id);
    const response = await api.inject({
      method: "POST",
      url: `/documents/${couple.document.id}/generate`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ error: string }>().error).toContain(
      "In Texas separate property, or its growth, becomes shared only by a separate agreement of the spouses",
    );
    expect(await storedAgreementState(api.db, couple.document.id)).toEqual(before);
  });

  it("generates the same choices where the state's law allows them for the couple", async () => {
    const couple = await readyCouple(api.db, { state: "NY", answersA: { infidelity: ["infidelity__no"] } });
    const response = await api.inject({
      method: "POST",
      url: `/documents/${couple.document.id}/generate`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
