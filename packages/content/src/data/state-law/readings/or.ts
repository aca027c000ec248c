/** Oregon: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const OR: StateReadings = {
  governingAct: {
    value: { kind: "UPAA", reference: "the Oregon Uniform Premarital Agreement Act, ORS 108.700 to 108.740" },
    confirmed: true,
    citation: "ORS 108.700 to 108.740 (1987 c.715; 2013 c.688)",
    reading: {
      quote:
        "(1) A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (a) That party did not execute the agreement voluntarily; or (b) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: (A) Was not provided a fair and reasonable disclosure",
      source: "http://www.oregonlaws.org/ors/108.725",
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
    citation: "ORS 108.725(1)",
    reading: {
      quote:
        "(1) A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (a) That party did not execute the agreement voluntarily; or (b) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: (A) Was not provided a fair and reasonable disclosure",
      source: "http://www.oregonlaws.org/ors/108.725",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "ORS 108.710(1)(d)",
    reading: {
      quote:
        "(1) Parties to a premarital agreement may contract with respect to: ... (d) The modification or elimination of spousal support;",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "ORS 108.710(1)(d)",
    reading: {
      quote:
        "(1) Parties to a premarital agreement may contract with respect to: ... (d) The modification or elimination of spousal support;",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "ORS 108.725(1)(b), (3)",
    reading: {
      quote:
        "(b) The agreement was unconscionable when it was executed ... (3) An issue of whether a premarital agreement is unconscionable shall be decided by the court as a matter of law.",
      source: "http://www.oregonlaws.org/ors/108.725",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "ORS 108.725(2)",
    reading: {
      quote: "may require the other party to provide support to the extent necessary to avoid that eligibility",
      source: "http://www.oregonlaws.org/ors/108.725",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
    confirmed: true,
    citation: "ORS 108.725(1)(b)(A)-(C)",
    reading: {
      quote:
        "Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party",
      source: "http://www.oregonlaws.org/ors/108.725",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: true },
    confirmed: true,
    citation: "ORS 107.105(1)(f); In re Marriage of Massee, 328 Or. 195, 970 P.2d 1203 (1999)",
    reading: {
      quote:
        "The first question is whether the appreciation, during the marriage, of assets brought to the marriage by husband and held separately by him is a marital asset under ORS 107.105(1)(f) ... We conclude, as did a divided Court of Appeals sitting en banc, that such appreciation is a marital asset.",
      source: "http://ecases.us/case/p836499/matter-of-marriage-of-massee",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "ALL_DIVISIBLE",
    confirmed: true,
    citation: "In re Marriage of Massee, 328 Or. 195, 970 P.2d 1203 (1999)",
    reading: {
      quote:
        "The first question is whether the appreciation, during the marriage, of assets brought to the marriage by husband and held separately by him is a marital asset under ORS 107.105(1)(f) ... We conclude, as did a divided Court of Appeals sitting en banc, that such appreciation is a marital asset.",
      source: "http://ecases.us/case/p836499/matter-of-marriage-of-massee",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "ORS 108.710(1)(a)",
    reading: {
      quote:
        "(a) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (a percentage of the augmented estate that grows with the length of the marriage), any share of the estate if there is no will, support from the estate during administration, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "a percentage of the augmented estate set by the length of the marriage, from 5% (under two years) rising two points a year to 33% after fifteen years",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "ORS 114.600(1), 114.605(1)-(2)",
    reading: {
      quote:
        "(2) The elective share of a surviving spouse is determined by the length of time the spouse and decedent were married to each other, in accordance with the following schedule: ... Less than 2 years 5% of the augmented estate ...",
      source: "https://courtgpt.ai/laws/oregon/volume-03/chapter-114/section-114-605",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "ORS 108.725(2); ORS 108.710(1)(c)",
    reading: {
      quote: "modifies or eliminates spousal support ... at the time of separation or marital dissolution",
      source: "http://www.oregonlaws.org/ors/108.725",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "ORS 108.725(1)(b)(B)",
    reading: {
      quote:
        "(B) Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided",
      source: "http://www.oregonlaws.org/ors/108.725",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "ORS 108.725(1)(b)(A)",
    reading: {
      quote:
        "Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party",
      source: "http://www.oregonlaws.org/ors/108.725",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "FORMS_FOLLOWED",
    confirmed: true,
    citation: "In re Marriage of Dahl and Angle, 222 Or. App. 572, 194 P.3d 834 (2008)",
    reading: {
      quote:
        "In this marital dissolution case, husband appeals a dissolution judgment that ordered the destruction of six cryopreserved embryos ... For the reasons stated below, we affirm.",
      source: "https://law.justia.com/cases/oregon/court-of-appeals/2008/a133697.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "ORS 108.705",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "ORS 194.285(1); ORS 194.280(4)(a)",
    reading: {
      quote:
        "(1) For an acknowledgment in an individual capacity: State of _________ County of _________ This record was acknowledged before me on (date) ______ by (name(s) of individual(s)) _________.",
      source: "https://courtgpt.ai/laws/oregon/volume-05/chapter-194/section-194-285",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "ORS 108.705",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "ORS 108.705",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "ORS 194.277 (Notarial act performed for remotely located individual; rules), HB 4212 (2020 1st special session, c.12); OAR 160-100-0146",
    reading: {
      quote:
        "A commissioned Notary Public may apply to the Secretary of State to perform remote online notarizations using communication technology after completing the required Remote Online Notarization training and receiving acknowledgment from the Secretary of State.",
      source: "https://www.law.cornell.edu/regulations/oregon/Or-Admin-Code-SS-160-100-0146",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "ORS 108.705, 108.725",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "ORS 108.700(1), 108.715",
    reading: {
      quote:
        "(1) Premarital agreement means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.",
      source: "http://www.divorcesupport.com/divorce/Oregon-Premarital-and-Prenuptial-Agreements-3636.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: ["transitional spousal support", "compensatory spousal support", "spousal maintenance"],
    confirmed: true,
    citation: "ORS 107.105(1)(d)(A)-(C)",
    reading: {
      quote:
        "Transitional spousal support as needed for a party to attain education and training necessary to allow the party to prepare for reentry into the job market or for advancement therein. ... Compensatory spousal support when there has been a significant financial or other contribution by one party to the education, training, vocational skills, career or earning capacity of the other party ... Spousal maintenance as a contribution by one spouse to the support of the other for either a specified or an indefinite period.",
      source: "http://www.newlawpdx.com/family-law/divorce-summary-of-types-of-spousal-support/",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separation"],
    confirmed: true,
    citation: "ORS 107.105(1) (2015)",
    reading: {
      quote:
        "(1) Whenever the court renders a judgment of marital annulment, dissolution or separation, the court may provide in the judgment:",
      source: "https://www.oregonlaws.org/ors/107.105",
      readOn: "2026-11-28",
    },
  },
};
