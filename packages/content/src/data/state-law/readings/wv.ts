/** West Virginia: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const WV: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "W. Va. Code § 48-1A-701(a)(2)",
    reading: {
      quote: "Limits or restricts a remedy available to a victim of domestic violence under law of this state",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-701",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "STATE_STATUTE",
      reference: "West Virginia Code Chapter 48, Article 1A (premarital and marital agreements)",
    },
    confirmed: true,
    citation: "W. Va. Code § 48-1A-601(a); § 48-1A-701(a)",
    reading: {
      quote:
        "(a) A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (1) That party did not execute the agreement voluntarily; (2) Either party was under the age of 18 when the marriage occurred; or (3) The agreement was unconscionable when it was executed and, before execution...",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-601",
      readOn: "2026-11-28",
    },
  },
  counsel: {
    value: {
      statutoryNotice: null,
      plainLanguageExplanation: true,
      expressWaiverOfCounsel: false,
      separateWaiverAndExplanation: false,
      termsNeedingCounsel: [],
    },
    confirmed: true,
    citation: "Ware v. Ware, 224 W. Va. 599, 687 S.E.2d 382 (2009), syl. pts. 2, 3",
    reading: {
      quote:
        "such independent advice of counsel is not a prerequisite to enforceability when the terms of the agreement are understandable to a reasonably intelligent adult and both parties have had the opportunity to consult with independen[t counsel]",
      source: "http://www.courtswv.gov/supreme-court/docs/fall2009/34720.htm",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "W. Va. Code § 48-1A-601(c); § 48-8-101(a)",
    reading: {
      quote:
        "If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance...",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-601",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "W. Va. Code § 48-8-101(a), (b)",
    reading: {
      quote:
        "a provision that has the support of a spouse or former spouse as its sole purpose is to be regarded as an allowance for spousal support whether expressly designated as such or not ... Spousal support is divided into four classes which are: (1) Permanent spousal support; (2) temporary spousal support, otherwise known as spousal support pendente lite; (3) rehabilitative spousal support; and (4) spousal support in gross.",
      source: "http://www.wvlegislature.gov/WVCODE/Code.cfm?chap=48&art=8",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "W. Va. Code § 48-1A-601(a)(3), (d)",
    reading: {
      quote:
        "(3) The agreement was unconscionable when it was executed ... (d) A court may refuse to enforce a term of a premarital agreement if, in the context of the agreement taken as a whole: (1) The term was unconscionable at the time of signing; or (2) Enforcement of the term would",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-601",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "W. Va. Code § 48-1A-601(c), (d)",
    reading: {
      quote:
        "the family court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility. (d) A court may refuse to enforce a term of a premarital agreement if, in the context of the agreement taken as a whole: (1) The term was unconscionable at the time of signing; or (2) Enforcement of the term would",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-601",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "REASONABLY_ACCURATE", knowledgeSuffices: true },
    confirmed: true,
    citation: "W. Va. Code § 48-1A-601(a)(3)(A), (b)",
    reading: {
      quote:
        "(b) A party has adequate financial disclosure under this section if the party: (1) Receives a reasonably accuerate description and good-faith estimate of value of the property, liabilities, and income of the other party;",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-601",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "W. Va. Code § 48-7-103; § 48-1-237(1)",
    reading: {
      quote:
        "In the absence of a valid agreement, the court shall presume that all marital property is to be divided equally between the parties, but may alter this distribution, without regard to any attribution of fault",
      source: "https://instalawyer.io/laws/west-virginia-code/48-7-103-division-of-marital-property",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "W. Va. Code § 48-1-237(6)",
    reading: {
      quote:
        "(6) Any increase in the value of separate property as defined in subdivision (1), (2), (3), (4) or (5) of this section which is due to inflation or to a change in market value resulting from conditions outside the control of the parties.",
      source: "https://lexace.ai/us/statute/west-virginia/48-1-237",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "W. Va. Code § 48-1-203",
    reading: {
      quote:
        '"Antenuptial agreement" or "prenuptial agreement" means an agreement between a man and woman before marriage ... by which the property rights and interests of the prospective husband and wife, or both of them, are determined, or where property is secured to either or both of them',
      source: "https://pension-evaluators.com/pension-evaluation/state-pension-evaluation-classification/west-virginia",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share of the augmented estate (and its supplemental amount), any intestate share, and priority to administer the estate",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A right of election, against the will or the intestate share, to take a percentage of the augmented estate that grows with the length of the marriage: nothing but a supplemental amount under 1 year, 3% after 1 year rising to 50% after 15 years; a supplemental amount brings the total to $25,000 if less.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "W. Va. Code § 42-3-1(a), (b); § 48-1-203",
    reading: {
      quote:
        "The surviving spouse of a decedent who dies domiciled in this state has a right of election, against either the will or the intestate share ... to take the elective-share percentage of the augmented estate, determined by the length of time the spouse and the decedent were married",
      source: "https://code.wvlegislature.gov/email/42-3/",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "W. Va. Code §§ 48-8-101(b), 48-8-103(a); § 48-1-233",
    reading: {
      quote:
        "(2) temporary spousal support, otherwise known as spousal support pendente lite ... Upon ordering a divorce or granting a decree of separate maintenance, the court may require either party to pay spousal support",
      source: "http://www.wvlegislature.gov/WVCODE/Code.cfm?chap=48&art=8",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "W. Va. Code § 48-8-103(a)",
    reading: {
      quote:
        "Upon ordering a divorce or granting a decree of separate maintenance, the court may require either party to pay spousal support",
      source: "http://www.wvlegislature.gov/WVCODE/Code.cfm?chap=48&art=8",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "W. Va. Code § 48-1A-601(b)(1)",
    reading: {
      quote:
        "Receives a reasonably accuerate description and good-faith estimate of value of the property, liabilities, and income of the other party",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-601",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "W. Va. Code § 39-4-15(c)(1)-(3)",
    reading: {
      quote:
        "(c) A certificate of a notarial act is sufficient if it meets the requirements of subsections (a) and (b) and: ... (1) Is in a short form set forth in section sixteen of this article; (2) Is in a form otherwise permitted by the law of this state;",
      source: "https://lexace.ai/us/statute/west-virginia/39-4-15",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "W. Va. Code § 48-1A-601(a)",
    reading: {
      quote:
        "A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (1) That party did not execute the agreement voluntarily; (2) Either party was under the age of 18 when the marriage occurred; or (3) The agreement was unconscionable when it was executed",
      source: "https://lexace.ai/us/statute/west-virginia/48-1A-601",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "W. Va. Code § 48-1-203",
    reading: {
      quote:
        '"Antenuptial agreement" or "prenuptial agreement" means an agreement between a man and woman before marriage, but in contemplation and generally in consideration of marriage',
      source: "https://pension-evaluators.com/pension-evaluation/state-pension-evaluation-classification/west-virginia",
      readOn: "2026-11-28",
    },
  },
};
