import { describe, expect, it } from "vitest";
import {
  cellsTouchingChoices,
  coupleLawFactsOf,
  isStateAbbreviation,
  STATE_ABBREVIATIONS,
  stateLawCell,
  stateLawRequirements,
  unverifiedCellsForCouple,
  type CounselSafeguards,
  type CoupleLawFacts,
  type Sourced,
  type StateLawRow,
} from "./state-law.ts";

const cell = <T>(value: T): Sourced<T> => ({
  value,
  confirmed: true,
  citation: "a statute of the test state",
  reading: { quote: "the operative words", source: "https://legislature.example/statute", readOn: "2026-11-28" },
});

const NO_SAFEGUARDS: CounselSafeguards = {
  statutoryNotice: null,
  plainLanguageExplanation: false,
  expressWaiverOfCounsel: false,
  separateWaiverAndExplanation: false,
  termsNeedingCounsel: [],
};

/** A row with the general answers, and the changes a case needs. */
function row(
  changes: Partial<
    Pick<StateLawRow, "counsel" | "spousalSupport" | "survivorRights" | "lifestyleClauses" | "premaritalConversion">
  > & { name?: string } = {},
): StateLawRow {
  return {
    stateId: "OH",
    name: changes.name ?? "Ohio",
    officialStyle: cell("State"),
    governingAct: cell({ kind: "COMMON_LAW", reference: "the common law" }),
    counsel: changes.counsel ?? cell(NO_SAFEGUARDS),
    spousalSupport: changes.spousalSupport ?? cell("CAN_WAIVE_OR_MODIFY"),
    pendingSupportProtected: cell(false),
    supportKinds: cell(null),
    supportModifiableUnlessStated: cell(false),
    unconscionability: cell("AT_SIGNING"),
    supportFloor: cell("NONE"),
    disclosureStandard: cell({ kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true }),
    division: cell({
      system: "EQUITABLE_DISTRIBUTION",
      allProperty: false,
      giftsDivisible: false,
      equalPresumption: false,
    }),
    separateGrowth: cell("PASSIVE_SEPARATE_ACTIVE_MARITAL"),
    premaritalConversion: changes.premaritalConversion ?? cell(true),
    communityPropertyElection: cell("NONE"),
    survivorRights:
      changes.survivorRights ??
      cell({
        waived: "any elective share",
        electiveShare: true,
        waivable: true,
        notRenounceable: [],
        rightSummary: null,
        waiverConditions: { disclosureOfRight: false, fairConsideration: false },
      }),
    vocabulary: cell({
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    }),
    separationProceedings: cell(null),
    disclosureWaiver: cell(false),
    valueBasisRequired: cell(false),
    lifestyleClauses: changes.lifestyleClauses ?? cell("BOTH_REPRESENTED"),
    embryoAgreements: cell("CASE_BY_CASE"),
    maritalAgreements: cell({
      enforceability: "ENFORCEABLE",
      noCourtWithinYearsOfMove: null,
      revocationExempt: false,
      allowedFrom: null,
      amendmentBySignedWriting: true,
      repeatOriginalFormalities: true,
      separateCounsel: "RECOMMENDED",
      acknowledgedLikeDeed: false,
      spousesAreFiduciaries: false,
      fullDisclosure: true,
      deathWaiverWitnesses: 0,
      termsMustNotPromoteDivorce: false,
      invalidIfDissolutionWithinYears: null,
      conversionStatement: null,
      partition: null,
    }),
    execution: {
      stateId: "OH",
      witnesses: cell({ count: 0, notary: "MAY_BE_ONE" }),
      deathWaiverWitnesses: cell(null),
      acknowledgementForm: cell("GENERAL"),
      acknowledgedAsConveyance: cell(false),
      counterpartsAllowed: cell(true),
      onlineSignerLocation: cell("ANYWHERE"),
      finalAgreementReviewDays: cell(0),
      remoteNotarizationAllowed: cell(true),
      signingDeadline: cell("BEFORE_MARRIAGE"),
    },
  };
}

const facts = (changes: Partial<CoupleLawFacts> = {}): CoupleLawFacts => ({
  represented: { A: true, B: true },
  limitsSupport: false,
  waivesDeathRights: false,
  ...changes,
});

const NOTICE = [
  "If you sign this agreement, you may be:",
  "Giving up your right to be supported by the person you are marrying or to whom you are married.",
];
const COLORADO = row({
  name: "Colorado",
  counsel: {
    value: { ...NO_SAFEGUARDS, statutoryNotice: NOTICE, plainLanguageExplanation: true },
    confirmed: false,
    citation: "C.R.S. § 14-2-309(1)(c), (3)",
  },
});
const NEW_JERSEY = row({ name: "New Jersey", counsel: cell({ ...NO_SAFEGUARDS, expressWaiverOfCounsel: true }) });
const CALIFORNIA = row({
  name: "California",
  spousalSupport: cell("ATTORNEY_REQUIRED"),
  counsel: cell({ ...NO_SAFEGUARDS, separateWaiverAndExplanation: true, termsNeedingCounsel: ["SUPPORT_LIMIT"] }),
});

