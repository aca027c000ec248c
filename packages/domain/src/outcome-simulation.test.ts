import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SIMULATION_CHOICES,
  EMPTY_HOLDINGS,
  PROPERTY_CATEGORIES,
  defaultIncomeGrowthPercent,
  simulateOutcome,
  simulationAssumptions,
  simulationAssumptionsQuerySchema,
  type PartnerHoldings,
  type SimulationChoices,
  type SimulationInput,
  type SimulationStateLaw,
  type SupportTerms,
  SIMULATION_OUT_OF_RANGE_MESSAGE,
} from "./outcome-simulation.ts";
import { MAX_DISCLOSED_CENTS } from "./money-schemas.ts";

const flat = { assetGrowthPercent: 0, incomeGrowthPercentA: 0, incomeGrowthPercentB: 0, savingsRatePercent: 0 };

/** The simulator's slices of the state-law matrix's rows for the states the cases name (@prenup/content holds the rows). */
const LAW = {
  CA: {
    stateId: "CA",
    name: "California",
    division: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    separateGrowth: "INCOME_SEPARATE_EFFORT_SHARED",
    spousalSupport: "ATTORNEY_REQUIRED",
    supportLimitNeedsCounsel: true,
    sharedPropertyTerm: "community property",
  },
  NV: {
    stateId: "NV",
    name: "Nevada",
    division: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    separateGrowth: "INCOME_SEPARATE_EFFORT_SHARED",
    spousalSupport: "CAN_WAIVE_OR_MODIFY",
    supportLimitNeedsCounsel: false,
    sharedPropertyTerm: "community property",
  },
  TX: {
    stateId: "TX",
    name: "Texas",
    division: { system: "COMMUNITY_EQUITABLE", allProperty: false, giftsDivisible: false, equalPresumption: false },
    separateGrowth: "INCOME_COMMUNITY",
    spousalSupport: "CAN_WAIVE_OR_MODIFY",
    supportLimitNeedsCounsel: false,
    sharedPropertyTerm: "community property",
  },
  WA: {
    stateId: "WA",
    name: "Washington",
    division: { system: "COMMUNITY_EQUITABLE", allProperty: true, giftsDivisible: true, equalPresumption: false },
    separateGrowth: "INCOME_SEPARATE_EFFORT_SHARED",
    spousalSupport: "CAN_WAIVE_OR_MODIFY",
    supportLimitNeedsCounsel: false,
    sharedPropertyTerm: "community property",
  },
  NY: {
    stateId: "NY",
    name: "New York",
    division: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    separateGrowth: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    spousalSupport: "CAN_WAIVE_OR_MODIFY",
    supportLimitNeedsCounsel: false,
    sharedPropertyTerm: "marital property",
  },
  MA: {
    stateId: "MA",
    name: "Massachusetts",
    division: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: false },
    separateGrowth: "ALL_DIVISIBLE",
    spousalSupport: "CAN_WAIVE_OR_MODIFY",
    supportLimitNeedsCounsel: false,
    sharedPropertyTerm: "marital property",
  },
  WI: {
    stateId: "WI",
    name: "Wisconsin",
    division: { system: "COMMUNITY_EQUAL", allProperty: true, giftsDivisible: true, equalPresumption: true },
    separateGrowth: "INCOME_AND_EFFORT_COMMUNITY",
    spousalSupport: "CAN_WAIVE_OR_MODIFY",
    supportLimitNeedsCounsel: false,
    sharedPropertyTerm: "marital property",
  },
  IA: {
    stateId: "IA",
    name: "Iowa",
    division: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    separateGrowth: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    spousalSupport: "CANNOT_WAIVE_OR_MODIFY",
    supportLimitNeedsCounsel: false,
    sharedPropertyTerm: "marital property",
  },
} as const satisfies Record<string, SimulationStateLaw>;
const BOTH_REPRESENTED = { A: true, B: true };

function input(
  overrides: Partial<Omit<SimulationInput, "choices">> & { choices?: Partial<SimulationChoices> } = {},
): SimulationInput {
  return {
    holdings: { A: { ...EMPTY_HOLDINGS }, B: { ...EMPTY_HOLDINGS } },
    law: LAW.NV,
    represented: BOTH_REPRESENTED,
    assumptions: flat,
    ...overrides,
    choices: { ...DEFAULT_SIMULATION_CHOICES, ...overrides.choices },
  };
}

