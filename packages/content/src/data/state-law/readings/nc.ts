/** North Carolina: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const NC: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "N.C. Const. (1971), preamble",
    reading: {
      quote:
        "We, the people of the State of North Carolina, grateful to Almighty God, the Sovereign Ruler of Nations, ... do, for the more certain security thereof and for the better government of this State, ordain and establish this Constitution.",
      source: "https://oxcon.ouplaw.com/abstract/10.1093/law-ocw/law-ocw-cd1066.regGroup.1/law-ocw-cd1066",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference:
        "the Uniform Premarital Agreement Act as enacted in North Carolina, N.C. Gen. Stat. Chapter 52B (§ 52B-1 et seq.)",
    },
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-1 (1987, c. 473, s. 1)",
    reading: {
      quote: 'This Chapter may be cited as the "Uniform Premarital Agreement Act".',
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.052B.html",
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
    citation: "N.C. Gen. Stat. §§ 52B-3, 52B-7(a)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.052B.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-4(a)(4)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal support;",
      source: "https://schillerfirm.com/statutes/n-c-g-s-chapter-52b-uniform-premarital-agreement-act/",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-4(a)(4), (b)",
    reading: {
      quote:
        "(4) The modification or elimination of spousal support; ... (b) The right of a child to support may not be adversely",
      source: "https://schillerfirm.com/statutes/n-c-g-s-chapter-52b-uniform-premarital-agreement-act/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: ["postseparation support", "alimony"],
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-7(b); §§ 50-16.2A, 50-16.3A",
    reading: {
      quote:
        "the court must find that the party for whom support is ordered is a dependent spouse, as defined by G.S. 50-16.1A, and that the requirements of G.S. 50-16.2A regarding postseparation support or G.S. 50-16.3A regarding alimony have been met.",
      source: "http://statutes.laws.com/north-carolina/Chapter_52B/GS_52B-7",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-7(a)(2), (c)",
    reading: {
      quote:
        "(2) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: a. Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "http://statutes.laws.com/north-carolina/Chapter_52B/GS_52B-7",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-7(b)",
    reading: {
      quote:
        "(b) If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court ... may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source: "http://statutes.laws.com/north-carolina/Chapter_52B/GS_52B-7",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-7(a)(2)(a)",
    reading: {
      quote:
        "(2) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: a. Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "http://statutes.laws.com/north-carolina/Chapter_52B/GS_52B-7",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "N.C. Gen. Stat. § 50-20(a), (b)(1)-(2), (c)",
    reading: {
      quote:
        '"Separate property" means all real and personal property acquired by a spouse before marriage or acquired by a spouse by devise, descent, or gift during the course of the marriage.',
      source: "https://legalfix.com/statutes/state-codes/north-carolina/chapter-50/article-1/section-50-20",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "N.C. Gen. Stat. § 50-20(b)(2)",
    reading: {
      quote:
        "The increase in value of separate property and the income derived from separate property shall be considered separate property.",
      source: "http://www.divorcesource.com/ds/northcarolina/north-carolina-equitable-distribution-statutes-3167.shtml",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-4(a)(1)",
    reading: {
      quote:
        "(1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://schillerfirm.com/statutes/n-c-g-s-chapter-52b-uniform-premarital-agreement-act/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share, any share of the estate if there is no will, the year's allowance, and priority to administer the estate",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "a share of the decedent's Total Net Assets set by the length of the marriage (15% under 5 years, 25% for 5-10, 33% for 10-15, 50% for 15 or more), less what passes to the survivor anyway",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "N.C. Gen. Stat. § 30-3.1(a) (elective share); § 30-3.6 (waiver)",
    reading: {
      quote:
        "(4) If the surviving spouse was married to the decedent for 15 years or more, fifty percent (50%) of the Total Net Assets.",
      source: "https://ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_30/Article_1A.html",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "postseparation support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "N.C. Gen. Stat. § 50-16.1A(1), (4); § 50-20(b)(1)",
    reading: {
      quote:
        '(1) "Alimony" means an order for payment for the support and maintenance of a spouse or former spouse, periodically or in a lump sum, for a specified or for an indefinite term, ordered in an action for divorce, whether absolute or from bed and board, or in an action for alimony without divorce.',
      source: "https://instalawyer.io/laws/north-carolina-general-statutes/50-161a-definitions",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["divorce from bed and board"],
    confirmed: true,
    citation: "N.C. Gen. Stat. § 50-16.1A(1); § 50-7",
    reading: {
      quote:
        "ordered in an action for divorce, whether absolute or from bed and board, or in an action for alimony without divorce.",
      source: "https://instalawyer.io/laws/north-carolina-general-statutes/50-161a-definitions",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-7(a)(2)(b)",
    reading: {
      quote:
        "b. Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided; and",
      source: "http://statutes.laws.com/north-carolina/Chapter_52B/GS_52B-7",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-7(a)(2)",
    reading: {
      quote:
        "(2) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: a. Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "http://statutes.laws.com/north-carolina/Chapter_52B/GS_52B-7",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-3",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.052B.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 30-3.6(a)",
    reading: {
      quote:
        "may be waived, wholly or partially, before or after marriage, with or without consideration, by a written waiver signed by the surviving spouse",
      source: "https://www.lawserver.com/law/state/north-carolina/nc-laws/north_carolina_laws_30-3-6",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-3; § 52-10(a)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.052B.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-3",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.052B.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "N.C. Gen. Stat. § 10B-134.3 (effective July 1, 2024; S.L. 2022-54, S.L. 2023-57)",
    reading: {
      quote:
        "(a) Upon registration with the Secretary under this Article, an electronic notary may perform any of the notarial acts listed in G.S. 10B-115 by means of communication technology in accordance with this Part.",
      source: "https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_10B/GS_10B-134.3.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "N.C. Gen. Stat. §§ 52B-3, 52B-7",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.052B.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "N.C. Gen. Stat. § 52B-2(1)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.052B.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "N.C. Gen. Stat. § 10B-41(a) (Release 81, 2022)",
    reading: {
      quote:
        "When properly completed by a notary, a notarial certificate that substantially complies with the following form may be used and shall be sufficient under the law of this State to satisfy the requirements for a notarial certificate for the acknowledgment of a principal who is an individual acting in his or her own right ... County, North Carolina I certify that the following person(s) personally appeared before me this day, each acknowledging to me that he or she signed the foregoing document: name(s) of principal(s).",
      source:
        "https://github.com/UniCourt/cic-code-nc/blob/e85b5a08476f523b387d538885e59453ee5e991a/transforms/nc/ocnc/r81/gov.nc.stat.title.010B.html",
      readOn: "2026-11-28",
    },
  },
};
