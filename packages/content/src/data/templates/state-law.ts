/**
 * The state-law facts the agreement's wording depends on, as sourced data. Each fact carries
 * `confirmed` and a citation: `confirmed: true` where the enacted text (or an official court or
 * legislature page quoting it) was read; `confirmed: false` where only practitioners' summaries
 * were, in which case the value is the one those sources agree on and a lawyer should check it.
 *
 * terms.ts turns these facts into the `{{term.*}}` wording, articles.ts selects clauses with them,
 * and the agreement package's tests check the generated text against them (so the tests are not
 * copies of the text).
 */
import type { Sourced } from "../execution-formalities.ts";

/**
 * A court proceeding that separates the spouses without ending the marriage and in which the court
 * settles support and property between them ("legal separation" and its equivalents), by the
 * state's own name(s); null where the state has none. Support-only actions that leave the marriage
 * and the property untouched (Florida's support unconnected with dissolution, Georgia's and
 * Mississippi's separate maintenance, Massachusetts' separate support) are not such a proceeding:
 * they are support during the marriage, which this Agreement does not attempt to waive.
 */
export const separationProceedings: Record<string, Sourced<string[] | null>> = {
  AL: { value: ["legal separation"], confirmed: true, citation: "Ala. Code § 30-2-40 (decree of legal separation)" },
  AK: { value: ["legal separation"], confirmed: true, citation: "Alaska Stat. § 25.24.400 (complaint for legal separation)" },
  AZ: { value: ["legal separation"], confirmed: true, citation: "A.R.S. § 25-313 (decree of legal separation; maintenance and disposition of property)" },
  AR: {
    value: ["divorce from bed and board", "separate maintenance"],
    confirmed: false,
    citation: "Ark. Code Ann. § 9-12-301 et seq. (divorce from bed and board) and the separate maintenance action, as practitioners describe them; not checked against the enacted text",
  },
  CA: { value: ["legal separation"], confirmed: true, citation: "Cal. Fam. Code §§ 2310, 2330 (dissolution of marriage or legal separation)" },
  CO: { value: ["legal separation"], confirmed: true, citation: "C.R.S. § 14-10-106 (decree of legal separation)" },
  CT: { value: ["legal separation"], confirmed: true, citation: "Conn. Gen. Stat. § 46b-67(d) (decree of legal separation), quoted by the Judicial Branch law library guide" },
  DE: { value: null, confirmed: false, citation: "Del. Code tit. 13, ch. 15 provides divorce only; no decree of legal separation (practitioner sources)" },
  DC: { value: ["legal separation"], confirmed: true, citation: "D.C. Code § 16-904(b) (legal separation from bed and board)" },
  FL: {
    value: null,
    confirmed: true,
    citation: "Florida has no legal separation; Fla. Stat. §§ 61.09, 61.10 allow support unconnected with dissolution, which divides no property",
  },
  GA: {
    value: null,
    confirmed: true,
    citation: "O.C.G.A. § 19-6-10 (separate maintenance: alimony and child support while no divorce is pending); no decree of legal separation",
  },
  HI: { value: ["separation from bed and board"], confirmed: true, citation: "Haw. Rev. Stat. §§ 580-41(2), 580-71 (decree of separation from bed and board)" },
  ID: { value: ["legal separation"], confirmed: false, citation: "decrees of legal separation in Idaho's courts as practitioners describe them (Idaho Code title 32, ch. 7); sources conflict, not checked against the enacted text" },
  IL: { value: ["legal separation"], confirmed: true, citation: "750 ILCS 5/402 (legal separation)" },
  IN: { value: ["legal separation"], confirmed: false, citation: "Ind. Code § 31-15-3 (legal separation); not checked against the enacted text" },
  IA: { value: ["separate maintenance"], confirmed: true, citation: "Iowa Code §§ 598.21, 598.28 (judgment of dissolution or separate maintenance)" },
  KS: { value: ["separate maintenance"], confirmed: true, citation: "K.S.A. § 23-2701 (decree of divorce or separate maintenance)" },
  KY: { value: ["legal separation"], confirmed: false, citation: "KRS 403.050 (legal separation); not checked against the enacted text" },
  LA: {
    value: null,
    confirmed: false,
    citation: "La. R.S. 9:307 allows separation from bed and board only in a covenant marriage; other marriages end by divorce only (La. Civ. Code art. 101 et seq.)",
  },
  ME: { value: ["judicial separation"], confirmed: true, citation: "19-A M.R.S. § 851 (judicial separation)" },
  MD: {
    value: null,
    confirmed: false,
    citation: "limited divorce repealed with effect from October 1, 2023 (S.B. 36 / H.B. 14 of 2023, as reported by practitioners); no legal separation",
  },
  MA: {
    value: null,
    confirmed: false,
    citation: "Mass. G.L. c. 209, § 32: separate support (support, custody and use of the home, without division of property); no legal separation (practitioner sources)",
  },
  MI: { value: ["separate maintenance"], confirmed: true, citation: "MCL 552.7 (separate maintenance), MCL 552.19 (division of property), as quoted by the Michigan Family Law Benchbook" },
  MN: { value: ["legal separation"], confirmed: true, citation: "Minn. Stat. § 518.06 (decree of legal separation)" },
  MS: {
    value: null,
    confirmed: false,
    citation: "separate maintenance is a judge-made support remedy (Lynch v. Lynch, 616 So. 2d 294 (Miss. 1993)); no legal separation",
  },
  MO: { value: ["legal separation"], confirmed: false, citation: "Mo. Rev. Stat. § 452.305 (judgment of legal separation); not checked against the enacted text" },
  MT: { value: ["legal separation"], confirmed: false, citation: "Mont. Code Ann. § 40-4-104 (decree of legal separation); not checked against the enacted text" },
  NE: { value: ["legal separation"], confirmed: false, citation: "Neb. Rev. Stat. § 42-347 et seq. (legal separation); not checked against the enacted text" },
  NV: { value: ["separate maintenance"], confirmed: false, citation: "NRS 125.190 to 125.280 (separate maintenance), as practitioners quote them" },
  NH: { value: ["legal separation"], confirmed: false, citation: "RSA 458:26 (legal separation); not checked against the enacted text" },
  NJ: { value: ["divorce from bed and board"], confirmed: false, citation: "N.J.S.A. 2A:34-3, 2A:34-6 (divorce from bed and board), as practitioners quote them" },
  NM: { value: ["legal separation"], confirmed: true, citation: "NMSA 1978, § 40-4-3 (division of property, custody or alimony without dissolution); Gilmore v. Gilmore, 1988-NMCA-004" },
  NY: { value: ["separation"], confirmed: true, citation: "N.Y. Dom. Rel. Law § 200 (action for separation from bed and board)" },
  NC: { value: ["divorce from bed and board"], confirmed: false, citation: "N.C. Gen. Stat. § 50-7 (divorce from bed and board), as practitioners describe it" },
  ND: { value: ["separation"], confirmed: true, citation: "N.D.C.C. § 14-05-03.1 (temporary or permanent decree of separation)" },
  OH: { value: ["legal separation"], confirmed: false, citation: "Ohio Rev. Code § 3105.17 (legal separation); not checked against the enacted text" },
  OK: { value: ["separate maintenance"], confirmed: false, citation: "43 O.S. § 101 (alimony without divorce; decree of separate maintenance), as practitioners describe it" },
  OR: { value: ["separation"], confirmed: true, citation: "ORS 107.025(2) (judgment for separation)" },
  PA: {
    value: null,
    confirmed: false,
    citation: "the Divorce Code (23 Pa.C.S. Part IV) provides no decree of legal separation; divorce from bed and board under the former Divorce Law (23 P.S. § 11) was not carried into it (practitioner sources)",
  },
  RI: { value: ["divorce from bed and board"], confirmed: false, citation: "R.I. Gen. Laws § 15-5-9 (divorce from bed and board), as practitioners describe it" },
  SC: { value: ["separate support and maintenance"], confirmed: true, citation: "S.C. Code § 63-3-530 (actions for separate support and maintenance), South Carolina Bar" },
  SD: { value: ["separate maintenance"], confirmed: true, citation: "S.D. Codified Laws ch. 25-4 (divorce and separate maintenance), § 25-4-30" },
  TN: { value: ["legal separation"], confirmed: true, citation: "Tenn. Code Ann. § 36-4-102 (legal separation)" },
  TX: { value: null, confirmed: false, citation: "the Texas Family Code provides divorce only; no legal separation (practitioner sources)" },
  UT: { value: ["separate maintenance"], confirmed: true, citation: "Utah Code § 81-4-202 (formerly § 30-4-1) (petition for separate maintenance), Utah State Courts" },
  VT: { value: ["legal separation"], confirmed: false, citation: "15 V.S.A. § 555 (legal separation); not checked against the enacted text" },
  VA: { value: ["divorce from bed and board"], confirmed: false, citation: "Va. Code § 20-95 (divorce from bed and board), as practitioners quote it" },
  WA: { value: ["legal separation"], confirmed: true, citation: "RCW 26.09.030 (legal separation in lieu of dissolution)" },
  WV: { value: ["separate maintenance"], confirmed: false, citation: "W. Va. Code § 48-4-101 (separate maintenance), as practitioners quote it" },
  WI: { value: ["legal separation"], confirmed: true, citation: "Wis. Stat. § 767.35 (judgment of legal separation)" },
  WY: { value: ["judicial separation"], confirmed: true, citation: "Wyo. Stat. § 20-2-106 (decree of judicial separation)" },
};

