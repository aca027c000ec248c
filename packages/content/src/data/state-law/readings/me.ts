/** Maine: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const ME: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "L.D. 2267 (119th Legis.) enacting clause",
    reading: {
      quote: "Be it enacted by the People of the State of Maine as follows:",
      source: "https://mainelegislature.org/legis/bills/bills_119th/billtexts/LD226701-1.asp",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Maine Uniform Premarital Agreement Act, Me. Rev. Stat. tit. 19-A, § 601 et seq.",
    },
    confirmed: true,
    citation: "19-A M.R.S. § 601",
    reading: {
      quote: 'This chapter is known and may be cited as the "Uniform Premarital Agreement Act."',
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  counsel: {
    value: {
      statutoryNotice: null,
      plainLanguageExplanation: false,
      expressWaiverOfCounsel: false,
      separateWaiverAndExplanation: false,
      termsNeedingCounsel: [],
    },
    confirmed: true,
    citation: "19-A M.R.S. § 603",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "19-A M.R.S. § 604(4)",
    reading: {
      quote: "Spousal support. The modification or elimination of spousal support;",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "19-A M.R.S. § 604(4)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... 4. Spousal support. The modification or elimination of spousal support;",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "19-A M.R.S. § 604(4); § 951-A(2)",
    reading: {
      quote: "4. Spousal support. The modification or elimination of spousal support;",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "19-A M.R.S. § 953(2)(D), (E) (as quoted in L.D. 2267, 119th Legis.)",
    reading: {
      quote:
        "D. Property excluded by valid agreement of the parties; and E. The increase in value of property acquired prior to the marriage.",
      source: "https://mainelegislature.org/legis/bills/bills_119th/billtexts/LD226701-1.asp",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "19-A M.R.S. § 604(1)",
    reading: {
      quote:
        "The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share, the homestead allowance, exempt property, the family allowance, any intestate share, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A surviving spouse of a decedent domiciled in Maine may elect an amount equal to 50% of the value of the marital-property portion of the augmented estate, in addition to the homestead allowance, exempt property and family allowance.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation:
      "18-C M.R.S. §§ 2-202(1), 2-213(1), (2) (Maine Uniform Probate Code, PL 2017, c. 402, effective 1 July 2019)",
    reading: {
      quote:
        "The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance, exempt property and family allowance may be waived, wholly or partially, before or after marriage, by a written contract, agreement or waiver signed by the surviving spouse.",
      source: "https://instalawyer.io/laws/maine-revised-statutes/18-c-2-213-waiver-of-right",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "interim support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "19-A M.R.S. § 951-A(1), (2) (enacted by P.L. 1999, c. 634, § 3); § 851(9)(A)",
    reading: {
      quote:
        "2. Types of spousal support. The court may, after consideration of all factors set forth in subsection 5, award or modify spousal support for one or more of the following reasons. A. General support may be awarded to provide financial assistance to a spouse with substantially less income potential than the other spouse so that both spouses can maintain a reasonable standard of living after the divorce.",
      source: "https://mainelegislature.org/ros/LOM/LOM119th/3Pub601-650/3Pub601-650-33.htm",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "19-A M.R.S. § 603",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "19-A M.R.S. § 603",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "18-C M.R.S. § 2-213(1)",
    reading: {
      quote:
        "The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance, exempt property and family allowance may be waived, wholly or partially, before or after marriage, by a written contract, agreement or waiver signed by the surviving spouse.",
      source: "https://instalawyer.io/laws/maine-revised-statutes/18-c-2-213-waiver-of-right",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "19-A M.R.S. § 603",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "19-A M.R.S. § 603",
    reading: {
      quote:
        "Formalities: A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "4 M.R.S. ch. 39 (Maine Revised Uniform Law on Notarial Acts, P.L. 2021, c. 651 (H.P. 1503), effective 1 July 2023), § 1915; 29-250 C.M.R. ch. 700, § 6 (Secretary of State rule on remote notarization)",
    reading: {
      quote:
        "A provider of communication technology to be used for remote notarization may request approval from the Secretary of State by submitting an application ... A certification that the provider's communication technology is designed to ensure that remote notarizations using the provider's technology will comply with the requirements of 4 M.R.S. chapter 39 and this rule;",
      source:
        "https://regulations.justia.com/states/maine/29/250/bureau-of-corporations-elections-and-commissions/chapter-700/section-250-700-6",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "19-A M.R.S. § 603",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "19-A M.R.S. § 602(1)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "https://marriage.uslegal.com/permarital-agreements/maine-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["judicial separation"],
    confirmed: true,
    citation: "19-A M.R.S. § 851(1-A)",
    reading: {
      quote:
        "§851. Judicial separation ... 1-A. Jurisdiction. The District Court has jurisdiction to enter a separation decree: A. Upon the petition of a married person who lives apart or who desires to live apart from that person's spouse for a period in excess of 60 continuous days;",
      source: "https://legalfix.com/statutes/state-codes/maine/title-19-a/part-2/chapter-27/section-851",
      readOn: "2026-11-28",
    },
  },
};
