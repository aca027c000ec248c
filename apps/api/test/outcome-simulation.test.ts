/**
 * The outcome simulator through the API on a real database: the couple's own numbers for 30 years
 * under the agreement and under the state's law (its row of the state-law matrix), the assumptions
 * as validated query parameters, who may read it, and a partner who has disclosed nothing shown as
 * not disclosed.
 */
import { stateLawOf } from "@prenup/content/runtime";
import { createAdmin, createAttorney, createCouple, declareDisclosure } from "@prenup/db/testing";
import { MAX_DISCLOSED_CENTS, SIMULATION_OUT_OF_RANGE_MESSAGE, simulationLawOf } from "@prenup/domain";
import { accountsAndAssets, documents } from "@prenup/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";
import { insertAnswer } from "./questionnaire-fixtures.ts";

type Range = { low: number; expected: number; high: number };
type Outcome = {
  property: Record<"separate" | "shared" | "home" | "retirement" | "business", Range>;
  totalProperty: Range;
  premaritalAtRiskCents: number;
  support: { kind: string; role: string | null; monthlyCents: number | null };
};
type PartnerYear = { incomeCents: number; agreement: Outcome; stateLaw: Outcome; sameAsStateLaw: boolean } | null;
type Estimate = { scenario: "agreement" | "stateLaw"; subject: string; reason: string };
type Simulation = {
  state: {
    abbreviation: string;
    name: string;
    division: { system: string; allProperty: boolean };
    separateGrowth: string;
    spousalSupport: string;
  };
  partners: { A: { disclosed: boolean; represented: boolean }; B: { disclosed: boolean; represented: boolean } };
  estimates: Estimate[];
  assumptions: Record<string, number>;
  defaults: Record<string, number>;
  equitableRange: { lowPercent: number; highPercent: number; source: string } | null;
  choices: { support: string };
  notes: string[];
  years: { year: number; estateCents: number; A: PartnerYear; B: PartnerYear }[];
};
type Issues = { error: { issues: { message: string }[] } };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-25T12:00:00Z") });
});
afterAll(async () => {
  await api?.close();
});

const ACCOUNT = { assetAccountType: "ACCOUNT", accountType: "SAVINGS" };

async function coupleWithDisclosure(state = "CA") {
  const couple = await createCouple(api.db, { paid: true, state });
  const base = (userId: string) => `/users/${userId}/documents/${couple.document.id}`;
  const post = async (
    userId: string,
    as: ReturnType<typeof claimsOf>,
    kind: string,
    payload: Record<string, unknown>,
  ) => {
    const response = await api.inject({ method: "POST", url: `${base(userId)}/${kind}`, payload, as });
    expect(response.statusCode, response.body).toBe(201);
  };
  const asA = claimsOf(couple.userA);
  const asB = claimsOf(couple.userB);
  await post(couple.userA.id, asA, "assets", { ...ACCOUNT, valueInCents: 100_000_00 });
  await post(couple.userA.id, asA, "incomes", { year: 2025, incomeType: "BASE_SALARY", valueInCents: 100_000_00 });
  await post(couple.userA.id, asA, "incomes", { year: 2026, incomeType: "BASE_SALARY", valueInCents: 104_000_00 });
  await post(couple.userB.id, asB, "assets", { ...ACCOUNT, valueInCents: 20_000_00 });
  await post(couple.userB.id, asB, "incomes", { year: 2026, incomeType: "BASE_SALARY", valueInCents: 50_000_00 });
  return { couple, asA, asB, post, url: `${base(couple.userA.id)}/outcome-simulation` };
}

/** Puts an approved attorney on record for each partner named. */
async function assignAttorneys(documentId: string, sides: readonly ("A" | "B")[]) {
  for (const side of sides) {
    const { attorney } = await createAttorney(api.db, { stage: "APPROVED" });
    await api.db
      .update(documents)
      .set(side === "A" ? { attorneyAId: attorney.id } : { attorneyBId: attorney.id })
      .where(eq(documents.id, documentId));
  }
}

async function waiveSupport(couple: Awaited<ReturnType<typeof createCouple>>) {
  for (const userId of [couple.userA.id, couple.userB.id]) {
    await insertAnswer(api.db, {
      userId,
      documentId: couple.document.id,
      questionKey: "support_choice",
      options: ["waive"],
    });
  }
}

