/**
 * Spousal support: whether a premarital agreement may waive or limit it, what a waiver covers, and
 * when a court judges a support term unconscionable.
 */
import type { SpousalSupportLaw, Sourced, UnconscionabilityTiming } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";
import { governingAct } from "./governing-act.ts";

const protectedSupport = (citation: string): Sourced<SpousalSupportLaw> => ({
  value: "CANNOT_WAIVE_OR_MODIFY",
  confirmed: false,
  citation,
});

export const spousalSupport: Dimension<SpousalSupportLaw> = dimension<SpousalSupportLaw>(
  {
    CA: {
      value: "ATTORNEY_REQUIRED",
      confirmed: true,
      citation:
        "Cal. Fam. Code § 1612(c): a provision about spousal support binds a party only if they had independent counsel when signing (and is not unconscionable at enforcement)",
    },
    IA: protectedSupport(
      "Iowa Code § 596.5(2): the right of a spouse to support may not be adversely affected by a premarital agreement (as practitioners and the shared jurisdictions reference report; the cautious value)",
    ),
    NM: protectedSupport(
      "N.M. Stat. Ann. § 40-3A-4(B): the right of a spouse to support may not be adversely affected by a premarital agreement (as practitioners and the shared jurisdictions reference report; the cautious value)",
    ),
    SD: protectedSupport(
      "S.D. Codified Laws § 25-2-18: the right of a spouse to support may not be adversely affected by a premarital agreement (as practitioners and the shared jurisdictions reference report; the cautious value)",
    ),
    UT: {
      value: "CAN_WAIVE_OR_MODIFY",
      confirmed: true,
      citation:
        "Utah Code § 81-3-203(1)(d) (the modification or elimination of spousal support), § 81-3-205(2) (support to keep a party off public assistance), read in the text of Title 81",
    },
  },
  () => ({
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: false,
    citation:
      "Uniform Premarital Agreement Act § 3(a)(4) or the state's case law lets the agreement modify or eliminate support, subject to review for unconscionability (not checked state by state)",
  }),
);

/**
 * Support while a case between the spouses is pending, where it cannot be waived in advance: the
 * support waiver names it as not waived. Elsewhere a waiver covers temporary and permanent support.
 */
export const pendingSupportProtected: Dimension<boolean> = dimension<boolean>(
  {
    LA: {
      value: true,
      confirmed: true,
      citation: "Holliday v. Holliday, 358 So. 2d 618 (La. 1978) (interim spousal support cannot be waived in advance)",
    },
    FL: {
      value: true,
      confirmed: false,
      citation:
        "temporary alimony while a case is pending is treated as not waivable in advance (cautious value; not confirmed for every district)",
    },
  },
  () => ({
    value: false,
    confirmed: false,
    citation:
      "no rule found that keeps support during a pending case from being waived in advance (not checked state by state)",
  }),
);

/**
 * Where the state's law names several kinds of support, the waiver names each of them.
 * Pennsylvania: spousal support during the marriage, alimony pendente lite during the divorce
 * (23 Pa.C.S. § 3702) and alimony after the decree (§ 3701).
 */
export const supportKinds: Dimension<string[] | null> = dimension<string[] | null>(
  {
    PA: {
      value: ["spousal support", "alimony pendente lite", "alimony"],
      confirmed: true,
      citation:
        "23 Pa.C.S. § 3701 (alimony), § 3702 (alimony pendente lite, spousal support), § 4321 (liability for support; not checked)",
    },
  },
  () => ({
    value: null,
    confirmed: false,
    citation:
      "the state's support statute names one kind of post-divorce support, which the state's term covers (not checked state by state)",
  }),
);

const atSigning = (citation: string, confirmed = false): Sourced<UnconscionabilityTiming> => ({
  value: "AT_SIGNING",
  confirmed,
  citation,
});
const alsoAtEnforcement = (citation: string, confirmed = false): Sourced<UnconscionabilityTiming> => ({
  value: "AT_SIGNING_AND_ENFORCEMENT",
  confirmed,
  citation,
});

/**
 * When a court judges a support term unconscionable: at signing only (the uniform act's "when it
 * was executed"), or also when enforcement is sought (a "second look"). The support article's
 * sentence on the court's review follows it.
 */
export const unconscionability: Dimension<UnconscionabilityTiming> = dimension<UnconscionabilityTiming>(
  {
    CA: alsoAtEnforcement(
      "Cal. Fam. Code § 1612(c): a support provision is not enforceable if it is unconscionable at the time of enforcement",
      true,
    ),
    CO: alsoAtEnforcement(
      "C.R.S. § 14-2-309: a term is reviewed for unconscionability at signing, and a maintenance term also at enforcement (practitioners' reading; the subsections after (3) were not read)",
    ),
    CT: alsoAtEnforcement(
      "Conn. Gen. Stat. § 46b-36g(a): unconscionable when executed or when enforcement is sought (not read)",
    ),
    HI: atSigning(
      "Haw. Rev. Stat. § 572D-6(a)(2): unconscionable when it was executed, read in the text as republished",
      true,
    ),
    IL: alsoAtEnforcement(
      "750 ILCS 10/7(b): a support term causing undue hardship because of circumstances not reasonably foreseeable at signing may be revised at enforcement (not read)",
    ),
    MA: alsoAtEnforcement(
      "Austin v. Austin, 445 Mass. 601 (2005) and DeMatteo v. DeMatteo, 436 Mass. 18 (2002): the 'second look' at the time of divorce (shared jurisdictions reference)",
    ),
    MN: alsoAtEnforcement(
      "Minn. Stat. § 519.11 and McKee-Johnson v. Johnson, 444 N.W.2d 259 (Minn. 1989): substantive fairness at execution and at enforcement (not read)",
    ),
    NC: atSigning("N.C. Gen. Stat. § 52B-7(a)(2): unconscionable when executed (not read)"),
    ND: alsoAtEnforcement(
      "N.D.C.C. § 14-03.2-08: unconscionable at signing, or enforcement would cause substantial hardship because of a material change of circumstances (practitioners' summary; that subsection was not read)",
    ),
    NJ: atSigning(
      "N.J.S.A. 37:2-38(c): 'unconscionable when it was executed'; subsection (b), unconscionable at the time enforcement was sought, deleted by P.L.2013, c.72 (read in the Rutgers New Jersey Statutes database)",
      true,
    ),
    NY: alsoAtEnforcement(
      "N.Y. Dom. Rel. Law § 236(B)(3): a maintenance term must be fair and reasonable when made and not unconscionable at the time of final judgment (not read)",
    ),
    OH: alsoAtEnforcement(
      "Gross v. Gross, 11 Ohio St.3d 99 (1984): support terms reviewed for unconscionability at the time of divorce",
    ),
    PA: atSigning(
      "23 Pa.C.S. § 3106(a): no review for fairness at enforcement; Simeone v. Simeone, 525 Pa. 392 (1990) (not read)",
    ),
    TX: atSigning("Tex. Fam. Code § 4.006(a)(2): unconscionable when it was signed (not read)"),
    UT: atSigning(
      "Utah Code § 81-3-205(1)(b), read in the text of Title 81: the act's test looks at the agreement when it was executed (its word is 'fraudulent', not 'unconscionable'); courts' review only at signing is the practitioners' reading",
    ),
    VA: atSigning("Va. Code § 20-151(A)(2): unconscionable when executed (not read)"),
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
