/**
 * The standard answer sets the text tests and the golden texts use: the fixture couple's defaults
 * and the variants that switch on the state-law wording (rights at death, support, the sunset, a
 * business, the home, the end of the marriage, California's unrepresented partner), and the
 * product's standard sets with who has counsel on record (`STANDARD_SETS`).
 */
import type { AnswerMap } from "@prenup/content";
import { completeAnswers, fixtureAgreement } from "../fixtures.ts";

/** The standard answer sets: the fixture's defaults and the variants that switch on the state-law wording. */
export const ANSWER_VARIANTS: Record<string, { A: AnswerMap; B?: AnswerMap }> = {
  defaults: { A: {} },
  deathWaiver: { A: { elective_share: ["elective_share__waive"] } },
  deathMinimum: { A: { elective_share: ["elective_share__minimum"], death_minimum_amount: "50000" } },
  supportWaiver: { A: { support_choice: ["support_choice__waive"] } },
  endings: {
    A: {
      engagement_ring: ["engagement_ring__giver"],
      division_on_divorce: ["division_on_divorce__equal"],
      legal_fees: ["legal_fees__each_own"],
    },
  },
  sunset: { A: { sunset: ["sunset__yes"], sunset_years: "12" } },
  business: {
    A: {
      owns_business: ["owns_business__yes"],
      business_name: "Stone Ceramics LLC",
      business_treatment: ["business_treatment__owner_keeps_all"],
    },
    B: { owns_business: ["owns_business__no"] },
  },
  home: {
    A: {
      home_plan: ["home_plan__owned_home"],
      home_address: "12 Elm Street, Springfield",
      home_owned_by_me: ["home_owned_by_me__yes"],
    },
    B: { home_owned_by_me: ["home_owned_by_me__no"] },
  },
  // Support-like payments and a support waiver, with one partner signing without an attorney.
  paymentsUnrepresented: {
    A: {
      support_choice: ["support_choice__waive"],
      future_children: ["future_children__yes"],
      career_pause: ["career_pause__compensate"],
      career_pause_amount: "20000",
      health_insurance: ["health_insurance__cobra"],
      attorney_plan: ["attorney_plan__no_attorney"],
    },
    B: { attorney_plan: ["attorney_plan__own_attorney"], own_attorney_name: "Harper Quinn" },
  },
};

/** `recorded`: what the product has on record for each partner (an attorney on record…), as `fixtureAgreement` takes it. */
export function variantAgreement(
  stateId: string,
  variant: { A: AnswerMap; B?: AnswerMap },
  options: { record?: null; recorded?: NonNullable<Parameters<typeof fixtureAgreement>[1]>["recorded"] } = {},
) {
  const answersA = completeAnswers(stateId, variant.A);
  const answersB = completeAnswers(stateId, { ...variant.A, ...variant.B });
  return fixtureAgreement(stateId, { answersA, answersB, ...options });
}

const OWN_ATTORNEY: AnswerMap = { attorney_plan: ["attorney_plan__own_attorney"], own_attorney_name: "Harper Quinn" };
const NO_ATTORNEY: AnswerMap = { attorney_plan: ["attorney_plan__no_attorney"] };

/** One of the product's standard answer sets, with who has independent counsel on record. */
export type StandardSet = {
  name: string;
  answers: { A: AnswerMap; B?: AnswerMap };
  represented: { A: boolean; B: boolean };
  /** The set waives or limits spousal support. */
  limitsSupport: boolean;
  /** The set waives rights at the other's death. */
  waivesDeathRights: boolean;
};

/**
 * The standard answer sets every jurisdiction is rendered with: both represented with a support
 * waiver; one partner without counsel and a support waiver; a death waiver; a sunset; a business.
 */
export const STANDARD_SETS: StandardSet[] = [
  {
    name: "both represented, support waived",
    answers: { A: { ...ANSWER_VARIANTS.supportWaiver?.A, ...OWN_ATTORNEY } },
    represented: { A: true, B: true },
    limitsSupport: true,
    waivesDeathRights: false,
  },
  {
    name: "A without counsel, support waived",
    answers: { A: { ...ANSWER_VARIANTS.supportWaiver?.A, ...NO_ATTORNEY }, B: OWN_ATTORNEY },
    represented: { A: false, B: true },
    limitsSupport: true,
    waivesDeathRights: false,
  },
  {
    name: "death waiver, nobody represented",
    answers: ANSWER_VARIANTS.deathWaiver ?? { A: {} },
    represented: { A: false, B: false },
    limitsSupport: false,
    waivesDeathRights: true,
  },
  {
    name: "sunset, both represented",
    answers: { A: { ...ANSWER_VARIANTS.sunset?.A, ...OWN_ATTORNEY } },
    represented: { A: true, B: true },
    limitsSupport: false,
    waivesDeathRights: false,
  },
  {
    name: "business, B without counsel",
    answers: {
      A: { ...ANSWER_VARIANTS.business?.A, ...OWN_ATTORNEY },
      B: { ...ANSWER_VARIANTS.business?.B, ...NO_ATTORNEY },
    },
    represented: { A: true, B: false },
    limitsSupport: false,
    waivesDeathRights: false,
  },
];

/**
 * The attorneys on record of a represented partner in the standard sets. B's differs from the own
 * attorney the answers name (Harper Quinn), so the certification shows whom it names.
 */
export const ATTORNEYS_ON_RECORD = { A: "Harper Quinn", B: "Jordan Reyes" } as const;

/** The agreement of a standard set in a state, with its partners' counsel on record. */
export function standardSetAgreement(stateId: string, set: StandardSet) {
  const recorded = (side: "A" | "B") =>
    set.represented[side]
      ? { attorneyOnRecord: true, attorneyOnRecordName: ATTORNEYS_ON_RECORD[side] }
      : { attorneyOnRecord: false };
  return variantAgreement(stateId, set.answers, { record: null, recorded: { A: recorded("A"), B: recorded("B") } });
}