describe("stateLawRequirements", () => {
  it("asks nothing of a couple who both have counsel, whatever the state", () => {
    for (const state of [COLORADO, NEW_JERSEY, CALIFORNIA, row()]) {
      expect(stateLawRequirements(state, facts({ limitsSupport: true })).requirements, state.name).toEqual([]);
    }
  });

  it("Colorado, a partner without counsel and a support limit: the statutory notice in the statute's lines and the plain-language explanation", () => {
    const verdict = stateLawRequirements(COLORADO, facts({ represented: { A: true, B: false }, limitsSupport: true }));
    expect(verdict.requirements).toEqual([
      { kind: "STATUTORY_NOTICE", party: "B", lines: NOTICE, citation: "C.R.S. § 14-2-309(1)(c), (3)" },
      { kind: "PLAIN_LANGUAGE_EXPLANATION", party: "B", citation: "C.R.S. § 14-2-309(1)(c), (3)" },
    ]);
    expect(verdict.refusals).toEqual([]);
  });

  it("Colorado asks the notice of each partner without counsel even with no support term: the act makes the whole agreement unenforceable", () => {
    const verdict = stateLawRequirements(COLORADO, facts({ represented: { A: false, B: false } }));
    expect(verdict.requirements.map((requirement) => `${requirement.kind} ${requirement.party}`)).toEqual([
      "STATUTORY_NOTICE A",
      "PLAIN_LANGUAGE_EXPLANATION A",
      "STATUTORY_NOTICE B",
      "PLAIN_LANGUAGE_EXPLANATION B",
    ]);
  });

  it("New Jersey and a partner without counsel: the express written waiver of the opportunity to consult counsel", () => {
    const verdict = stateLawRequirements(NEW_JERSEY, facts({ represented: { A: false, B: true } }));
    expect(verdict.requirements).toEqual([
      { kind: "EXPRESS_WAIVER_OF_COUNSEL", party: "A", citation: "a statute of the test state" },
    ]);
  });

  it("California and a partner without counsel: the separate writings, and a support limit refused with its reason", () => {
    const verdict = stateLawRequirements(
      CALIFORNIA,
      facts({ represented: { A: false, B: true }, limitsSupport: true }),
    );
    expect(verdict.requirements).toEqual([
      { kind: "SEPARATE_WAIVER_AND_EXPLANATION", party: "A", citation: "a statute of the test state" },
    ]);
    expect(verdict.refusals).toEqual([
      {
        term: "SUPPORT_LIMIT",
        reason:
          "In California a waiver or limit of spousal support binds a partner only if they had independent counsel when signing.",
        citation: "a statute of the test state",
      },
    ]);
    expect(stateLawRequirements(CALIFORNIA, facts({ limitsSupport: true })).refusals).toEqual([]);
  });

  it("refuses a support limit where support cannot be waived, and a death waiver where survivor rights cannot be given up", () => {
    const iowa = row({ name: "Iowa", spousalSupport: cell("CANNOT_WAIVE_OR_MODIFY") });
    expect(stateLawRequirements(iowa, facts({ limitsSupport: true })).refusals.map((refusal) => refusal.term)).toEqual([
      "SUPPORT_LIMIT",
    ]);
    expect(stateLawRequirements(iowa, facts()).refusals).toEqual([]);
    const louisiana = row({
      name: "Louisiana",
      survivorRights: cell({
        waived: "—",
        electiveShare: false,
        waivable: false,
        notRenounceable: ["marital portion"],
        rightSummary: null,
        waiverConditions: { disclosureOfRight: false, fairConsideration: false },
      }),
    });
    expect(stateLawRequirements(louisiana, facts({ waivesDeathRights: true })).refusals).toEqual([
      {
        term: "DEATH_WAIVER",
        reason: "Louisiana law does not let spouses give up these rights at death by agreement.",
        citation: "a statute of the test state",
      },
    ]);
  });

  it("refuses a death waiver the state conditions on disclosing the right when the matrix cannot state the right, and allows it when it can", () => {
    const rights = (rightSummary: string | null) =>
      cell({
        waived: "any right of election",
        electiveShare: true,
        waivable: true,
        notRenounceable: [],
        rightSummary,
        waiverConditions: { disclosureOfRight: true, fairConsideration: true },
      });
    const unstated = row({ name: "Missouri", survivorRights: rights(null) });
    expect(stateLawRequirements(unstated, facts({ waivesDeathRights: true })).forbidden).toEqual([
      {
        term: "DEATH_WAIVER",
        reason:
          "Missouri law lets a partner give up these rights at death only after being told the nature and extent of the right, and the agreement cannot yet state that right for Missouri; ask an attorney to draft this waiver.",
        citation: "a statute of the test state",
      },
    ]);
    expect(stateLawRequirements(unstated, facts()).forbidden).toEqual([]);
    const stated = row({ name: "Missouri", survivorRights: rights("one half of the estate") });
    expect(stateLawRequirements(stated, facts({ waivesDeathRights: true })).forbidden).toEqual([]);
  });
});