const cents = fc.integer({ min: 0, max: 500_000_000 });
const holdings: fc.Arbitrary<PartnerHoldings> = fc.record({
  otherCents: fc.integer({ min: -50_000_000, max: 500_000_000 }),
  debtsCents: fc.integer({ min: 0, max: 50_000_000 }),
  homeCents: fc.integer({ min: -10_000_000, max: 300_000_000 }),
  retirementCents: cents,
  businessCents: cents,
  jointCents: cents,
  annualIncomeCents: fc.integer({ min: 0, max: 100_000_000 }),
});
const sunset = fc.option(fc.integer({ min: 1, max: 30 }), { nil: null });
const support: fc.Arbitrary<SupportTerms> = fc.oneof(
  fc.constant({ choice: "state_law" as const }),
  fc.record({ choice: fc.constant("waive" as const), sunsetAfterYears: sunset }),
  fc.record({
    choice: fc.constant("cap" as const),
    monthlyCapCents: fc.integer({ min: 1, max: 5_000_000 }),
    maxMonths: fc.integer({ min: 1, max: 240 }),
    sunsetAfterYears: sunset,
  }),
  fc.record({
    choice: fc.constant("formula" as const),
    monthsPerYear: fc.integer({ min: 1, max: 12 }),
    sunsetAfterYears: sunset,
  }),
  fc.record({
    choice: fc.constant("lump_sum" as const),
    perYearCents: fc.integer({ min: 1, max: 5_000_000 }),
    sunsetAfterYears: sunset,
  }),
);
const business = fc.constantFrom("owner_keeps_all" as const, "growth_shared" as const, "fully_shared" as const);
const choices: fc.Arbitrary<SimulationChoices> = fc.record({
  premaritalAssets: fc.constantFrom("all_separate" as const, "some_shared" as const, "all_shared" as const),
  separateGrowth: fc.constantFrom("owner" as const, "effort_shared" as const, "shared" as const),
  premaritalDebts: fc.constantFrom("owner" as const, "shared" as const),
  maritalRegime: fc.constantFrom("state_default" as const, "joint_only" as const, "all_shared" as const),
  earnings: fc.constantFrom("earner" as const, "shared" as const),
  division: fc.constantFrom("equal" as const, "contribution" as const, "court" as const),
  retirementPremarital: fc.constantFrom("separate" as const, "shared" as const),
  retirementMarital: fc.constantFrom("shared" as const, "separate" as const),
  business: fc.record({ A: business, B: business }),
  homePlan: fc.constantFrom("owned_home" as const, "buy_together" as const, "renting" as const),
  homeGrowth: fc.constantFrom("owner" as const, "paydown_credit" as const, "growth_shared" as const),
  support,
});
const scenarioInput: fc.Arbitrary<SimulationInput> = fc.record({
  holdings: fc.record({ A: holdings, B: holdings }),
  choices,
  law: fc.constantFrom<SimulationStateLaw>(...Object.values(LAW)),
  represented: fc.record({ A: fc.boolean(), B: fc.boolean() }),
  assumptions: fc.record({
    assetGrowthPercent: fc.double({ min: -10, max: 20, noNaN: true }),
    incomeGrowthPercentA: fc.double({ min: -20, max: 30, noNaN: true }),
    incomeGrowthPercentB: fc.double({ min: -20, max: 30, noNaN: true }),
    savingsRatePercent: fc.double({ min: 0, max: 80, noNaN: true }),
  }),
});