const reasonsOf = (body: Simulation, scenario: Estimate["scenario"], subject: string) =>
  body.estimates
    .filter((estimate) => estimate.scenario === scenario && estimate.subject === subject)
    .map((estimate) => estimate.reason);

describe("GET …/outcome-simulation", () => {
  it("answers 30 years of both scenarios on the couple's own numbers, and no figure where the state's law decides support", async () => {
    const { couple, asB, url } = await coupleWithDisclosure();
    await waiveSupport(couple);
    await assignAttorneys(couple.document.id, ["A", "B"]);
    const response = await api.inject({ method: "GET", url, as: asB });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Simulation>(response);
    expect(body.state).toMatchObject({
      abbreviation: "CA",
      name: "California",
      division: { system: "COMMUNITY_EQUAL", allProperty: false },
      spousalSupport: "ATTORNEY_REQUIRED",
    });
    expect(body.partners).toMatchObject({
      A: { disclosed: true, represented: true },
      B: { disclosed: true, represented: true },
    });
    // Income growth defaults from the history: A's 100,000 → 104,000 is 4% a year; B has one year, so 3%.
    expect(body.defaults).toEqual({
      assetGrowthPercent: 5,
      incomeGrowthPercentA: 4,
      incomeGrowthPercentB: 3,
      savingsRatePercent: 10,
    });
    expect(body.assumptions).toEqual(body.defaults);
    expect(body.equitableRange).toBeNull();
    expect(body.choices.support).toBe("waive");
    expect(body.notes).not.toContain("SUPPORT_NEEDS_COUNSEL");
    expect(body.years.map((year) => year.year)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));

    const year1 = body.years[0]!;
    // A's premarital savings account with a year's 5% growth stays A's under California's law.
    expect(year1.A!.stateLaw.property.separate.expected).toBe(105_000_00);
    expect(year1.B!.stateLaw.property.separate.expected).toBe(21_000_00);
    // Savings during the marriage (10% of 104,000 and of 50,000) are community property, halved.
    expect(year1.A!.stateLaw.property.shared.expected + year1.A!.stateLaw.property.retirement.expected).toBe(7_700_00);
    expect(year1.A!.incomeCents).toBe(104_000_00);
    for (const year of body.years) {
      for (const scenario of ["agreement", "stateLaw"] as const) {
        expect(year.A![scenario].totalProperty.expected + year.B![scenario].totalProperty.expected).toBe(
          year.estateCents,
        );
      }
      expect(year.A!.agreement.support).toMatchObject({ kind: "WAIVED", monthlyCents: 0 });
      expect(year.B!.stateLaw.support).toEqual({
        kind: "STATE_LAW",
        role: null,
        monthlyCents: null,
        months: null,
        lumpSumCents: null,
        upTo: false,
      });
    }
  });

  it("cites the client's own state's division rule beside the equitable range", async () => {
    const { asA, url } = await coupleWithDisclosure("CT");
    const response = await api.inject({ method: "GET", url, as: asA });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Simulation>(response);
    expect(body.equitableRange!.source).toContain("Connecticut's rule: Conn. Gen. Stat. § 46b-81");
    // Marked unconfirmed exactly when the state's division cell was not read for it.
    expect(body.equitableRange!.source.includes("(unconfirmed)")).toBe(!stateLawOf("CT")!.division.confirmed);
  });

  it("applies the assumptions given, and shows an equitable-distribution state's figures as a range with its source", async () => {
    const { asA, url } = await coupleWithDisclosure("NY");
    const response = await api.inject({
      method: "GET",
      url: `${url}?assetGrowthPercent=0&savingsRatePercent=20&incomeGrowthPercentB=-1.5`,
      as: asA,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Simulation>(response);
    expect(body.assumptions).toMatchObject({
      assetGrowthPercent: 0,
      savingsRatePercent: 20,
      incomeGrowthPercentB: -1.5,
      incomeGrowthPercentA: 4,
    });
    expect(body.equitableRange).toMatchObject({ lowPercent: 40, highPercent: 60 });
    const source = body.equitableRange!.source;
    expect(source).toContain("this product's estimate");
    expect(source).toContain("New York's rule:");
    for (const otherState of [/Ind\. Code/, /N\.C\. Gen\. Stat\./, /Ark\. Code/])
      expect(source).not.toMatch(otherState);
    expect(body.notes).toContain("EQUITABLE_ESTIMATE");
    const year10 = body.years[9]!;
    expect(year10.A!.stateLaw.property.separate.expected).toBe(100_000_00);
    const shared = year10.A!.stateLaw.property.shared;
    expect(shared.low).toBeLessThan(shared.expected);
    expect(shared.high).toBeGreaterThan(shared.expected);
    expect(reasonsOf(body, "stateLaw", "shared")).toEqual([
      "A court in New York divides your marital property in the way it finds fair, often starting from half each: the figures show 40% to 60% of it for each of you.",
    ]);
    expect(year10.A!.stateLaw.premaritalAtRiskCents).toBe(0);
  });

  it("reads the state's row of the state-law matrix", async () => {
    for (const state of ["CA", "TX", "WA", "NY", "MA", "IA"]) {
      const { asA, url } = await coupleWithDisclosure(state);
      const body = json<Simulation>(await api.inject({ method: "GET", url, as: asA }));
      const law = simulationLawOf(stateLawOf(state)!);
      expect(body.state, state).toEqual({
        abbreviation: state,
        name: law.name,
        division: { system: law.division.system, allProperty: law.division.allProperty },
        separateGrowth: law.separateGrowth,
        spousalSupport: law.spousalSupport,
        supportLimitNeedsCounsel: law.supportLimitNeedsCounsel,
        sharedPropertyTerm: law.sharedPropertyTerm,
      });
    }
  });

  it("in California, leaves out the support figures while a partner has no counsel on record, and says why", async () => {
    const { couple, asA, url } = await coupleWithDisclosure("CA");
    await waiveSupport(couple);
    await assignAttorneys(couple.document.id, ["A"]);
    const body = json<Simulation>(await api.inject({ method: "GET", url, as: asA }));
    expect(body.partners).toMatchObject({ A: { represented: true }, B: { represented: false } });
    for (const year of body.years) {
      expect(year.A!.agreement.support).toMatchObject({ kind: "STATE_LAW", monthlyCents: null });
      expect(year.B!.agreement.support).toMatchObject({ kind: "STATE_LAW", monthlyCents: null });
    }
    expect(body.notes).toContain("SUPPORT_NEEDS_COUNSEL");
    expect(reasonsOf(body, "agreement", "support")[0]).toMatch(
      /^In California a waiver or limit of spousal support binds a partner only if they had their own attorney when signing/,
    );
  });

  it("in Texas, divides the community as a range and keeps a premarital business's growth with its owner", async () => {
    const { couple, asA, post, url } = await coupleWithDisclosure("TX");
    await post(couple.userA.id, asA, "businesses", { name: "Rivera Tools LLC", valueInCents: 1_000_000_00 });
    const body = json<Simulation>(await api.inject({ method: "GET", url, as: asA }));
    expect(body.state.division).toEqual({ system: "COMMUNITY_EQUITABLE", allProperty: false });
    expect(body.equitableRange).toMatchObject({ lowPercent: 40, highPercent: 60 });
    const year1 = body.years[0]!;
    // The business and its 5% growth stay A's; nothing of it goes to B.
    expect(year1.A!.stateLaw.property.business).toEqual({
      low: 1_050_000_00,
      expected: 1_050_000_00,
      high: 1_050_000_00,
    });
    expect(year1.B!.stateLaw.property.business).toEqual({ low: 0, expected: 0, high: 0 });
    const shared = year1.A!.stateLaw.property.shared;
    expect(shared.low).toBeLessThan(shared.high);
    expect(reasonsOf(body, "stateLaw", "business")[0]).toMatch(
      /^In Texas a business owned before the marriage stays its owner's, growth included/,
    );
    for (const year of body.years) {
      for (const scenario of ["agreement", "stateLaw"] as const) {
        expect(year.A![scenario].totalProperty.expected + year.B![scenario].totalProperty.expected).toBe(
          year.estateCents,
        );
      }
    }
  });

  it("in Washington, shows what each partner owned before the marriage at risk", async () => {
    const { asA, url } = await coupleWithDisclosure("WA");
    const body = json<Simulation>(await api.inject({ method: "GET", url, as: asA }));
    const year1 = body.years[0]!;
    // A's $100,000 account with a year's 5% growth: a court may divide it, down to half.
    expect(year1.A!.stateLaw.property.separate).toEqual({ low: 52_500_00, expected: 105_000_00, high: 105_000_00 });
    // Up to half of B's $21,000 may come to A: shared, not kept separately.
    expect(year1.A!.stateLaw.property.shared.high - year1.A!.agreement.property.shared.high).toBe(10_500_00);
    expect(year1.A!.stateLaw.premaritalAtRiskCents).toBe(105_000_00);
    expect(year1.B!.stateLaw.premaritalAtRiskCents).toBe(21_000_00);
    expect(year1.A!.agreement.premaritalAtRiskCents).toBe(0);
    expect(reasonsOf(body, "stateLaw", "premarital")).toEqual([
      "In Washington a court may divide what either of you owned before the marriage too: the figures show its owner keeping from 50% to all of it.",
    ]);
  });

  it("in Iowa, where support cannot be waived, gives no support figure and says why", async () => {
    // Iowa's questionnaire offers no waiver; a waiver stored anyway is not read.
    const { couple, asA, url } = await coupleWithDisclosure("IA");
    await waiveSupport(couple);
    await assignAttorneys(couple.document.id, ["A", "B"]);
    const body = json<Simulation>(await api.inject({ method: "GET", url, as: asA }));
    expect(body.years[4]!.A!.agreement.support).toMatchObject({ kind: "STATE_LAW" });
    expect(reasonsOf(body, "agreement", "support")).toEqual([
      "Iowa law does not let a prenup waive or limit spousal support, so a court decides it as if you had no agreement: no figure can be given.",
    ]);
  });

  it("refuses a bad assumption with a message naming it and its bounds", async () => {
    const { asA, url } = await coupleWithDisclosure();
    const cases: [string, string][] = [
      ["assetGrowthPercent=35", "assetGrowthPercent must be a number from -10 to 20 (percent a year)"],
      ["incomeGrowthPercentA=fast", "incomeGrowthPercentA must be a number from -20 to 30 (percent a year)"],
      ["savingsRatePercent=-1", "savingsRatePercent must be a number from 0 to 80 (percent of income)"],
    ];
    for (const [query, message] of cases) {
      const response = await api.inject({ method: "GET", url: `${url}?${query}`, as: asA });
      expect(response.statusCode, query).toBe(400);
      expect(json<Issues>(response).error.issues.map((issue) => issue.message)).toContain(message);
    }
    const unknown = await api.inject({ method: "GET", url: `${url}?years=40`, as: asA });
    expect(unknown.statusCode).toBe(400);
  });

  it("lets the couple and their assigned attorney read it, and nobody else", async () => {
    const { couple, url } = await coupleWithDisclosure();
    const other = await createCouple(api.db);
    const assigned = await createAttorney(api.db, { stage: "APPROVED" });
    const unassigned = await createAttorney(api.db, { stage: "APPROVED" });
    const admin = await createAdmin(api.db);
    await api.db
      .update(documents)
      .set({ attorneyAId: assigned.attorney.id })
      .where(eq(documents.id, couple.document.id));
    for (const [who, status] of [
      [claimsOf(couple.userA), 200],
      [claimsOf(assigned.user, "attorney"), 200],
      [claimsOf(other.userA), 404],
      [claimsOf(unassigned.user, "attorney"), 404],
      [claimsOf(admin, "admin"), 404],
    ] as const) {
      expect((await api.inject({ method: "GET", url, as: who })).statusCode).toBe(status);
    }
    // The couple read the reasons addressed to them; their attorney reads the same reasons about them.
    const forCouple = json<Simulation>(await api.inject({ method: "GET", url, as: claimsOf(couple.userA) }));
    const forAttorney = json<Simulation>(
      await api.inject({ method: "GET", url, as: claimsOf(assigned.user, "attorney") }),
    );
    expect(forAttorney.estimates.length).toBe(forCouple.estimates.length);
    expect(forCouple.estimates.some((estimate) => /\b(you|your|Your)\b/.test(estimate.reason))).toBe(true);
    expect(forAttorney.estimates.filter((estimate) => /\b(you|your|You|Your)\b/.test(estimate.reason))).toEqual([]);
    // A partner naming a user who is not a party of the document gets nothing.
    const stranger = await api.inject({
      method: "GET",
      url: `/users/${other.userA.id}/documents/${couple.document.id}/outcome-simulation`,
      as: claimsOf(couple.userA),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("shows a partner who has disclosed nothing as not disclosed, never as figures", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const asA = claimsOf(couple.userA);
    const base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
    await api.inject({
      method: "POST",
      url: `${base}/assets`,
      payload: { ...ACCOUNT, valueInCents: 50_000_00 },
      as: asA,
    });
    const before = json<Simulation>(await api.inject({ method: "GET", url: `${base}/outcome-simulation`, as: asA }));
    expect(before.partners).toMatchObject({ A: { disclosed: true }, B: { disclosed: false } });
    expect(before.years.every((year) => year.B === null && year.A !== null)).toBe(true);
    // The estate counts only what has been disclosed: A's account and its growth.
    expect(before.years[0]!.estateCents).toBe(52_500_00);

    await declareDisclosure(api.db, {
      userId: couple.userB.id,
      documentId: couple.document.id,
      declaration: "NOTHING_TO_DISCLOSE",
    });
    const after = json<Simulation>(await api.inject({ method: "GET", url: `${base}/outcome-simulation`, as: asA }));
    expect(after.partners.B.disclosed).toBe(true);
    expect(after.years[0]!.B!.stateLaw.totalProperty.expected).toBe(0);
  });

  it("with many entries at the ceiling answers 200 and exact figures; growth beyond the cent is a clear 422, never a 500", async () => {
    const ceiling = MAX_DISCLOSED_CENTS;
    const couple = await createCouple(api.db, { paid: true, state: "CA" });
    const asA = claimsOf(couple.userA);
    const base = (userId: string) => `/users/${userId}/documents/${couple.document.id}`;
    const post = async (userId: string, kind: string, payload: Record<string, unknown>) => {
      const response = await api.inject({
        method: "POST",
        url: `${base(userId)}/${kind}`,
        payload,
        as: claimsOf(userId === couple.userA.id ? couple.userA : couple.userB),
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    for (let index = 0; index < 40; index += 1) {
      await post(couple.userA.id, "assets", { ...ACCOUNT, valueInCents: ceiling });
      await post(couple.userB.id, "businesses", { name: `Venture ${index}`, valueInCents: ceiling });
    }
    await post(couple.userA.id, "incomes", { year: 2026, incomeType: "BASE_SALARY", valueInCents: ceiling });
    const url = `${base(couple.userA.id)}/outcome-simulation`;

    const response = await api.inject({ method: "GET", url, as: asA });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Simulation>(response);
    const year1 = body.years[0]!;
    // A's 40 accounts with a year's 5% growth stay A's; B's 40 businesses likewise at signing.
    expect(year1.A!.stateLaw.property.separate.expected).toBe(40 * ceiling * 1.05);
    expect(year1.A!.incomeCents).toBe(ceiling);
    // Everything: the accounts and the businesses with a year's growth, and 10% of A's income saved.
    expect(year1.estateCents).toBe(2 * 40 * ceiling * 1.05 + ceiling / 10);
    for (const year of body.years) {
      for (const scenario of ["agreement", "stateLaw"] as const) {
        expect(year.A![scenario].totalProperty.expected + year.B![scenario].totalProperty.expected).toBe(
          year.estateCents,
        );
      }
    }
    expect(Number.isSafeInteger(body.years[29]!.estateCents)).toBe(true);

    // The highest asset growth would carry these holdings beyond the cent within 30 years: refused, with what to do.
    const highest = await api.inject({
      method: "GET",
      url: `${url}?assetGrowthPercent=20&savingsRatePercent=80&incomeGrowthPercentA=30`,
      as: asA,
    });
    expect(highest.statusCode, highest.body).toBe(422);
    expect(json(highest)).toEqual({ code: "AMOUNTS_OUT_OF_RANGE", error: SIMULATION_OUT_OF_RANGE_MESSAGE });
  });

  it("answers an amount stored before the ceiling with a clear 422, never a 500", async () => {
    const { couple, asA, url } = await coupleWithDisclosure();
    await api.db
      .update(accountsAndAssets)
      .set({ valueInCents: Number.MAX_SAFE_INTEGER })
      .where(eq(accountsAndAssets.userId, couple.userA.id));
    const response = await api.inject({ method: "GET", url, as: asA });
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response)).toEqual({ code: "AMOUNTS_OUT_OF_RANGE", error: SIMULATION_OUT_OF_RANGE_MESSAGE });
  });

  it("answers 409 with what to do while the agreement has no state", async () => {
    const couple = await createCouple(api.db, { state: null });
    const response = await api.inject({
      method: "GET",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/outcome-simulation`,
      as: claimsOf(couple.userA),
    });
    expect(response.statusCode).toBe(409);
    expect(json<{ code: string; error: string }>(response)).toMatchObject({
      code: "SIMULATION_NOT_READY",
      error: "Choose your state first: the simulator compares your agreement with your state's law.",
    });
  });
});
