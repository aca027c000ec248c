/**
 * What a surviving spouse can claim from the other's estate, by the names the waiver of rights at
 * death uses, and whether spouses may give those rights up by agreement.
 */
import type { Sourced, StateAbbreviation, SurvivorRights } from "@prenup/domain";
import { dimension, type Dimension } from "./cells.ts";

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

const OWN_RIGHTS: Partial<Record<StateAbbreviation, Sourced<SurvivorRights>>> = {
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
    citation:
      "Idaho Code §§ 15-2-102, 15-2-203 (elective share of the augmented quasi-community property estate), 15-2-402, 15-2-403; §§ 15-2-404, 15-3-203 not checked",
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
    citation:
      "Wis. Stat. § 861.02 (deferred marital property elective share; waiver under § 861.10), confirmed; §§ 852.01, 861.21, 861.31, 861.33, 861.35 not checked",
  },
  // Louisiana: spouses may not renounce or alter the marital portion or the established order of
  // succession by agreement (art. 2330); the surviving spouse's usufruct (art. 890) is part of that
  // order. The questionnaire does not offer the waiver there, and the agreement says so instead.
  LA: {
    value: {
      // Never printed: the waiver is not offered in Louisiana and its clause excludes the state.
      waived:
        "any right in the other's succession that the Louisiana Civil Code allows spouses to renounce by agreement",
      electiveShare: false,
      waivable: false,
      notRenounceable: ["marital portion", "order of succession", "usufruct"],
    },
    confirmed: true,
    citation:
      "La. Civ. Code art. 2330 (limits of contractual freedom), arts. 2432 to 2437 (marital portion), art. 890 (usufruct of the surviving spouse)",
  },
  // Connecticut, New Jersey and Ohio have no probate homestead; Connecticut's share against the will
  // is the use for life of one third of the estate.
  CT: {
    value: {
      waived:
        "the statutory share (the use for life of one third of the other's estate, claimed whatever the will says), any share of the estate if there is no will, any allowance for support while the estate is settled, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: false,
    citation:
      "Conn. Gen. Stat. § 45a-436 (statutory share: life use of one third of the property passing by will), as the issue 49 review reads it; § 45a-437 (intestate share) and § 45a-320 (allowance for support) not read",
  },
  NJ: {
    value: {
      waived:
        "any elective share (the part of the estate a surviving spouse may claim whatever the will says), any share of the estate if there is no will, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: false,
    citation:
      "N.J.S.A. 3B:8-1 (elective share of one third of the augmented estate), 3B:5-3 (intestate share), 3B:10-2 (administration); no homestead in probate (issue 49 review); not read",
  },
  OH: {
    value: {
      waived:
        "any right to take against the will (an elective share), any share of the estate if there is no will, any allowance for support from the estate, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: false,
    citation:
      "Ohio Rev. Code § 2106.01 (election to take against the will), § 2105.06 (intestate share), § 2106.13 (allowance for support), § 2113.06 (administration); no homestead in probate (issue 49 review); not read",
  },
  // Georgia has no elective share; year's support is the survivor's claim against the estate.
  GA: {
    value: {
      waived:
        "year's support from the other's estate (O.C.G.A. § 53-3-1 et seq.), any share of the estate if there is no will, and priority to be appointed administrator",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
    },
    confirmed: true,
    citation:
      "O.C.G.A. § 53-3-1 (year's support), § 53-2-1 (intestate share; not checked), § 53-6-20 (administrator; not checked); Georgia has no elective share",
  },
};

export const survivorRights: Dimension<SurvivorRights> = dimension<SurvivorRights>(OWN_RIGHTS, () => COMMON_LAW_RIGHTS);

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