describe("what generation refuses (forbidden)", () => {
  it("forbids what the state's law does not allow for the couple, and only leaves out California's support limit", () => {
    const california = stateLawRequirements(
      CALIFORNIA,
      facts({ represented: { A: false, B: true }, limitsSupport: true }),
    );
    expect(california.refusals.map((refusal) => refusal.term)).toEqual(["SUPPORT_LIMIT"]);
    expect(california.forbidden).toEqual([]);
    const iowa = row({
      name: "Iowa",
      spousalSupport: cell("CANNOT_WAIVE_OR_MODIFY"),
      lifestyleClauses: cell("NOT_OFFERED"),
    });
    expect(
      stateLawRequirements(iowa, facts({ limitsSupport: true, lifestyleClause: true })).forbidden.map(
        (refusal) => refusal.term,
      ),
    ).toEqual(["SUPPORT_LIMIT", "LIFESTYLE_CLAUSE"]);
  });

  it("forbids a payment for infidelity unless both partners have counsel where the cell asks for it, and shared separate property where only spouses may convert it", () => {
    const ohio = row();
    expect(stateLawRequirements(ohio, facts({ lifestyleClause: true })).forbidden).toEqual([]);
    expect(
      stateLawRequirements(ohio, facts({ lifestyleClause: true, represented: { A: true, B: false } })).forbidden,
    ).toEqual([
      {
        term: "LIFESTYLE_CLAUSE",
        reason:
          "In Ohio a payment for infidelity goes into the agreement only when each partner has independent counsel on record.",
        citation: "a statute of the test state",
      },
    ]);
    const texas = row({ name: "Texas", premaritalConversion: cell(false) });
    expect(
      stateLawRequirements(texas, facts({ sharesSeparateProperty: true })).forbidden.map((refusal) => refusal.reason),
    ).toEqual([
      "In Texas separate property, or its growth, becomes shared only by a separate agreement of the spouses with its own formalities, not by a premarital agreement.",
    ]);
    expect(stateLawRequirements(ohio, facts({ sharesSeparateProperty: true })).forbidden).toEqual([]);
  });

  it("reads the couple's facts from the options they chose", () => {
    const read = coupleLawFactsOf({
      represented: { A: true, B: false },
      chosenOptionKeys: { A: ["support_choice__cap", "infidelity__no"], B: ["business_treatment__growth_shared"] },
    });
    expect(read).toEqual({
      represented: { A: true, B: false },
      limitsSupport: true,
      waivesDeathRights: false,
      lifestyleClause: false,
      sharesSeparateProperty: true,
    });
  });
});

describe("the jurisdictions", () => {
  it("are the 50 states and DC, each once", () => {
    expect(STATE_ABBREVIATIONS).toHaveLength(51);
    expect(new Set(STATE_ABBREVIATIONS).size).toBe(51);
    expect(isStateAbbreviation("DC")).toBe(true);
    expect(isStateAbbreviation("PR")).toBe(false);
  });
});

describe("the cells a couple's agreement rests on", () => {
  const unread = <T>(value: T): Sourced<T> => ({ value, confirmed: false, citation: "not read for the test state" });
  const facts = (changes: Partial<CoupleLawFacts> = {}): CoupleLawFacts => ({
    represented: { A: true, B: true },
    limitsSupport: false,
    waivesDeathRights: false,
    ...changes,
  });

  it("adds counsel's cell for a partner without counsel and each chosen term's cells", () => {
    const base = cellsTouchingChoices(facts());
    expect(base).toContain("governingAct");
    expect(base).not.toContain("counsel");
    expect(base).not.toContain("spousalSupport");
    const all = cellsTouchingChoices(
      facts({
        represented: { A: false, B: true },
        limitsSupport: true,
        waivesDeathRights: true,
        lifestyleClause: true,
        sharesSeparateProperty: true,
      }),
    );
    for (const key of [
      "counsel",
      "spousalSupport",
      "supportFloor",
      "survivorRights",
      "deathWaiverWitnesses",
      "lifestyleClauses",
      "premaritalConversion",
    ] as const)
      expect(all, key).toContain(key);
  });

  it("names only the unverified ones, reading execution cells too", () => {
    const read = row();
    expect(unverifiedCellsForCouple(read, facts({ limitsSupport: true }))).toEqual([]);
    const partly = {
      ...read,
      spousalSupport: unread("CAN_WAIVE_OR_MODIFY" as const),
      execution: { ...read.execution, witnesses: unread({ count: 0, notary: "MAY_BE_ONE" as const }) },
    };
    expect(unverifiedCellsForCouple(partly, facts())).toEqual(["witnesses"]);
    expect(unverifiedCellsForCouple(partly, facts({ limitsSupport: true }))).toEqual(["witnesses", "spousalSupport"]);
    expect(stateLawCell(partly, "witnesses")).toBe(partly.execution.witnesses);
    expect(stateLawCell(partly, "spousalSupport")).toBe(partly.spousalSupport);
  });
});
