/**
 * What a surviving spouse can claim from the other's estate, by the names the waiver of rights at
 * death uses, and whether spouses may give those rights up by agreement.
 */
import type { StateAbbreviation, SurvivorRights } from "@prenup/domain";
import { dimension, type Dimension, type Unverified } from "./cells.ts";

/** No condition on a waiver beyond the agreement's own execution. */
const NO_CONDITIONS = { disclosureOfRight: false, fairConsideration: false };

const COMMON_LAW_RIGHTS: Unverified<SurvivorRights> = {
  value: {
    waived:
      "any elective share (the part of the estate a surviving spouse may claim whatever the will says), any share of the estate if there is no will, homestead, family or spousal allowance, exempt property, and priority to serve as personal representative",
    electiveShare: true,
    waivable: true,
    notRenounceable: [],
    rightSummary: null,
    waiverConditions: NO_CONDITIONS,
  },
  confirmed: false,
  citation:
    "common-law jurisdictions give a surviving spouse a statutory share of the estate against the will (an elective share, or dower in a few), an intestate share and allowances; not checked state by state",
};

const OWN_RIGHTS: Partial<Record<StateAbbreviation, Unverified<SurvivorRights>>> = {
  // Community property states: the survivor's half of the community is the survivor's own; there is
  // no elective share, only the rights named here.
  WA: {
    value: {
      waived:
        "any share of the other's estate if there is no will, any share as an omitted spouse, any award from the estate for the support of the family (the award in lieu of homestead), and priority to serve as personal representative",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
      rightSummary: null,
      waiverConditions: NO_CONDITIONS,
    },
    confirmed: false,
    citation: "RCW 11.54.010, 11.54.020 (family support award); RCW 11.04.015, 11.12.095, 11.28.120 (not checked)",
  },
  WI: {
    value: {
      waived:
        "any deferred marital property elective share, any share of the estate if there is no will, any right to the home and to select personal property, any family or special allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary: null,
      waiverConditions: NO_CONDITIONS,
    },
    confirmed: false,
    citation:
      "Wis. Stat. § 861.02 (deferred marital property elective share; waiver under § 861.10), confirmed; §§ 852.01, 861.21, 861.31, 861.33, 861.35 not checked",
  },
  // Louisiana: spouses may not renounce or alter the marital portion or the established order of
  // succession by agreement (art. 2330); the surviving spouse's usufruct (art. 890) is part of that
  // order. The questionnaire does not offer the waiver there, and the agreement says so instead.
  // Connecticut, New Jersey and Ohio have no probate homestead; Connecticut's share against the will
  // is the use for life of one third of the estate.
  CT: {
    value: {
      waived:
        "the statutory share (the use for life of one third of the other's estate, claimed whatever the will says), any share of the estate if there is no will, any allowance for support while the estate is settled, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary: null,
      waiverConditions: NO_CONDITIONS,
    },
    confirmed: false,
    citation:
      "Conn. Gen. Stat. § 45a-436 (statutory share: life use of one third of the property passing by will), as the issue 49 review reads it; § 45a-437 (intestate share) and § 45a-320 (allowance for support) not read",
  },
  // Georgia has no elective share; year's support is the survivor's claim against the estate.
};

export const survivorRights: Dimension<SurvivorRights> = dimension(
  "survivorRights",
  OWN_RIGHTS,
  () => COMMON_LAW_RIGHTS,
);

/** The common-law names for rights at death, which Louisiana's Civil Code does not use. */
export const COMMON_LAW_ESTATE_TERMS = [
  "personal representative",
  "elective share",
  "forced share",
  "intestate share",
  "homestead allowance",
  "exempt property",
  "family allowance",
  "probate homestead",
];
