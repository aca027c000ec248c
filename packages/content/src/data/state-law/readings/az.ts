/** Arizona: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const AZ: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "enacting clause of Arizona bills (SB 1393, 53rd Legislature, 2d Regular Session, 2018)",
    reading: {
      quote: "Be it enacted by the Legislature of the State of Arizona:",
      source: "https://www.azleg.gov/legtext/53leg/2r/bills/sb1393p.htm",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Arizona Uniform Premarital Agreement Act, A.R.S. § 25-201 et seq." },
    confirmed: true,
    citation: "A.R.S. §§ 25-201(1), 25-202(A)",
    reading: {
      quote:
        "A. A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://self-law.org/code/az/title-25/25-202",
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
    citation: "A.R.S. § 25-202(C)",
    reading: {
      quote:
        "The agreement is not enforceable if the person against whom enforcement is sought proves either of the following: 1. The person did not execute the agreement voluntarily. 2. The agreement was unconscionable when it was executed and before execution of the agreement that person:",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "A.R.S. § 25-202(D) (§ 25-203 not read)",
    reading: {
      quote:
        "If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "A.R.S. § 25-202(C)(2), (E)",
    reading: {
      quote:
        "The agreement was unconscionable when it was executed and before execution of the agreement that person: ... E. An issue of unconscionability of a premarital agreement shall be decided by the court as a matter of law.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "A.R.S. § 25-202(D)",
    reading: {
      quote:
        "If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "A.R.S. § 25-202(C)(2)(a)",
    reading: {
      quote:
        "(a)Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUITABLE", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "A.R.S. § 25-318(A)",
    reading: {
      quote:
        "the court shall assign each spouse's sole and separate property to such spouse. It shall also divide the community, joint tenancy and other property held in common equitably, though not necessarily in kind, without regard to marital misconduct.",
      source: "https://www.arizonalawgroup.com/arizona-family-law-statutes/ars-25-318-disposition-property/",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_SEPARATE_EFFORT_SHARED",
    confirmed: true,
    citation: "A.R.S. § 25-213(A)",
    reading: {
      quote:
        "A spouse's real and personal property that is owned by that spouse before marriage and that is acquired by that spouse during the marriage by gift, devise or descent, and the increase, rents, issues and profits of that property, is the separate property of that spouse.",
      source: "https://rideoutlaw.com/what-is-sole-and-separate-property",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the homestead allowance, exempt property and family allowance, any share of the other's estate if there is no will, any share as an omitted spouse, and priority to serve as personal representative",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "Arizona gives a surviving spouse no elective share against the will (the survivor already owns half the community property); the survivor's claims that do not depend on the will are the homestead allowance, exempt property and family allowance",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "A.R.S. § 14-2207(A), (B)",
    reading: {
      quote:
        "A. A surviving spouse may waive the person's homestead allowance, exempt property and family allowance rights in whole or in part either before or after marriage by a written contract, agreement or waiver that is signed by the surviving spouse. B. A surviving spouse's waiver is not enforceable if the surviving spouse provides that either of the following is true: 1. That person did not execute the waiver voluntarily. 2. The waiver was unconscionable when it was executed",
      source: "https://www.lawserver.com/law/state/arizona/az-laws/arizona_laws_14-2207",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal maintenance",
      pendingSupportTerm: "temporary spousal maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "A.R.S. § 25-319(A) (heading: 'Spousal maintenance; computation factors')",
    reading: {
      quote:
        "A. In a proceeding for dissolution of marriage or legal separation, or a proceeding for maintenance following dissolution of the marriage by a court that lacked personal jurisdiction over the absent spouse, the court may grant a maintenance order for either spouse",
      source: "http://www.fwllaw.com/spousal-maintenance.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "A.R.S. § 25-319(A) (also § 25-313, not re-read)",
    reading: {
      quote: "In a proceeding for dissolution of marriage or legal separation",
      source: "http://www.fwllaw.com/spousal-maintenance.html",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "A.R.S. § 25-202(C)(2)(b)",
    reading: {
      quote:
        "(b)Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "A.R.S. § 25-202(C)(2)(a)",
    reading: {
      quote:
        "(a)Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "AWARDED_TO_USER",
    confirmed: true,
    citation: "A.R.S. § 25-318.03(A)(1), (B)",
    reading: {
      quote:
        "Award the in vitro human embryos to the spouse who intends to allow the in vitro human embryos to develop to birth. ... B. If an agreement between the spouses concerning the disposition of the in vitro human embryos is brought before the court ... the court shall award the in vitro human embryos as prescribed in subsection A of this section.",
      source: "https://azleg.gov/viewdocument/?docName=https%3A%2F%2Fwww.azleg.gov%2Fars%2F25%2F00318-03.htm",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "A.R.S. § 25-202(A)",
    reading: {
      quote:
        "A. A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "A.R.S. § 14-2207(A)",
    reading: {
      quote: "by a written contract, agreement or waiver that is signed by the surviving spouse.",
      source: "https://www.lawserver.com/law/state/arizona/az-laws/arizona_laws_14-2207",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "A.R.S. § 41-264(C)(1)-(3)",
    reading: {
      quote:
        "C. A certificate of a notarial act is sufficient if it meets the requirements of subsections A and B of this section and any of the following: 1. It is in a short form set forth in § 41-265. 2. It is in a form otherwise allowed by the laws of this state.",
      source: "https://codes.findlaw.com/az/title-41-state-government/az-rev-st-sect-41-264/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "A.R.S. § 25-202(A)",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "A.R.S. § 41-376 (remote online notarization procedures; SB 1030, Laws 2019, ch. 56, reported effective 11 April 2020; later reorganized)",
    reading: {
      quote:
        "B. In performing a remote online notarization for a remotely located individual, a notary public shall reasonably verify the identity of the individual by any of the following:",
      source: "https://codes.findlaw.com/az/title-41-state-government/az-rev-st-sect-41-376.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "A.R.S. § 25-202(A)-(C)",
    reading: {
      quote:
        "A. A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration. B. The agreement becomes effective on marriage of the parties.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "A.R.S. § 25-201(1); § 25-202(B)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses that is made in contemplation of marriage and that is effective on marriage.',
      source: "http://www.divorcesupport.com/divorce/Arizona-Premarital-and-Prenuptial-Agreements-3615.html",
      readOn: "2026-11-28",
    },
  },
  supportModifiableUnlessStated: {
    value: true,
    confirmed: true,
    citation: "A.R.S. § 25-317(A)",
    reading: {
      quote:
        "the parties may enter into a written separation agreement containing provisions for disposition of any property owned by either of them, maintenance of either of them, and support, legal decision-making and parenting time of their children. A separation agreement may provide that its maintenance terms shall not be modified.",
      source: "https://lawserver.com/law/state/arizona/az-laws/arizona_laws_25-317",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "A.R.S. § 25-202(A)",
    reading: {
      quote:
        "A. A premarital agreement must be in writing and signed by both parties. The agreement is enforceable without consideration.",
      source: "https://self-law.org/code/az/title-25/25-202",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "A.R.S. § 25-211(A)",
    reading: {
      quote:
        "all property acquired by either husband or wife during the marriage is the community property of the husband and wife except for property that is:",
      source: "https://berklawgroup.com/family-law/community-property/",
      readOn: "2026-11-28",
    },
  },
};
