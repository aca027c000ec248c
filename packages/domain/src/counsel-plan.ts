import type { CounselStatus } from "./agreement.ts";

/**
 * The questionnaire's attorney plan (`attorney_plan`): the partner's own attorney, an attorney hired
 * through the platform, or none. Option keys as the content spells them (`attorney_plan__<key>`).
 */
export const ATTORNEY_PLAN_QUESTION_KEY = "attorney_plan";
/** The follow-up of `attorney_plan__own_attorney` naming the partner's own attorney. */
export const OWN_ATTORNEY_NAME_QUESTION_KEY = "own_attorney_name";
const PLAN_BY_OPTION_KEY = {
  attorney_plan__own_attorney: "OWN_ATTORNEY",
  attorney_plan__hire_through_us: "PLATFORM_ATTORNEY",
  attorney_plan__no_attorney: "NO_ATTORNEY",
} as const;
export type AttorneyPlan = (typeof PLAN_BY_OPTION_KEY)[keyof typeof PLAN_BY_OPTION_KEY];

/**
 * The plan a partner's chosen option keys of `attorney_plan` name (null: not answered). Should a
 * stored answer ever name both a plan and no attorney, no attorney wins (the safe reading below).
 */
export function attorneyPlanOf(optionKeys: readonly string[]): AttorneyPlan | null {
  const plans = optionKeys.flatMap((key) =>
    key in PLAN_BY_OPTION_KEY ? [PLAN_BY_OPTION_KEY[key as keyof typeof PLAN_BY_OPTION_KEY]] : [],
  );
  if (plans.includes("NO_ATTORNEY")) return "NO_ATTORNEY";
  return plans[0] ?? null;
}

export type CounselFacts = {
  /** An attorney is on record for the partner (assigned on the document through a representation purchase). */
  attorneyOnRecord: boolean;
  /** The partner's answer to `attorney_plan`. */
  attorneyPlan: AttorneyPlan | null;
  /** The document's will-hire flag for the partner (null: not set). */
  willHireAttorney?: boolean | null;
};

export type CounselPlan = {
  /**
   * Represented by independent counsel when signing, as California Family Code § 1612(c) requires
   * for a waiver or limit of spousal support to bind the partner: an attorney on record whom the
   * partner's own answer does not disclaim.
   */
  isRepresented: boolean;
  /**
   * The partner gets the separate writings of an unrepresented party: the § 1615(c)(3) written
   * explanation and the § 1615(c)(1) waiver of counsel (California's content decides where they apply).
   */
  needsSeparateWritings: boolean;
  /** What the enforceability record states of the partner's counsel. */
  status: CounselStatus;
};

/**
 * A partner's counsel, the one rule for the support clauses, the separate writings, the agreement's
 * counsel clauses and the enforceability record. The two facts can disagree: an answer of "own
 * attorney" or "through the platform" with nobody on record, or an attorney on record with an answer
 * of "no attorney". Both are read the legally safe way: the partner is unrepresented. California
 * enforces a support waiver or limit only against a party represented by independent counsel when
 * signing (Fam. Code § 1612(c)), and an unrepresented party's agreement is voluntary only with the
 * written explanation and the separate waiver of counsel (§ 1615(c)(1), (c)(3)); a plan or an
 * unconfirmed attorney proves neither, so the support limit is left out and the writings are
 * produced. An unused waiver costs nothing; a missing one can void the agreement.
 */
export function counselPlanOf(facts: CounselFacts): CounselPlan {
  const isRepresented = facts.attorneyOnRecord && facts.attorneyPlan !== "NO_ATTORNEY";
  const plansCounsel =
    facts.attorneyPlan === "OWN_ATTORNEY" ||
    facts.attorneyPlan === "PLATFORM_ATTORNEY" ||
    facts.willHireAttorney === true;
  const status: CounselStatus = isRepresented
    ? "ATTORNEY_ASSIGNED"
    : facts.attorneyPlan === "NO_ATTORNEY"
      ? "WAIVED"
      : plansCounsel
        ? "ATTORNEY_PLANNED"
        : "UNDECIDED";
  return { isRepresented, needsSeparateWritings: !isRepresented, status };
}
