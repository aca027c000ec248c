/**
 * The standing tells each partner where their acknowledgement of the other's disclosure stands, as
 * the financial summary does, so the dashboard's next step asks for it: awaited once the partner gave
 * their disclosure, current once acknowledged, lapsed by the partner's next change, naming the version
 * to read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

type Acknowledgement = { state: string; currentVersion: number | null; acknowledgedVersion: number | null };

describe("the standing's acknowledgement of the partner's disclosure", () => {
  it("is awaited, current, then lapsed by a change, the same as the financial summary says", async () => {
    const couple = await readyCouple(api.db, { disclosed: false });
    const [asAvery, asBlake] = [claimsOf(couple.userA), claimsOf(couple.userB)];
    const averyUrl = `/users/${couple.userA.id}/documents/${couple.document.id}`;
    const blakeUrl = `/users/${couple.userB.id}/documents/${couple.document.id}`;
    const both = async () => {
      const standing = await api.inject({ method: "GET", url: `/users/${couple.userB.id}/standing`, as: asBlake });
      expect(standing.statusCode, standing.body).toBe(200);
      const summary = await api.inject({ method: "GET", url: `${blakeUrl}/financial-summary`, as: asBlake });
      const fromSummary = summary
        .json<{ partners: { userId: string; acknowledgement: Acknowledgement }[] }>()
        .partners.find((partner) => partner.userId === couple.userA.id)!.acknowledgement;
      const fromStanding = standing.json<{ partnerDisclosureAcknowledgement: Acknowledgement }>()
        .partnerDisclosureAcknowledgement;
      expect(fromStanding).toMatchObject({
        state: fromSummary.state,
        currentVersion: fromSummary.currentVersion,
        acknowledgedVersion: fromSummary.acknowledgedVersion,
      });
      return fromStanding;
    };

    expect(await both()).toMatchObject({ state: "NOT_GIVEN", currentVersion: null });
    for (const year of [2024, 2025, 2026]) {
      const income = await api.inject({
        method: "POST",
        url: `${averyUrl}/incomes`,
        payload: { year, incomeType: "BASE_SALARY", valueInCents: 9_000_000 },
        as: asAvery,
      });
      expect(income.statusCode, income.body).toBe(201);
    }
    const declared = await api.inject({
      method: "PUT",
      url: `${averyUrl}/disclosure-declaration`,
      payload: { declaration: "COMPLETE" },
      as: asAvery,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(await both()).toMatchObject({ state: "AWAITED", currentVersion: 1, acknowledgedVersion: null });

    const acknowledged = await api.inject({
      method: "POST",
      url: `${blakeUrl}/disclosure-acknowledgement`,
      payload: { version: 1 },
      as: asBlake,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(await both()).toMatchObject({ state: "CURRENT", currentVersion: 1, acknowledgedVersion: 1 });

    // Avery adds a debt: Blake's acknowledgement lapses, and version 2 is the one to read.
    api.clock.advance(60_000);
    const debt = await api.inject({
      method: "POST",
      url: `${averyUrl}/debts`,
      payload: {
        creditor: "Student Loans Inc",
        natureOfDebt: "Student loan",
        yearIncurred: 2015,
        amountDueInCents: 1_500_000,
      },
      as: asAvery,
    });
    expect(debt.statusCode, debt.body).toBe(201);
    expect(await both()).toMatchObject({ state: "LAPSED", currentVersion: 2, acknowledgedVersion: 1 });
  });
});
