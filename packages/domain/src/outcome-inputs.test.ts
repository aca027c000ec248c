import { describe, expect, it } from "vitest";
import {
  isPartnerDisclosed,
  simulationChoicesOf,
  simulationHoldingsOf,
  simulationRepresentationOf,
  type SimulationQuestion,
} from "./outcome-inputs.ts";

const A = "user-a";
const B = "user-b";
const now = new Date("2026-11-25T12:00:00Z");

describe("simulationHoldingsOf", () => {
  it("sorts the disclosure into the simulator's categories, in US cents, joint entries by their shares", () => {
    const { holdings, incomeByYear, currenciesWithoutRate } = simulationHoldingsOf({
      userAId: A,
      userBId: B,
      now,
      rates: [{ currency: "EUR", rate: 0.9 }],
      entries: [
        { userId: A, kind: "assets", currency: "USD", amountInCents: 10_000_00 },
        { userId: A, kind: "assets", currency: "USD", amountInCents: 50_000_00, assetType: "RETIREMENT_401K" },
        {
          userId: A,
          kind: "assets",
          currency: "USD",
          amountInCents: 20_000_00,
          isJoint: true,
          userAPercentage: 70,
          userBPercentage: 30,
        },
        { userId: A, kind: "real-estates", currency: "USD", amountInCents: 500_000_00, liabilityInCents: 300_000_00 },
        {
          userId: B,
          kind: "real-estates",
          currency: "USD",
          amountInCents: 100_000_00,
          liabilityInCents: 0,
          isJoint: true,
        },
        { userId: B, kind: "vehicles", currency: "EUR", amountInCents: 9_000_00, liabilityInCents: 900_00 },
        { userId: B, kind: "businesses", currency: "USD", amountInCents: 80_000_00 },
        { userId: B, kind: "debts", currency: "USD", amountInCents: 5_000_00 },
        { userId: B, kind: "inheritances-trusts", currency: "JPY", amountInCents: 1_000_000 },
        { userId: A, kind: "incomes", currency: "USD", amountInCents: 90_000_00, year: 2025 },
        { userId: A, kind: "incomes", currency: "USD", amountInCents: 100_000_00, year: 2026 },
        { userId: B, kind: "incomes", currency: "USD", amountInCents: 40_000_00, year: 2025 },
      ],
    });
    expect(holdings.A).toEqual({
      otherCents: 10_000_00,
      debtsCents: 0,
      homeCents: 250_000_00,
      retirementCents: 50_000_00,
      businessCents: 0,
      jointCents: 14_000_00,
      annualIncomeCents: 100_000_00,
    });
    expect(holdings.B).toEqual({
      otherCents: 9_000_00,
      debtsCents: 5_000_00,
      homeCents: 50_000_00,
      retirementCents: 0,
      businessCents: 80_000_00,
      jointCents: 6_000_00,
      annualIncomeCents: 40_000_00,
    });
    expect(incomeByYear.A).toEqual([
      { year: 2025, usdCents: 90_000_00 },
      { year: 2026, usdCents: 100_000_00 },
    ]);
    expect(currenciesWithoutRate).toEqual(["JPY"]);
  });

  it("leaves out the share of a partner who has not joined", () => {
    const { holdings } = simulationHoldingsOf({
      userAId: A,
      userBId: null,
      now,
      rates: [],
      entries: [
        {
          userId: A,
          kind: "assets",
          currency: "USD",
          amountInCents: 10_000_00,
          isJoint: true,
          userAPercentage: 50,
          userBPercentage: 50,
        },
      ],
    });
    expect(holdings.A.jointCents).toBe(5_000_00);
    expect(holdings.B.jointCents).toBe(0);
  });
});

describe("isPartnerDisclosed", () => {
  it("shows a partner's figures once they have disclosed something, or declared there is nothing", () => {
    expect(isPartnerDisclosed({ joined: true, status: "IN_PROGRESS" })).toBe(true);
    expect(isPartnerDisclosed({ joined: true, status: "NOTHING_TO_DISCLOSE" })).toBe(true);
    expect(isPartnerDisclosed({ joined: true, status: "NOT_STARTED" })).toBe(false);
    expect(isPartnerDisclosed({ joined: false, status: "NOT_STARTED" })).toBe(false);
  });
});