describe("simulateOutcome: properties", () => {
  it("creates and loses nothing: in every year and scenario the two partners' shares add up to the estate", () => {
    fc.assert(
      fc.property(scenarioInput, (sim) => {
        const result = simulateOutcome(sim);
        expect(result.years).toHaveLength(30);
        // Plain comparisons gathered into one list: a hundred runs of 30 years stay fast.
        const problems: string[] = [];
        for (const year of result.years) {
          for (const [name, scenario] of [
            ["agreement", year.agreement],
            ["stateLaw", year.stateLaw],
          ] as const) {
            const where = `year ${year.year} ${name}`;
            if (scenario.A.totalProperty.expected + scenario.B.totalProperty.expected !== year.estateCents)
              problems.push(`${where}: expected shares do not add up`);
            // The range's ends, taken crosswise, add up to the estate too.
            if (scenario.A.totalProperty.low + scenario.B.totalProperty.high !== year.estateCents)
              problems.push(`${where}: A low + B high`);
            if (scenario.A.totalProperty.high + scenario.B.totalProperty.low !== year.estateCents)
              problems.push(`${where}: A high + B low`);
            for (const side of ["A", "B"] as const) {
              for (const category of PROPERTY_CATEGORIES) {
                const range = scenario[side].property[category];
                if (!(range.low <= range.expected && range.expected <= range.high))
                  problems.push(`${where} ${side} ${category}: range out of order`);
              }
            }
          }
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("a support sunset after year K gives the state's law from year K on", () => {
    fc.assert(
      fc.property(scenarioInput, fc.integer({ min: 1, max: 30 }), (sim, k) => {
        const terms =
          sim.choices.support.choice === "state_law"
            ? { choice: "waive" as const, sunsetAfterYears: k }
            : { ...sim.choices.support, sunsetAfterYears: k };
        const result = simulateOutcome({ ...sim, law: LAW.NV, choices: { ...sim.choices, support: terms } });
        for (const year of result.years) {
          for (const side of ["A", "B"] as const) {
            const support = year.agreement[side].support;
            if (year.year >= k) expect(support).toEqual(year.stateLaw[side].support);
            else expect(support.kind).not.toBe("STATE_LAW");
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it("a waiver gives zero support in every year, to both partners", () => {
    fc.assert(
      fc.property(scenarioInput, (sim) => {
        const result = simulateOutcome({
          ...sim,
          law: LAW.NV,
          choices: { ...sim.choices, support: { choice: "waive", sunsetAfterYears: null } },
        });
        for (const year of result.years) {
          expect(year.agreement.A.support).toEqual({ kind: "WAIVED", amountCents: 0 });
          expect(year.agreement.B.support).toEqual({ kind: "WAIVED", amountCents: 0 });
        }
      }),
      { numRuns: 50 },
    );
  });

  it("never gives a figure for support the state's law decides", () => {
    fc.assert(
      fc.property(scenarioInput, (sim) => {
        for (const year of simulateOutcome(sim).years) {
          expect(year.stateLaw.A.support).toEqual({ kind: "STATE_LAW" });
          expect(year.stateLaw.B.support).toEqual({ kind: "STATE_LAW" });
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe("simulateOutcome: exact figures, or a refusal", () => {
  /** Every figure the response carries as whole cents. */
  const figuresOf = (result: ReturnType<typeof simulateOutcome>): number[] =>
    result.years.flatMap((year) => [
      year.estateCents,
      year.incomeCents.A,
      year.incomeCents.B,
      ...[year.agreement, year.stateLaw].flatMap((scenario) =>
        (["A", "B"] as const).flatMap((side) => {
          const outcome = scenario[side];
          const ranges = [...PROPERTY_CATEGORIES.map((category) => outcome.property[category]), outcome.totalProperty];
          const support =
            outcome.support.kind === "AGREED"
              ? [outcome.support.monthlyCents ?? 0, outcome.support.lumpSumCents ?? 0]
              : [];
          return [
            ...ranges.flatMap((range) => [range.low, range.expected, range.high]),
            outcome.premaritalAtRiskCents,
            ...support,
          ];
        }),
      ),
    ]);

  it("never answers a figure a number cannot carry: huge holdings and any assumptions give exact whole cents that add up, or AMOUNTS_OUT_OF_RANGE", () => {
    // Up to one ceiling, a hundred, five thousand: some grow beyond the cent with some assumptions, some never do.
    const huge = fc.oneof(
      ...[1, 100, 5_000].map((ceilings) => fc.integer({ min: 0, max: ceilings * MAX_DISCLOSED_CENTS })),
    );
    const hugeHoldings: fc.Arbitrary<PartnerHoldings> = fc.record({
      otherCents: huge,
      debtsCents: huge,
      homeCents: huge,
      retirementCents: huge,
      businessCents: huge,
      jointCents: huge,
      annualIncomeCents: fc.oneof(
        ...[1, 100].map((ceilings) => fc.integer({ min: 0, max: ceilings * MAX_DISCLOSED_CENTS })),
      ),
    });
    const hugeSupport: fc.Arbitrary<SupportTerms> = fc.oneof(
      fc.record({
        choice: fc.constant("cap" as const),
        monthlyCapCents: fc.integer({ min: 1, max: MAX_DISCLOSED_CENTS }),
        maxMonths: fc.integer({ min: 1, max: 240 }),
        sunsetAfterYears: sunset,
      }),
      fc.record({
        choice: fc.constant("lump_sum" as const),
        perYearCents: fc.integer({ min: 1, max: MAX_DISCLOSED_CENTS }),
        sunsetAfterYears: sunset,
      }),
    );
    fc.assert(
      fc.property(scenarioInput, hugeHoldings, hugeHoldings, hugeSupport, (sim, a, b, terms) => {
        let result: ReturnType<typeof simulateOutcome>;
        try {
          result = simulateOutcome({ ...sim, holdings: { A: a, B: b }, choices: { ...sim.choices, support: terms } });
        } catch (error) {
          expect(error).toMatchObject({ code: "AMOUNTS_OUT_OF_RANGE", message: SIMULATION_OUT_OF_RANGE_MESSAGE });
          return;
        }
        expect(figuresOf(result).filter((figure) => !Number.isSafeInteger(figure))).toEqual([]);
        for (const year of result.years) {
          for (const scenario of [year.agreement, year.stateLaw])
            expect(scenario.A.totalProperty.expected + scenario.B.totalProperty.expected).toBe(year.estateCents);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("many holdings at the ceiling with the default assumptions: exact figures", () => {
    const many = 200 * MAX_DISCLOSED_CENTS;
    const result = simulateOutcome(
      input({
        holdings: {
          A: { ...EMPTY_HOLDINGS, otherCents: many, annualIncomeCents: 3 * MAX_DISCLOSED_CENTS },
          B: { ...EMPTY_HOLDINGS, businessCents: many },
        },
        assumptions: {
          assetGrowthPercent: 5,
          incomeGrowthPercentA: 3,
          incomeGrowthPercentB: 3,
          savingsRatePercent: 10,
        },
      }),
    );
    expect(result.years).toHaveLength(30);
    const year1 = result.years[0]!;
    expect(year1.agreement.A.property.separate.expected).toBe(many * 1.05);
    expect(year1.incomeCents.A).toBe(3 * MAX_DISCLOSED_CENTS);
    // 10% of the income saved, half of it for retirement.
    expect(year1.agreement.A.property.retirement.expected + year1.agreement.B.property.retirement.expected).toBe(
      0.15 * MAX_DISCLOSED_CENTS,
    );
    expect(figuresOf(result).every((figure) => Number.isSafeInteger(figure))).toBe(true);
  });

  it("refuses the highest assumptions on holdings that would grow beyond the cent, with what to do", () => {
    const huge = input({
      holdings: { A: { ...EMPTY_HOLDINGS, otherCents: 5_000 * MAX_DISCLOSED_CENTS }, B: { ...EMPTY_HOLDINGS } },
      assumptions: { ...flat, assetGrowthPercent: 20 },
    });
    expect(() => simulateOutcome(huge)).toThrow(SIMULATION_OUT_OF_RANGE_MESSAGE);
    expect(() => simulateOutcome(huge)).toThrow(expect.objectContaining({ code: "AMOUNTS_OUT_OF_RANGE" }));
    expect(simulateOutcome({ ...huge, assumptions: flat }).years[29]!.estateCents).toBe(5_000 * MAX_DISCLOSED_CENTS);
  });
});

describe("simulateOutcome: named cases", () => {
  it("community property: savings during the marriage are split equally, premarital property stays with its owner", () => {
    const result = simulateOutcome(
      input({
        holdings: {
          A: { ...EMPTY_HOLDINGS, otherCents: 100_000_00, annualIncomeCents: 100_000_00 },
          B: { ...EMPTY_HOLDINGS, annualIncomeCents: 0 },
        },
        assumptions: { ...flat, savingsRatePercent: 10 },
      }),
    );
    const year10 = result.years[9]!;
    // A saved $10,000 a year for 10 years: $100,000, half into retirement, half into other savings.
    expect(year10.estateCents).toBe(200_000_00);
    expect(year10.stateLaw.A.property.separate.expected).toBe(100_000_00);
    expect(year10.stateLaw.A.property.shared.expected).toBe(25_000_00);
    expect(year10.stateLaw.B.property.shared.expected).toBe(25_000_00);
    expect(year10.stateLaw.B.property.retirement.expected).toBe(25_000_00);
    expect(year10.stateLaw.A.totalProperty).toEqual({ low: 150_000_00, expected: 150_000_00, high: 150_000_00 });
    expect(result.notes).not.toContain("EQUITABLE_ESTIMATE");
  });

  it("equitable distribution: a 40–60% range around an equal split of marital property, labelled an estimate", () => {
    const result = simulateOutcome(
      input({
        law: LAW.NY,
        holdings: { A: { ...EMPTY_HOLDINGS, annualIncomeCents: 100_000_00 }, B: { ...EMPTY_HOLDINGS } },
        assumptions: { ...flat, savingsRatePercent: 10 },
      }),
    );
    const year1 = result.years[0]!;
    expect(year1.stateLaw.A.totalProperty).toEqual({ low: 4_000_00, expected: 5_000_00, high: 6_000_00 });
    expect(year1.stateLaw.B.totalProperty).toEqual({ low: 4_000_00, expected: 5_000_00, high: 6_000_00 });
    expect(result.notes).toContain("EQUITABLE_ESTIMATE");
  });

  it("an agreement where the earner keeps their earnings leaves the saver with their savings", () => {
    const result = simulateOutcome(
      input({
        holdings: { A: { ...EMPTY_HOLDINGS, annualIncomeCents: 100_000_00 }, B: { ...EMPTY_HOLDINGS } },
        assumptions: { ...flat, savingsRatePercent: 10 },
        choices: { maritalRegime: "joint_only", earnings: "earner", retirementMarital: "separate" },
      }),
    );
    const year5 = result.years[4]!;
    expect(year5.agreement.A.totalProperty.expected).toBe(50_000_00);
    expect(year5.agreement.B.totalProperty.expected).toBe(0);
    expect(year5.stateLaw.B.totalProperty.expected).toBe(25_000_00);
  });

  it("a business whose growth is shared: its value at signing stays the owner's, its growth is divided", () => {
    const result = simulateOutcome(
      input({
        holdings: { A: { ...EMPTY_HOLDINGS, businessCents: 1_000_000_00 }, B: { ...EMPTY_HOLDINGS } },
        assumptions: { ...flat, assetGrowthPercent: 10 },
        choices: { business: { A: "growth_shared", B: "owner_keeps_all" }, division: "equal" },
      }),
    );
    const year1 = result.years[0]!;
    expect(year1.agreement.A.property.business.expected).toBe(1_050_000_00);
    expect(year1.agreement.B.property.business.expected).toBe(50_000_00);
    const kept = simulateOutcome(
      input({
        holdings: { A: { ...EMPTY_HOLDINGS, businessCents: 1_000_000_00 }, B: { ...EMPTY_HOLDINGS } },
        assumptions: { ...flat, assetGrowthPercent: 10 },
      }),
    );
    expect(kept.years[0]!.agreement.A.property.business.expected).toBe(1_100_000_00);
  });

  it("a cap: the lower earner may receive up to the cap for up to the months agreed, the other pays", () => {
    const result = simulateOutcome(
      input({
        holdings: {
          A: { ...EMPTY_HOLDINGS, annualIncomeCents: 180_000_00 },
          B: { ...EMPTY_HOLDINGS, annualIncomeCents: 45_000_00 },
        },
        choices: { support: { choice: "cap", monthlyCapCents: 4_000_00, maxMonths: 36, sunsetAfterYears: null } },
      }),
    );
    expect(result.years[11]!.agreement.B.support).toEqual({
      kind: "AGREED",
      role: "RECEIVES",
      monthlyCents: 4_000_00,
      months: 36,
      lumpSumCents: null,
      upTo: true,
    });
    expect(result.years[11]!.agreement.A.support).toMatchObject({ kind: "AGREED", role: "PAYS" });
  });

  it("a lump sum grows with each year of marriage; a formula fixes months, not the amount", () => {
    const holdingsOf = {
      A: { ...EMPTY_HOLDINGS, annualIncomeCents: 90_000_00 },
      B: { ...EMPTY_HOLDINGS, annualIncomeCents: 60_000_00 },
    };
    const lump = simulateOutcome(
      input({
        holdings: holdingsOf,
        choices: { support: { choice: "lump_sum", perYearCents: 10_000_00, sunsetAfterYears: null } },
      }),
    );
    expect(lump.years[6]!.agreement.B.support).toMatchObject({ role: "RECEIVES", lumpSumCents: 70_000_00 });
    const formula = simulateOutcome(
      input({
        holdings: holdingsOf,
        choices: { support: { choice: "formula", monthsPerYear: 2, sunsetAfterYears: null } },
      }),
    );
    expect(formula.years[6]!.agreement.B.support).toMatchObject({ role: "RECEIVES", monthlyCents: null, months: 14 });
    expect(formula.notes).toContain("SUPPORT_AMOUNT_BY_COURT");
  });

  it("a state that protects support ignores the agreement's waiver", () => {
    const result = simulateOutcome(
      input({ law: LAW.IA, choices: { support: { choice: "waive", sunsetAfterYears: null } } }),
    );
    expect(result.years[0]!.agreement.A.support).toEqual({ kind: "STATE_LAW" });
    expect(result.notes).toContain("SUPPORT_PROTECTED_BY_STATE");
  });

  it("simulates only the years asked for, 1 to 30", () => {
    expect(simulateOutcome({ ...input(), years: 5 }).years.map((year) => year.year)).toEqual([1, 2, 3, 4, 5]);
    expect(simulateOutcome({ ...input(), years: 99 }).years).toHaveLength(30);
  });
});

describe("simulateOutcome: by the state's law (the matrix's slice)", () => {
  const growth10 = { ...flat, assetGrowthPercent: 10, savingsRatePercent: 10 };
  /** A owned $100,000 of savings and a $1,000,000 business before the marriage and earns $100,000; B earns nothing. */
  const owner = {
    A: { ...EMPTY_HOLDINGS, otherCents: 100_000_00, businessCents: 1_000_000_00, annualIncomeCents: 100_000_00 },
    B: { ...EMPTY_HOLDINGS },
  };
  const reasons = (result: ReturnType<typeof simulateOutcome>, scenario: "agreement" | "stateLaw", subject: string) =>
    result.estimates
      .filter((estimate) => estimate.scenario === scenario && estimate.subject === subject)
      .map((estimate) => estimate.reason);

  it("California (equal community): the community halved, premarital savings kept, the business's growth shared as an estimate", () => {
    const result = simulateOutcome(input({ law: LAW.CA, holdings: owner, assumptions: growth10 }));
    const year1 = result.years[0]!;
    expect(year1.stateLaw.A.property.separate).toEqual({ low: 110_000_00, expected: 110_000_00, high: 110_000_00 });
    expect(year1.stateLaw.A.property.business).toEqual({
      low: 1_050_000_00,
      expected: 1_050_000_00,
      high: 1_050_000_00,
    });
    expect(year1.stateLaw.B.property.shared).toEqual({ low: 2_500_00, expected: 2_500_00, high: 2_500_00 });
    expect(year1.stateLaw.A.premaritalAtRiskCents).toBe(0);
    expect(result.notes).not.toContain("EQUITABLE_ESTIMATE");
    expect(reasons(result, "stateLaw", "business")).toEqual([
      "In California the growth of a business owned before the marriage is shared as far as it comes from work during the marriage: the figures count all of it as community property, an estimate.",
    ]);
    expect(reasons(result, "stateLaw", "shared")).toEqual([]);
  });

  it("Texas (community divided as just and right): a range, the savings' income shared, the business's growth kept by its owner", () => {
    const result = simulateOutcome(input({ law: LAW.TX, holdings: owner, assumptions: growth10 }));
    const year1 = result.years[0]!;
    expect(year1.stateLaw.A.property.business).toEqual({
      low: 1_100_000_00,
      expected: 1_100_000_00,
      high: 1_100_000_00,
    });
    expect(year1.stateLaw.B.property.business.high).toBe(0);
    // The savings kept at $100,000; their $10,000 of interest and $5,000 of new savings divided 40–60%.
    expect(year1.stateLaw.A.property.separate.expected).toBe(100_000_00);
    expect(year1.stateLaw.A.property.shared).toEqual({ low: 6_000_00, expected: 7_500_00, high: 9_000_00 });
    expect(result.notes).toContain("EQUITABLE_ESTIMATE");
    expect(reasons(result, "stateLaw", "business")[0]).toMatch(
      /^In Texas a business owned before the marriage stays its owner's, growth included; the marriage may claim repayment/,
    );
    expect(reasons(result, "stateLaw", "shared")).toContain(
      "A court in Texas divides your community property in the way it finds fair, not always half each: the figures show 40% to 60% of it for each of you.",
    );
  });

  it("Wisconsin (marital property): the savings' income shared, and the business's growth from work during the marriage divided, not kept", () => {
    const result = simulateOutcome(input({ law: LAW.WI, holdings: owner, assumptions: growth10 }));
    const year1 = result.years[0]!;
    // The business owned before the marriage is at risk (all property may be divided), and its growth is divided.
    expect(year1.stateLaw.B.property.business.expected).toBeGreaterThan(0);
    expect(reasons(result, "stateLaw", "business")[0]).toMatch(
      /^In Wisconsin a business owned before the marriage stays its owner's, but work during the marriage that made it grow substantially without fair pay makes that growth marital property/,
    );
    expect(
      reasons(result, "stateLaw", "shared").some((reason) =>
        /income of what you owned before the marriage/.test(reason),
      ),
    ).toBe(true);
  });

  it("Washington (all property): what A owned before the marriage is at risk, and the community is a range", () => {
    const holdings = {
      A: { ...EMPTY_HOLDINGS, otherCents: 100_000_00, annualIncomeCents: 100_000_00 },
      B: { ...EMPTY_HOLDINGS },
    };
    const result = simulateOutcome(input({ law: LAW.WA, holdings, assumptions: growth10 }));
    const year1 = result.years[0]!;
    expect(year1.stateLaw.A.property.separate).toEqual({ low: 55_000_00, expected: 110_000_00, high: 110_000_00 });
    // What B may receive of it counts as shared, not as kept separately.
    expect(year1.stateLaw.B.property.separate).toEqual({ low: 0, expected: 0, high: 0 });
    expect(year1.stateLaw.B.property.shared.high - year1.agreement.B.property.shared.high).toBe(55_000_00);
    expect(year1.stateLaw.A.premaritalAtRiskCents).toBe(110_000_00);
    expect(year1.stateLaw.B.premaritalAtRiskCents).toBe(0);
    expect(year1.stateLaw.A.property.shared.low).toBeLessThan(year1.stateLaw.A.property.shared.high);
    expect(reasons(result, "stateLaw", "premarital")).toEqual([
      "In Washington a court may divide what either of you owned before the marriage too: the figures show its owner keeping from 50% to all of it.",
    ]);
    // The agreement keeps it A's: nothing at risk there.
    expect(year1.agreement.A.property.separate).toEqual({ low: 110_000_00, expected: 110_000_00, high: 110_000_00 });
    expect(year1.agreement.A.premaritalAtRiskCents).toBe(0);
  });

  it("New York (equitable distribution): premarital savings kept, marital property and the business's active growth a range, each said why", () => {
    const result = simulateOutcome(input({ law: LAW.NY, holdings: owner, assumptions: growth10 }));
    const year1 = result.years[0]!;
    expect(year1.stateLaw.A.property.separate).toEqual({ low: 110_000_00, expected: 110_000_00, high: 110_000_00 });
    expect(year1.stateLaw.A.property.business).toEqual({
      low: 1_040_000_00,
      expected: 1_050_000_00,
      high: 1_060_000_00,
    });
    expect(year1.stateLaw.A.premaritalAtRiskCents).toBe(0);
    expect(reasons(result, "stateLaw", "shared")).toEqual([
      "A court in New York divides your marital property in the way it finds fair, often starting from half each: the figures show 40% to 60% of it for each of you.",
    ]);
    expect(reasons(result, "stateLaw", "business")[0]).toContain("In New York");
  });

  it("Massachusetts (all property): the home A owned before the marriage is at risk, down to half", () => {
    const holdings = { A: { ...EMPTY_HOLDINGS, homeCents: 200_000_00 }, B: { ...EMPTY_HOLDINGS } };
    const result = simulateOutcome(input({ law: LAW.MA, holdings }));
    const year1 = result.years[0]!;
    expect(year1.stateLaw.A.property.home).toEqual({ low: 100_000_00, expected: 200_000_00, high: 200_000_00 });
    expect(year1.stateLaw.B.property.home).toEqual({ low: 0, expected: 0, high: 100_000_00 });
    expect(year1.stateLaw.A.premaritalAtRiskCents).toBe(200_000_00);
    expect(reasons(result, "stateLaw", "premarital")[0]).toMatch(
      /^In Massachusetts a court may divide what either of you owned before the marriage too/,
    );
  });

  it("Iowa (support cannot be waived): the waiver counts for nothing, and the reason says so", () => {
    const result = simulateOutcome(
      input({ law: LAW.IA, holdings: owner, choices: { support: { choice: "waive", sunsetAfterYears: null } } }),
    );
    expect(result.years[0]!.agreement.A.support).toEqual({ kind: "STATE_LAW" });
    expect(result.notes).toContain("SUPPORT_PROTECTED_BY_STATE");
    expect(reasons(result, "agreement", "support")).toEqual([
      "Iowa law does not let a prenup waive or limit spousal support, so a court decides it as if you had no agreement: no figure can be given.",
    ]);
    // Iowa's questionnaire offers no waiver: the sentence is there when the couple chose none too.
    const none = simulateOutcome(input({ law: LAW.IA, holdings: owner }));
    expect(reasons(none, "agreement", "support")[0]).toMatch(
      /^Iowa law does not let a prenup waive or limit spousal support/,
    );
  });

  it("California with a partner without counsel: no support figure, with the reason; with both represented, the cap's figure", () => {
    const cap: SupportTerms = { choice: "cap", monthlyCapCents: 4_000_00, maxMonths: 36, sunsetAfterYears: null };
    const holdings = {
      A: { ...EMPTY_HOLDINGS, annualIncomeCents: 180_000_00 },
      B: { ...EMPTY_HOLDINGS, annualIncomeCents: 45_000_00 },
    };
    const unrepresented = simulateOutcome(
      input({ law: LAW.CA, holdings, represented: { A: true, B: false }, choices: { support: cap } }),
    );
    for (const year of unrepresented.years) {
      expect(year.agreement.A.support).toEqual({ kind: "STATE_LAW" });
      expect(year.agreement.B.support).toEqual({ kind: "STATE_LAW" });
    }
    expect(unrepresented.notes).toContain("SUPPORT_NEEDS_COUNSEL");
    expect(reasons(unrepresented, "agreement", "support")[0]).toMatch(
      /^In California a waiver or limit of spousal support binds a partner only if they had their own attorney when signing\. One of you has no attorney on record/,
    );
    const represented = simulateOutcome(
      input({ law: LAW.CA, holdings, represented: BOTH_REPRESENTED, choices: { support: cap } }),
    );
    expect(represented.years[0]!.agreement.B.support).toMatchObject({
      kind: "AGREED",
      role: "RECEIVES",
      monthlyCents: 4_000_00,
    });
    expect(represented.notes).not.toContain("SUPPORT_NEEDS_COUNSEL");
  });

  it("speaks to counsel about the couple: the same reasons, never addressed to the reader", () => {
    const cap: SupportTerms = { choice: "cap", monthlyCapCents: 4_000_00, maxMonths: 36, sunsetAfterYears: null };
    for (const law of Object.values(LAW)) {
      for (const represented of [BOTH_REPRESENTED, { A: true, B: false }]) {
        const couple = simulateOutcome(input({ law, holdings: owner, represented, choices: { support: cap } }));
        const forCounsel = simulateOutcome({
          ...input({ law, holdings: owner, represented, choices: { support: cap } }),
          voice: "counsel",
        });
        expect(forCounsel.estimates.map(({ scenario, subject }) => [scenario, subject])).toEqual(
          couple.estimates.map(({ scenario, subject }) => [scenario, subject]),
        );
        for (const { reason } of forCounsel.estimates) {
          expect(reason).not.toMatch(/\b(you|your|You|Your)\b/);
          expect(reason).toContain(law.name);
        }
      }
    }
    const texas = simulateOutcome({ ...input({ law: LAW.TX, holdings: owner }), voice: "counsel" });
    expect(reasons(texas, "stateLaw", "shared")).toContain(
      "A court in Texas divides the couple's community property in the way it finds fair, not always half each: the figures show 40% to 60% of it for each partner.",
    );
  });

  it("gives every estimate a sentence that names the state and reads well", () => {
    for (const law of Object.values(LAW)) {
      for (const support of [
        { choice: "state_law" },
        { choice: "waive", sunsetAfterYears: null },
        { choice: "formula", monthsPerYear: 2, sunsetAfterYears: null },
      ] as SupportTerms[]) {
        const result = simulateOutcome(
          input({ law, represented: { A: true, B: false }, choices: { support, division: "court" }, years: 1 }),
        );
        expect(
          result.estimates.some((estimate) => estimate.scenario === "stateLaw" && estimate.subject === "support"),
        ).toBe(true);
        // A waiver the agreement holds is a figure (none), not an estimate.
        const holdsWaiver =
          support.choice === "waive" && law.spousalSupport === "CAN_WAIVE_OR_MODIFY" && !law.supportLimitNeedsCounsel;
        expect(
          result.estimates.some((estimate) => estimate.scenario === "agreement" && estimate.subject === "support"),
          law.name,
        ).toBe(!holdsWaiver);
        for (const { reason } of result.estimates) {
          expect(reason, reason).toContain(law.name);
          expect(reason, reason).toMatch(/^[A-Z].*[.]$/);
          expect(/ {2}|\s[.,;:]|\b(\w+) \1\b|undefined|null/.test(reason), reason).toBe(false);
        }
      }
    }
  });

  it("says when the agreement leaves a partner exactly what the state's law would", () => {
    const holdings = {
      A: { ...EMPTY_HOLDINGS, otherCents: 100_000_00, annualIncomeCents: 100_000_00 },
      B: { ...EMPTY_HOLDINGS },
    };
    const same = simulateOutcome(input({ law: LAW.CA, holdings, assumptions: growth10 }));
    expect(same.years.every((year) => year.sameAsStateLaw.A && year.sameAsStateLaw.B)).toBe(true);
    const different = simulateOutcome(
      input({
        law: LAW.CA,
        holdings,
        assumptions: growth10,
        choices: { maritalRegime: "joint_only", earnings: "earner" },
      }),
    );
    expect(different.years[0]!.sameAsStateLaw).toEqual({ A: false, B: false });
    // Support alone: a waiver until year 5 differs from the state's law, then the state's law applies.
    const waivedForFourYears = simulateOutcome(
      input({
        law: LAW.CA,
        holdings,
        assumptions: growth10,
        choices: { support: { choice: "waive", sunsetAfterYears: 5 } },
      }),
    );
    expect(waivedForFourYears.years.map((year) => year.sameAsStateLaw.A)).toEqual(
      waivedForFourYears.years.map((year) => year.year >= 5),
    );
  });
});

describe("the assumptions", () => {
  it("derive each income's default growth from its history, held within ±10%, else 3%", () => {
    expect(
      defaultIncomeGrowthPercent([
        { year: 2024, usdCents: 100_000_00 },
        { year: 2026, usdCents: 121_000_00 },
      ]),
    ).toBe(10);
    expect(
      defaultIncomeGrowthPercent([
        { year: 2025, usdCents: 100_000_00 },
        { year: 2026, usdCents: 104_000_00 },
      ]),
    ).toBe(4);
    expect(
      defaultIncomeGrowthPercent([
        { year: 2024, usdCents: 10_000_00 },
        { year: 2026, usdCents: 100_000_00 },
      ]),
    ).toBe(10);
    expect(defaultIncomeGrowthPercent([{ year: 2026, usdCents: 100_000_00 }])).toBe(3);
    expect(defaultIncomeGrowthPercent([])).toBe(3);
  });

  it("take the query's values over the defaults", () => {
    const history = {
      A: [
        { year: 2025, usdCents: 100 },
        { year: 2026, usdCents: 105 },
      ],
      B: [],
    };
    expect(simulationAssumptions({ assetGrowthPercent: 2 }, history)).toEqual({
      assetGrowthPercent: 2,
      incomeGrowthPercentA: 5,
      incomeGrowthPercentB: 3,
      savingsRatePercent: 10,
    });
  });

  it("refuse an out-of-range or unreadable value with a message naming it and its bounds", () => {
    const tooHigh = simulationAssumptionsQuerySchema.safeParse({ assetGrowthPercent: "35" });
    expect(tooHigh.success).toBe(false);
    expect(tooHigh.error?.issues[0]?.message).toBe(
      "assetGrowthPercent must be a number from -10 to 20 (percent a year)",
    );
    const text = simulationAssumptionsQuerySchema.safeParse({ savingsRatePercent: "lots" });
    expect(text.error?.issues[0]?.message).toBe("savingsRatePercent must be a number from 0 to 80 (percent of income)");
    expect(simulationAssumptionsQuerySchema.parse({ incomeGrowthPercentB: "-2.5" })).toEqual({
      incomeGrowthPercentB: -2.5,
    });
  });
});