/** What a surviving spouse can claim from the other's estate, as the waiver of rights at death names it. */
export type SurvivorRights = {
  /** The rights a waiver of rights at death gives up, in the waiver's words ("any elective share …"). */
  waived: string;
  /** Whether the survivor has an elective share (a share of the estate claimed whatever the will says). */
  electiveShare: boolean;
  /** Whether spouses may give these rights up by agreement before the marriage. */
  waivable: boolean;
  /** Rights spouses may not renounce by agreement, by the words the text would use for them. */
  notRenounceable: string[];
};

const COMMON_LAW_RIGHTS: Sourced<SurvivorRights> = {
  value: {
    waived:
      "any elective share (the part of the estate a surviving spouse may claim whatever the will says), any share of the estate if there is no will, homestead, family or spousal allowance, exempt property, and priority to serve as personal representative",
    electiveShare: true,
    waivable: true,
    notRenounceable: [],
  },
  confirmed: false,
  citation:
    "common-law jurisdictions give a surviving spouse a statutory share of the estate against the will (an elective share, or dower in a few), an intestate share and allowances; not checked state by state",
};

const SURVIVOR_RIGHTS_OVERRIDES: Record<string, Sourced<SurvivorRights>> = {
  // Community property states: the survivor's half of the community is the survivor's own; there is
  // no elective share, only the rights named here.
  CA: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, a probate homestead, the setting aside of exempt property or of a small estate, a family allowance, any right to elect to take community or quasi-community property against the will, and priority to be appointed personal representative",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: true,
    citation: "Cal. Prob. Code § 141 (rights a surviving spouse may waive), §§ 6401, 21610, 6510, 6520, 6540, 6600",
  },
  TX: {
    value: {
      waived:
        "any share of the other's estate if there is no will, the surviving spouse's right to occupy the homestead, exempt property set aside and any allowance in lieu of it, the family allowance, and priority to be appointed executor or administrator",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    // Whether a premarital agreement can give up the constitutional homestead right of occupancy is
    // not settled in the sources read (unconfirmed); the severability clause keeps the rest.
    confirmed: true,
    citation:
      "Tex. Const. art. XVI, § 52; Tex. Est. Code §§ 102.005, 201.002, 201.003, 353.051, 353.053, 353.101, 304.001; Texas has no right of election",
  },
  AZ: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, the homestead allowance, exempt property, the family allowance, and priority to serve as personal representative",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: false,
    citation: "A.R.S. §§ 14-2102, 14-2213, 14-2301, 14-2402 to 14-2404, 14-3203; not checked against the enacted text",
  },
  NV: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, the setting apart of the homestead and exempt property, a family allowance, the setting aside of a small estate, and priority to be appointed administrator",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: true,
    citation: "NRS 146.005 (a premarital agreement prevails), 146.010 to 146.070; NRS 133.110, 134.040 (not checked)",
  },
  NM: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, the family allowance, the personal property allowance, and priority to serve as personal representative",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: false,
    citation: "NMSA 1978, §§ 45-2-102, 45-2-301, 45-2-402, 45-2-403, 45-3-203; not checked against the enacted text",
  },
  WA: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, any award from the estate for the support of the family (the award in lieu of homestead), and priority to serve as personal representative",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: true,
    citation: "RCW 11.54.010, 11.54.020 (family support award); RCW 11.04.015, 11.12.095, 11.28.120 (not checked)",
  },
  ID: {
    value: {
      waived:
        "any elective share of the other's quasi-community property, any share of the estate if there is no will, the homestead allowance, exempt property, the family allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: true,
    citation: "Idaho Code §§ 15-2-102, 15-2-203 (elective share of the augmented quasi-community property estate), 15-2-402, 15-2-403; §§ 15-2-404, 15-3-203 not checked",
  },
  WI: {
    value: {
      waived:
        "any deferred marital property elective share, any share of the estate if there is no will, any right to the home and to select personal property, any family or special allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: false,
    citation: "Wis. Stat. § 861.02 (deferred marital property elective share; waiver under § 861.10), confirmed; §§ 852.01, 861.21, 861.31, 861.33, 861.35 not checked",
  },
  // Louisiana: spouses may not renounce or alter the marital portion or the established order of
  // succession by agreement (art. 2330); the surviving spouse's usufruct (art. 890) is part of that
  // order. The questionnaire does not offer the waiver there, and the agreement says so instead.
  LA: {
    value: {
      // Never printed: the waiver is not offered in Louisiana and its clause excludes the state.
      waived: "any right in the other's succession that the Louisiana Civil Code allows spouses to renounce by agreement",
      electiveShare: false,
      waivable: false,
      notRenounceable: ["marital portion", "order of succession", "usufruct"],
    },
    confirmed: true,
    citation: "La. Civ. Code art. 2330 (limits of contractual freedom), arts. 2432 to 2437 (marital portion), art. 890 (usufruct of the surviving spouse)",
  },
  // Georgia has no elective share; year's support is the survivor's claim against the estate.
  GA: {
    value: {
      waived: "year's support from the other's estate (O.C.G.A. § 53-3-1 et seq.), any share of the estate if there is no will, and priority to be appointed administrator",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: true,
    citation: "O.C.G.A. § 53-3-1 (year's support), § 53-2-1 (intestate share; not checked), § 53-6-20 (administrator; not checked); Georgia has no elective share",
  },
};

export function survivorRightsOf(stateId: string): Sourced<SurvivorRights> {
  return SURVIVOR_RIGHTS_OVERRIDES[stateId] ?? COMMON_LAW_RIGHTS;
}

/** The common-law names for rights at death, which Louisiana's Civil Code does not use. */
export const COMMON_LAW_ESTATE_TERMS = ["personal representative", "elective share", "forced share", "intestate share", "homestead allowance", "exempt property", "family allowance", "probate homestead"];

/** States whose Civil Code has no common-law estate vocabulary (the terms above must not appear). */
export const CIVIL_LAW_SUCCESSION_STATE_IDS = ["LA"];

/** States where the waiver of rights at death is not offered: the rights cannot be given up by agreement. */
export const NO_DEATH_WAIVER_STATE_IDS = Object.entries(SURVIVOR_RIGHTS_OVERRIDES)
  .filter(([, rights]) => !rights.value.waivable)
  .map(([stateId]) => stateId);

/**
 * Support while a case between the spouses is pending, where it cannot be waived in advance: the
 * support waiver names it as not waived. Elsewhere a waiver covers temporary and permanent support.
 */
export const pendingSupportProtected: Record<string, Sourced<boolean>> = {
  LA: { value: true, confirmed: true, citation: "Holliday v. Holliday, 358 So. 2d 618 (La. 1978) (interim spousal support cannot be waived in advance)" },
  FL: {
    value: true,
    confirmed: false,
    citation: "temporary alimony while a case is pending is treated as not waivable in advance (cautious value; not confirmed for every district)",
  },
};
export const PENDING_SUPPORT_PROTECTED_STATE_IDS = Object.keys(pendingSupportProtected).filter((stateId) => pendingSupportProtected[stateId]?.value);

/**
 * Where the state's law names several kinds of support, the waiver names each of them.
 * Pennsylvania: spousal support during the marriage, alimony pendente lite during the divorce
 * (23 Pa.C.S. § 3702) and alimony after the decree (§ 3701).
 */
export const supportKinds: Record<string, Sourced<string[]>> = {
  PA: {
    value: ["spousal support", "alimony pendente lite", "alimony"],
    confirmed: true,
    citation: "23 Pa.C.S. § 3701 (alimony), § 3702 (alimony pendente lite, spousal support), § 4321 (liability for support; not checked)",
  },
};