const question = (id: string, key: string, options: string[], defaultOption?: string): SimulationQuestion => ({
  id,
  key,
  options: options.map((option) => ({
    id: `${id}-${option}`,
    key: `${key}__${option}`,
    isDefault: option === defaultOption,
  })),
});
const questions: SimulationQuestion[] = [
  question("q1", "support_choice", ["state_law", "waive", "cap", "formula", "lump_sum"], "state_law"),
  question("q2", "support_cap_amount", []),
  question("q3", "support_cap_months", []),
  question("q4", "support_reopeners", ["child_born", "disability", "long_marriage"]),
  question("q5", "support_sunset_years", []),
  question("q6", "division_on_divorce", ["equal", "contribution", "court"], "court"),
  question("q7", "business_treatment", ["owner_keeps_all", "growth_shared", "fully_shared"], "owner_keeps_all"),
  question("q8", "premarital_assets_scope", ["all_separate", "some_shared", "all_shared"], "all_separate"),
];
const chose = (questionId: string, ...options: string[]) => ({
  questionId,
  questionOptionIds: options.map((option) => `${questionId}-${option}`),
});
const typed = (questionId: string, valueTyped: string) => ({ questionId, valueTyped });

describe("simulationChoicesOf", () => {
  it("reads the couple's agreed answers, amounts included, and a sunset after K years", () => {
    const both = [
      chose("q1", "cap"),
      typed("q2", "$4,000"),
      typed("q3", "36"),
      chose("q4", "child_born", "long_marriage"),
      typed("q5", "10"),
      chose("q6", "equal"),
    ];
    const { choices, differing } = simulationChoicesOf({ questions, answers: { A: both, B: both } });
    expect(choices.support).toEqual({ choice: "cap", monthlyCapCents: 4_000_00, maxMonths: 36, sunsetAfterYears: 10 });
    expect(choices.division).toBe("equal");
    expect(differing).toEqual([]);
  });

  it("takes one partner's answer when only they answered, and the default where the two differ", () => {
    const { choices, differing } = simulationChoicesOf({
      questions,
      answers: { A: [chose("q6", "equal"), chose("q8", "all_shared")], B: [chose("q6", "contribution")] },
    });
    expect(choices.division).toBe("court");
    expect(choices.premaritalAssets).toBe("all_shared");
    expect(differing).toEqual(["division_on_divorce"]);
  });

  it("reads each partner's own business answer", () => {
    const { choices } = simulationChoicesOf({
      questions,
      answers: { A: [chose("q7", "growth_shared")], B: [chose("q7", "fully_shared")] },
    });
    expect(choices.business).toEqual({ A: "growth_shared", B: "fully_shared" });
  });

  it("counts a cap without its amounts as support under state law", () => {
    const { choices } = simulationChoicesOf({ questions, answers: { A: [chose("q1", "cap")], B: [] } });
    expect(choices.support).toEqual({ choice: "state_law" });
  });
});

describe("simulationRepresentationOf", () => {
  const plan: SimulationQuestion = {
    id: "q-plan",
    key: "attorney_plan",
    options: [
      { id: "o-own", key: "attorney_plan__own_attorney", isDefault: false },
      { id: "o-none", key: "attorney_plan__no_attorney", isDefault: false },
    ],
  };
  it("counts a partner represented only with an attorney on record whom their own answer does not disclaim", () => {
    expect(
      simulationRepresentationOf({
        questions: [plan],
        answers: {
          A: [{ questionId: "q-plan", questionOptionIds: ["o-own"] }],
          B: [{ questionId: "q-plan", questionOptionIds: ["o-none"] }],
        },
        attorneyOnRecord: { A: true, B: true },
      }),
    ).toEqual({ A: true, B: false });
    // An answer of "own attorney" with nobody on record is not counsel.
    expect(
      simulationRepresentationOf({
        questions: [plan],
        answers: { A: [{ questionId: "q-plan", questionOptionIds: ["o-own"] }], B: [] },
        attorneyOnRecord: { A: false, B: true },
      }),
    ).toEqual({ A: false, B: true });
  });
});
