/**
 * Spousal support: whether a premarital agreement may waive or limit it, what a waiver covers, and
 * when a court judges a support term unconscionable.
 */
import type { SpousalSupportLaw, SupportFloor, UnconscionabilityTiming } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";
import { governingAct } from "./governing-act.ts";

export const spousalSupport: Dimension<SpousalSupportLaw> = dimension("spousalSupport", {}, () => ({
  value: "CAN_WAIVE_OR_MODIFY",
  confirmed: false,
  citation:
    "Uniform Premarital Agreement Act § 3(a)(4) or the state's case law lets the agreement modify or eliminate support, subject to review for unconscionability (not checked state by state)",
}));

/**
 * Support while a case between the spouses is pending, where it cannot be waived in advance: the
 * support waiver names it as not waived. Elsewhere a waiver covers temporary and permanent support.
 */
export const pendingSupportProtected: Dimension<boolean> = dimension("pendingSupportProtected", {}, () => ({
  value: false,
  confirmed: false,
  citation:
    "no rule found that keeps support during a pending case from being waived in advance (not checked state by state)",
}));

/**
 * Where the state's law names several kinds of support, the waiver names each of them.
 * Pennsylvania: spousal support during the marriage, alimony pendente lite during the divorce
 * (23 Pa.C.S. § 3702) and alimony after the decree (§ 3701).
 */
export const supportKinds: Dimension<string[] | null> = dimension("supportKinds", {}, () => ({
  value: null,
  confirmed: false,
  citation:
    "the state's support statute names one kind of post-divorce support, which the state's term covers (not checked state by state)",
}));

/**
 * Whether a court may later modify agreed support unless the agreement says expressly that its
 * amount or duration is non-modifiable (Virginia, Va. Code § 20-109(C), for contracts signed from
 * 1 July 2018). Not read elsewhere: the cautious value is true, so the support article states it
 * everywhere a support term is agreed — a sentence that costs nothing where the law does not ask it.
 */
export const supportModifiableUnlessStated: Dimension<boolean> = dimension("supportModifiableUnlessStated", {}, () => ({
  value: true,
  confirmed: false,
  citation:
    "whether the state's courts may modify agreed support unless the agreement calls it non-modifiable was not read for this state (the cautious value: the agreement says so)",
}));

const atSigning = (citation: string): Unverified<UnconscionabilityTiming> => ({
  value: "AT_SIGNING",
  confirmed: false,
  citation,
});
const alsoAtEnforcement = (citation: string): Unverified<UnconscionabilityTiming> => ({
  value: "AT_SIGNING_AND_ENFORCEMENT",
  confirmed: false,
  citation,
});

/**
 * When a court judges a support term unconscionable: at signing only (the uniform act's "when it
 * was executed"), or also when enforcement is sought (a "second look"). The support article's
 * sentence on the court's review follows it.
 */
export const unconscionability: Dimension<UnconscionabilityTiming> = dimension(
  "unconscionability",
  {
    CO: alsoAtEnforcement(
      "C.R.S. § 14-2-309: a term is reviewed for unconscionability at signing, and a maintenance term also at enforcement (practitioners' reading; the subsections after (3) were not read)",
    ),
    CT: alsoAtEnforcement(
      "Conn. Gen. Stat. § 46b-36g(a): unconscionable when executed or when enforcement is sought (not read)",
    ),
    WI: alsoAtEnforcement(
      "Wis. Stat. § 767.61(3)(L) and Button v. Button, 131 Wis. 2d 84 (1986): fair at execution and at divorce (not read)",
    ),
  },
  (stateId) =>
    governingAct[stateId].value.kind === "UPAA"
      ? atSigning(
          "Uniform Premarital Agreement Act § 6(a)(2), as the state enacted it: unconscionable when it was executed (the state's text not read)",
        )
      : alsoAtEnforcement(
          "the state's case law on fairness of premarital agreements, which may look at the time of divorce as well (not checked state by state; the cautious value, the wider review)",
        ),
);

/**
 * The court's power over a waiver or limit of support besides unconscionability (the support
 * article's sentence on it follows this cell). Where the state's act follows the uniform act, its
 * § 6(b) lets a court order support to the extent needed to keep a party off public assistance.
 */
export const supportFloor: Dimension<SupportFloor> = dimension("supportFloor", {}, (stateId) =>
  governingAct[stateId].value.kind === "UPAA" || governingAct[stateId].value.kind === "UPMAA"
    ? {
        value: "PUBLIC_ASSISTANCE",
        confirmed: false,
        citation:
          "Uniform Premarital Agreement Act § 6(b), as the state enacted it: support to the extent necessary to avoid eligibility for public assistance (the state's text not read)",
      }
    : {
        value: "NONE",
        confirmed: false,
        citation:
          "no statute read that gives a court power over a support waiver beyond its review for unconscionability (not checked state by state)",
      },
);
