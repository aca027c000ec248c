import { describe, expect, it } from "vitest";
import {
  assembleAgreementSkeleton,
  BLANK,
  buildDefaultAnswers,
  clauseTemplates,
  demo,
  documentTemplateStates,
  flattenClauses,
  questionnaire,
  questions,
  sectionTemplates,
  states,
  termsForState,
  toConditionAnswers,
  type AnswerMap,
  type AssembleAgreementInput,
} from "./index.ts";

const TYPED = {
  date_of_birth: "1990-05-01",
  phone_number: "+12025550100",
  wedding_date: "2027-06-12",
  wedding_location: "Asheville, North Carolina",
};
const PARTY_A = { firstName: "Avery", middleName: "J.", lastName: "Stone" };
const PARTY_B = { firstName: "Blake", lastName: "Moreno", suffix: "Jr." };

function assemble(
  stateId: string,
  answersA: AnswerMap,
  answersB: AnswerMap = answersA,
  extra: Partial<AssembleAgreementInput> = {},
) {
  return assembleAgreementSkeleton({
    stateId,
    terms: termsForState(stateId),
    sectionTemplates,
    clauseTemplates,
    questions,
    partyA: PARTY_A,
    partyB: PARTY_B,
    answersA: toConditionAnswers(answersA),
    answersB: toConditionAnswers(answersB),
    ...extra,
  });
}

function allText(skeleton: ReturnType<typeof assemble>): string {
  return skeleton.sections
    .map((s) =>
      [s.title, s.text, ...flattenClauses({ ...skeleton, sections: [s] }).flatMap((c) => [c.title ?? "", c.text])].join(
        "\n",
      ),
    )
    .join("\n");
}

const clauseKeys = (skeleton: ReturnType<typeof assemble>) => new Set(flattenClauses(skeleton).map((c) => c.key));

/** The recorded fact that a partner is represented (counselPlanOf; generation adds it as a pseudo-answer). */
const ON_RECORD: AnswerMap = { recorded_counsel: ["recorded_counsel__represented"] };

describe("assembleAgreementSkeleton with the default answers, in every jurisdiction", () => {
  const mandatory = sectionTemplates.filter((s) => s.isMandatory).map((s) => s.key);

  for (const state of states) {
    it(`${state.abbreviation}: complete skeleton, state terms resolved, witnesses only where required`, () => {
      const answers = buildDefaultAnswers(questionnaire, state.abbreviation, TYPED);
      const skeleton = assemble(state.abbreviation, answers);
      const text = allText(skeleton);
      const templateState = documentTemplateStates.find((t) => t.stateId === state.abbreviation);

      // Every mandatory article is present, with at least one clause of its own.
      const present = skeleton.sections.map((s) => s.key);
      for (const key of mandatory) expect(present, key).toContain(key);
      for (const section of skeleton.sections.filter((s) => mandatory.includes(s.key)))
        expect(section.clauses.length, section.key).toBeGreaterThan(0);

      // Nothing unresolved.
      expect(skeleton.unresolvedPlaceholders).toEqual([]);
      expect(skeleton.missingAnswers).toEqual([]);
      expect(text).not.toMatch(/\{\{|\}\}/);

      // The state's own words are in it.
      expect(skeleton.sections[0]?.title).toBe(templateState?.termForDocument.toUpperCase());
      expect(text).toContain(termsForState(state.abbreviation).state_style);
      expect(text).toContain(templateState?.statute);
      // Wisconsin's community property is "marital property" (Wis. Stat. ch. 766).
      expect(text).toContain(
        state.distributionLaw === "COMMUNITY_PROPERTY"
          ? state.abbreviation === "WI"
            ? "marital property state"
            : "community property"
          : "Marital Property",
      );
      expect(text).toContain("Avery J. Stone");
      expect(text).toContain("Blake Moreno Jr.");
      expect(text).toContain("June 12, 2027");

      // Witness lines exactly where the state requires them.
      expect(clauseKeys(skeleton).has("sig_witnesses")).toBe(templateState?.witnessRequired);
      // Signature, notary and schedule pages are separate pages.
      for (const key of ["signatures", "acknowledgements", "schedule_a", "schedule_b"]) {
        expect(skeleton.sections.find((s) => s.key === key)?.isSeparatePage).toBe(true);
      }
      // California's statements appear in California only.
      expect(clauseKeys(skeleton).has("counsel_california_seven_days")).toBe(state.abbreviation === "CA");
    });
  }
});

