/** the District of Columbia: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const DC: StateReadings = {
  officialStyle: {
    value: "District",
    confirmed: true,
    citation: "D.C. Code § 1-1231.13a(b)",
    reading: {
      quote:
        "A notary public located in the District may use communication technology to perform a notarial act for a remotely located individual",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/1-1231.13a",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the District of Columbia Uniform Premarital Agreement Act of 1995, D.C. Code § 46-501 et seq.",
    },
    confirmed: true,
    citation: "D.C. Code § 46-501(3) and legislative note (D.C. Law 11-82)",
    reading: {
      quote:
        'Law 11-82, the "Uniform Premarital Agreement Act of 1995," was introduced in Council and assigned Bill No. 11-227 ... D.C. Law 11-82 became effective on February 9, 1996.',
      source: "http://dccode.elaws.us/code?no=46-5&e=8",
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
    citation: "D.C. Code § 46-506(a)",
    reading: {
      quote:
        "A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (1) That party did not execute the agreement voluntarily; or (2) The agreement was unconscionable when it was executed and, before execution of the agreement, that party:",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-506",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "D.C. Code § 46-503(a)(4)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal or domestic partner support;",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-503",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "D.C. Code § 46-503(a)(4), (b)",
    reading: {
      quote:
        "(a) Parties to a premarital agreement may contract with respect to: ... (4) The modification or elimination of spousal or domestic partner support; ... (b) The right of a child to support may not be adversely affected by a premarital agreement.",
      source:
        "https://github.com/DCCouncil/law-xml/blob/9123af018003a6666851734d92eb3a81862a0f33/us/dc/council/code/titles/46/sections/46-503.xml",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "D.C. Code §§ 16-913(a), 16-911(a)(1); § 46-503(a)(4)",
    reading: {
      quote: "the Court may require either party to pay alimony to the other party if it seems just and proper.",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/16-913",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "D.C. Code § 46-506(a)(2), (c)",
    reading: {
      quote:
        "The agreement was unconscionable when it was executed and, before execution of the agreement, that party: ... (c) An issue of unconscionability of a premarital agreement shall be decided by the court as a matter of law.",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-506",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "D.C. Code § 46-506(b)",
    reading: {
      quote:
        "If a provision of a premarital agreement modifies or eliminates spousal or domestic partner support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance ... a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-506",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "D.C. Code § 46-506(a)(2)(A)",
    reading: {
      quote:
        "(A) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-506",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "D.C. Code § 16-910(a), (b)",
    reading: {
      quote:
        "(a) assign to each party his or her sole and separate property acquired prior to the marriage or domestic partnership, and his or her sole and separate property acquired during the marriage or domestic partnership by gift, bequest, devise, or descent, and any increase thereof, or property acquired in exchange therefor; and (b) value and distribute all other property and debt accumulated during the marriage or domestic partnership ... in a manner that is equitable, just, and reasonable",
      source:
        "https://github.com/DCCouncil/law-xml/blob/9123af018003a6666851734d92eb3a81862a0f33/us/dc/council/code/titles/16/sections/16-910.xml",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "D.C. Code § 46-503(a)(1)",
    reading: {
      quote:
        "(1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-503",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective (renunciation) share, the homestead allowance, exempt property, the family allowance, any intestate share, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "on renouncing the will within six months, the share the spouse would take in intestacy, not exceeding one-half of the net estate; plus a $15,000 homestead allowance and up to $10,000 of exempt property",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "D.C. Code § 19-113(a), (e), (f); §§ 19-101.02, 19-101.03",
    reading: {
      quote:
        "(e) The legal share ... is such share ... as he would have taken if the deceased spouse ... had died intestate, not to exceed one-half of the net estate bequeathed and devised by the will. (f) A valid antenuptial or postnuptial agreement entered into by the spouses ... determines the rights of the surviving spouse",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/19-113",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "pendente lite alimony",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "D.C. Code § 16-911(a)(1)",
    reading: {
      quote:
        "(a) During the pendency of an action for divorce ... the court may: (1) require the spouse or domestic partner to pay pendente lite alimony to the other spouse or domestic partner",
      source: "http://dccode.elaws.us/code?no=16-911",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "D.C. Code § 16-904(b); § 16-910(a)",
    reading: {
      quote:
        "(b) A legal separation from bed and board may be granted upon at least one party's assertion that they intend to pursue a separate life without obtaining a divorce.",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/16-904",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "D.C. Code § 46-506(a)(2)(B)",
    reading: {
      quote:
        "(B) Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided;",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-506",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "D.C. Code § 46-506(a)(2)(A)",
    reading: {
      quote:
        "Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-506",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "D.C. Code § 46-502",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-502",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "D.C. Code § 19-113(f)",
    reading: {
      quote:
        "A valid antenuptial or postnuptial agreement entered into by the spouses or domestic partners determines the rights of the surviving spouse",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/19-113",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "D.C. Code § 1-1231.15(a)(1)",
    reading: {
      quote:
        "For an acknowledgment in an individual capacity: District of Columbia This record was acknowledged before me on ________ by ____________________",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/1-1231.15",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "D.C. Code § 46-502",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-502",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "D.C. Code § 46-502 (formalities)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/DCCouncil/law-xml/blob/9123af018003a6666851734d92eb3a81862a0f33/us/dc/council/code/titles/46/sections/46-502.xml",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "D.C. Code § 1-1231.13a(a), (b) (D.C. Law 24-178, § 2(d))",
    reading: {
      quote:
        "(a) A remotely located individual may comply with section 6 by using communication technology to appear before a notary public. (b) A notary public located in the District may use communication technology to perform a notarial act for a remotely located individual if:",
      source:
        "https://github.com/DCCouncil/law-xml/blob/9123af018003a6666851734d92eb3a81862a0f33/us/dc/council/periods/24/laws/24-178.xml",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "D.C. Code §§ 46-502, 46-506(a)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/46-502",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "D.C. Code § 1-1231.13a(b)(4)",
    reading: {
      quote:
        "(4) For a remotely located individual located outside a state: (A) The record: (i) Is to be filed with or relates to a matter before a public official or court, governmental entity, or other entity subject to the jurisdiction of a state; or (ii) Involves property located in the territorial jurisdiction of the United States",
      source: "https://code.dccouncil.gov/us/dc/council/code/sections/1-1231.13a",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "D.C. Code § 46-501(3)",
    reading: {
      quote:
        '(3) "Premarital agreement" means an agreement between prospective spouses or prospective domestic partners made in contemplation of marriage or domestic partnership and to be effective upon marriage or domestic partnership.',
      source: "http://dccode.elaws.us/code?no=46-5&e=8",
      readOn: "2026-11-28",
    },
  },
};