describe("assembleAgreementSkeleton follows the answers and the state's law", () => {
  const defaults = (stateId: string) => buildDefaultAnswers(questionnaire, stateId, TYPED);

  it("prints each partner's own answers in their own clauses, formatted", () => {
    const a = {
      ...defaults("TX"),
      owns_business: ["owns_business__yes"],
      business_name: "Stone Ceramics LLC",
      business_treatment: ["business_treatment__owner_keeps_all"],
    };
    const b = {
      ...defaults("TX"),
      previously_married: ["previously_married__yes"],
      prior_marriage_count: "1",
      prior_marriage_obligations: ["prior_marriage_obligations__pays_support"],
      prior_support_amount: "1500",
    };
    const text = allText(assemble("TX", a, b));
    expect(text).toContain(
      "Avery's interest in Stone Ceramics LLC, including any growth in its value and everything it earns, is Avery's Separate Property",
    );
    expect(text).toContain("Blake's obligation to pay support of $1,500.00 a month to a former spouse");
    expect(text).toContain("Blake has been married before (number of earlier marriages: 1)");
    expect(text).toContain("Avery has not been married before.");
    expect(text).not.toContain("Blake's interest in");
  });

  it("waives spousal support where the law allows, adds California's counsel statement, and never waives in Iowa", () => {
    const waiver = { support_choice: ["support_choice__waive"] };
    const ny = clauseKeys(assemble("NY", { ...defaults("NY"), ...waiver }));
    expect(ny.has("ss_waive")).toBe(true);
    expect(ny.has("ss_california_counsel")).toBe(false);
    // California: the waiver binds only a party who had counsel (Fam. Code § 1612(c)), so it is written only when both have one
    // on record (an assigned attorney: a recorded fact generation adds, not the plan alone).
    const represented = { attorney_plan: ["attorney_plan__hire_through_us"], ...ON_RECORD };
    const ca = clauseKeys(assemble("CA", { ...defaults("CA"), ...waiver, ...represented }));
    expect(ca.has("ss_waive_ca") && ca.has("ss_california_counsel") && !ca.has("ss_waive")).toBe(true);
    const caAlone = clauseKeys(
      assemble(
        "CA",
        { ...defaults("CA"), ...waiver, ...represented },
        { ...defaults("CA"), ...waiver, attorney_plan: ["attorney_plan__no_attorney"] },
      ),
    );
    expect([...caAlone].filter((key) => key.startsWith("ss_waive") || key === "ss_california_counsel")).toEqual([]);
    expect(caAlone.has("ss_california_unrepresented")).toBe(true);
    // Planning an own attorney is not a record: no waiver is written on the plan alone.
    const planned = { attorney_plan: ["attorney_plan__own_attorney"] };
    const caPlanned = clauseKeys(assemble("CA", { ...defaults("CA"), ...waiver, ...planned }));
    expect([...caPlanned].filter((key) => key.startsWith("ss_waive") || key === "ss_california_counsel")).toEqual([]);
    // Even if a waiver answer reached an Iowa document, the waiver language stays out.
    const ia = clauseKeys(assemble("IA", { ...defaults("IA"), ...waiver }));
    expect(ia.has("ss_waive")).toBe(false);
    expect(clauseKeys(assemble("IA", defaults("IA"))).has("ss_protected")).toBe(true);
  });

  it("uses the state's words for support and divorce", () => {
    expect(allText(assemble("NY", defaults("NY")))).toContain("right to maintenance");
    expect(allText(assemble("FL", defaults("FL")))).toContain("right to alimony");
    expect(allText(assemble("CA", defaults("CA")))).toContain("dissolution of marriage");
    // The state's own separation proceeding, or none (the state-law matrix).
    expect(allText(assemble("NY", defaults("NY")))).toContain("in any proceeding for divorce or separation,");
    expect(allText(assemble("NC", defaults("NC")))).toContain(
      "in any proceeding for divorce, including a divorce from bed and board,",
    );
    expect(allText(assemble("TX", defaults("TX")))).toContain("in any proceeding for divorce,");
    expect(allText(assemble("TX", defaults("TX")))).not.toContain("separation,");
  });

  it("adds California's written explanation and waiver-of-counsel pages only for an unrepresented partner in California", () => {
    const represented = { ...defaults("CA"), attorney_plan: ["attorney_plan__hire_through_us"], ...ON_RECORD };
    const unrepresented = { ...defaults("CA"), attorney_plan: ["attorney_plan__no_attorney"] };
    const mixed = assemble("CA", represented, unrepresented);
    const waiverPage = mixed.sections.find((s) => s.key === "california_counsel_waiver");
    expect(waiverPage?.isSeparatePage).toBe(true);
    expect(waiverPage?.clauses.map((c) => c.key)).toEqual(["ca_waiver_b"]);
    const explanation = mixed.sections.find((s) => s.key === "california_explanation");
    expect(explanation?.isSeparatePage).toBe(true);
    // Only the unrepresented partner's copy: the explanation with its points, then the signed receipt.
    expect(explanation?.clauses.map((c) => c.key)).toEqual(["ca_explanation_b", "ca_explanation_receipt_b"]);
    expect(explanation?.clauses[0]?.children.length).toBeGreaterThan(5);
    expect(mixed.sections.findIndex((s) => s.key === "california_explanation")).toBeLessThan(
      mixed.sections.findIndex((s) => s.key === "california_counsel_waiver"),
    );
    expect(assemble("CA", represented, represented).sections.some((s) => s.key === "california_counsel_waiver")).toBe(
      false,
    );
    // A plan to hire an attorney is not representation: with nobody on record the writings are produced.
    const planned = { ...defaults("CA"), attorney_plan: ["attorney_plan__hire_through_us"] };
    expect(
      assemble("CA", represented, planned)
        .sections.find((s) => s.key === "california_counsel_waiver")
        ?.clauses.map((c) => c.key),
    ).toEqual(["ca_waiver_b"]);
    expect(assemble("NV", defaults("NV")).sections.some((s) => s.key === "california_counsel_waiver")).toBe(false);
  });

  it("includes sub-clauses only under their parent clause", () => {
    const answers = {
      ...defaults("CO"),
      owns_business: ["owns_business__yes"],
      business_name: "Stone Ceramics LLC",
      business_treatment: ["business_treatment__growth_shared"],
      business_valuation: ["business_valuation__agreement_formula"],
      buy_sell_agreement_name: "Operating Agreement of Stone Ceramics LLC dated March 3, 2022",
    };
    const skeleton = assemble("CO", answers, defaults("CO"));
    const parent = flattenClauses(skeleton).find((c) => c.key === "bus_valuation_formula_a");
    expect(parent?.children.map((c) => c.text)).toEqual([
      "The agreement referred to is: Operating Agreement of Stone Ceramics LLC dated March 3, 2022.",
    ]);
  });

  it("never selects library-only clauses automatically", () => {
    const keys = clauseKeys(assemble("CA", demo.couples[0]?.answersA ?? {}, demo.couples[0]?.answersB ?? {}));
    for (const clause of clauseTemplates.filter((c) => c.isLibraryOnly)) expect(keys.has(clause.key)).toBe(false);
  });

  it("renders the financial schedules and reports answers it could not find", () => {
    const answers = { ...defaults("WA"), sunset: ["sunset__yes"] };
    const skeleton = assemble("WA", answers, answers, {
      schedules: {
        A: [{ category: "Account", description: "Checking at First Bank", valueInCents: 1_250_000 }],
        B: [],
      },
    });
    const scheduleA = skeleton.sections.find((s) => s.key === "schedule_a");
    expect(scheduleA?.title).toBe("Schedule A: Financial Disclosure of Avery J. Stone");
    expect(scheduleA?.clauses[0]?.text).toBe("Account: Checking at First Bank: $12,500.00");
    expect(skeleton.sections.find((s) => s.key === "schedule_b")?.clauses[0]?.text).toBe("Nothing disclosed.");
    // The sunset clause needs the number of years; without it nothing is invented.
    expect(clauseKeys(skeleton).has("effective_sunset")).toBe(false);
  });

  it("leaves a blank and reports a missing answer instead of inventing one", () => {
    const answers = defaults("OR");
    delete answers.wedding_location;
    const skeleton = assemble("OR", answers);
    expect(skeleton.missingAnswers).toEqual(["wedding_location"]);
    expect(allText(skeleton)).toContain(`in ${BLANK}.`);
  });

  it("reports a placeholder that names nothing known", () => {
    const skeleton = assembleAgreementSkeleton({
      stateId: "OR",
      terms: {},
      sectionTemplates: [
        {
          key: "s",
          title: "T",
          text: "",
          order: 0,
          listStyle: "NONE",
          textStyle: null,
          isSeparatePage: false,
          conditions: {},
        },
      ],
      clauseTemplates: [
        {
          key: "c",
          sectionTemplateKey: "s",
          parentKey: null,
          title: null,
          text: "{{term.nope}} {{other.thing}}",
          order: 0,
          listStyle: "NONE",
          textStyle: null,
          conditions: {},
        },
      ],
      questions: [],
      partyA: PARTY_A,
      partyB: PARTY_B,
      answersA: [],
      answersB: [],
    });
    expect(skeleton.unresolvedPlaceholders).toEqual(["{{other.thing}}", "{{term.nope}}"]);
  });

  it("assembles the demo couple's agreement in full", () => {
    const couple = demo.couples[0];
    if (!couple) throw new Error("no couple");
    // Both attorneys on record, so California's support limit is written (Fam. Code § 1612(c)).
    // B's certification names the attorney the record certifies (here the own attorney B named).
    const certifiedB: AnswerMap = {
      recorded_certifying_attorney: ["recorded_certifying_attorney__named"],
      recorded_certifying_attorney_name: "Harper Quinn, Quinn Family Law",
    };
    const skeleton = assemble(
      couple.stateId,
      { ...couple.answersA, ...ON_RECORD },
      { ...couple.answersB, ...ON_RECORD, ...certifiedB },
    );
    expect(skeleton.missingAnswers).toEqual([]);
    const text = allText(skeleton);
    expect(text).toContain("will not exceed $4,000.00 a month and will not be paid for more than 36 months");
    expect(text).toContain("I am Harper Quinn, Quinn Family Law, attorney for Blake Moreno Jr.");
    expect(text).toContain("the Lee Family Trust");
  });
});

describe("the questionnaire's optional facts", () => {
  const defaults = (stateId: string) => buildDefaultAnswers(questionnaire, stateId, TYPED);
  const PARTY_A_NAME = "Avery J. Stone";
  const PARTY_B_NAME = "Blake Moreno Jr.";
  it("names each partner's residence in the caption, the home's owner, and the planned signing", () => {
    const base = defaults("NY");
    const a = {
      ...base,
      current_residence: "Albany, New York",
      home_plan: ["home_plan__owned_home"],
      home_address: "12 Elm Street, Albany",
      home_owned_by_me: ["home_owned_by_me__yes"],
      planned_signing_place: "Albany, New York",
      planned_signing_date: "2027-05-01",
    };
    const b = {
      ...base,
      current_residence: "Boston, Massachusetts",
      home_plan: ["home_plan__owned_home"],
      home_address: "12 Elm Street, Albany",
      home_owned_by_me: ["home_owned_by_me__no"],
    };
    const text = allText(assemble("NY", a, b));
    expect(text).toContain(`${PARTY_A_NAME} lives in Albany, New York.`);
    expect(text).toContain(`${PARTY_B_NAME} lives in Boston, Massachusetts.`);
    expect(text).toContain(`The Party who owns that home is ${PARTY_A_NAME}.`);
    expect(text).not.toContain(`The Party who owns that home is ${PARTY_B_NAME}.`);
    expect(text).toContain("The Parties plan to sign this Agreement in Albany, New York on or about May 1, 2027.");
    // Unanswered, nothing is printed.
    const plain = allText(assemble("NY", base));
    expect(plain).not.toContain(" lives in ");
    expect(plain).not.toContain("plan to sign this Agreement in");
  });
});
