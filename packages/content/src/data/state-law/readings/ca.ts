/** California: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const CA: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Cal. Health & Safety Code § 125300",
    reading: {
      quote:
        "The policy of the State of California shall be that research involving the derivation and use of human embryonic stem cells ... shall be reviewed",
      source: "http://laws9.com/statutes/california/hsc/125300-125320",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the California Uniform Premarital Agreement Act, California Family Code § 1600 et seq.",
    },
    confirmed: true,
    citation: "Cal. Fam. Code §§ 1612, 1615",
    reading: {
      quote:
        "(a) A premarital agreement is not enforceable if the party against whom enforcement is sought proves either of the following: (1) That party did not execute the agreement voluntarily.",
      source: "https://self-law.org/code/ca/family-code/1615",
      readOn: "2026-11-28",
    },
  },
  counsel: {
    value: {
      statutoryNotice: null,
      plainLanguageExplanation: false,
      expressWaiverOfCounsel: false,
      separateWaiverAndExplanation: true,
      termsNeedingCounsel: ["SUPPORT_LIMIT"],
    },
    confirmed: true,
    citation: "Cal. Fam. Code § 1615(c)(1), (c)(3); § 1612(c)",
    reading: {
      quote:
        "(1)The party against whom enforcement is sought was represented by independent legal counsel at the time of signing the agreement or, after being advised to seek independent legal counsel, expressly waived, in a separate writing, representation by independent legal counsel. The advisement to seek independent legal counsel shall be made at least seven calendar days before the final agreement is signed.",
      source: "https://self-law.org/code/ca/family-code/1615",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "ATTORNEY_REQUIRED",
    confirmed: true,
    citation: "Cal. Fam. Code § 1612(c)",
    reading: {
      quote:
        "Any provision in a premarital agreement regarding spousal support, including, but not limited to, a waiver of it, is not enforceable if the party against whom enforcement of the spousal support provision is sought was not represented by independent counsel at the time the agreement containing the provision was signed, or if the provision regarding spousal support is unconscionable at the time of enforcement.",
      source: "https://california.public.law/codes/ca_fam_code_section_1612",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "Cal. Fam. Code § 1615(a)(2); § 1612(c)",
    reading: {
      quote:
        "(2)The agreement was unconscionable when it was executed ... [§ 1612(c):] or if the provision regarding spousal support is unconscionable at the time of enforcement.",
      source: "https://self-law.org/code/ca/family-code/1615",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Cal. Fam. Code § 1612(c)",
    reading: {
      quote:
        "Any provision in a premarital agreement regarding spousal support, including, but not limited to, a waiver of it, is not enforceable if the party against whom enforcement of the spousal support provision is sought was not represented by independent counsel at the time the agreement containing the provision was signed, or if the provision regarding spousal support is unconscionable at the time of enforcement.",
      source: "https://california.public.law/codes/ca_fam_code_section_1612",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "Cal. Fam. Code § 1615(a)(2)(A)",
    reading: {
      quote:
        "(A)That party was not provided a fair, reasonable, and full disclosure of the property or financial obligations of the other party.",
      source: "https://self-law.org/code/ca/family-code/1615",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "COMMUNITY_EQUAL", allProperty: false, giftsDivisible: false, equalPresumption: true },
    confirmed: true,
    citation: "Cal. Fam. Code § 2550",
    reading: {
      quote:
        "Except upon the written agreement of the parties, or on oral stipulation of the parties in open court, or as otherwise provided in this division, in a proceeding for dissolution of marriage or for legal separation of the parties, the court shall ... divide the community estate of the parties equally.",
      source: "https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?division=7.&lawCode=FAM&part=2.",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "INCOME_SEPARATE_EFFORT_SHARED",
    confirmed: true,
    citation: "Cal. Fam. Code § 770(a)",
    reading: {
      quote:
        "(a) Separate property of a married person includes all of the following: (1) All property owned by the person before marriage. (2) All property acquired by the person after marriage by gift, bequest, devise, or descent. (3) The rents, issues, and profits of the property described in this section.",
      source: "http://attorneyincourt.com/FamCode770-772.htm",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Cal. Fam. Code § 1612(a)(1)",
    reading: {
      quote:
        "(1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located.",
      source: "https://california.public.law/codes/ca_fam_code_section_1612",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "any share of the other's estate if there is no will, property passing under a will made before the waiver, a probate homestead, the setting aside of exempt property or of a small estate, a family allowance, any right to elect to take community or quasi-community property against the will, any share as an omitted spouse, priority to be appointed personal representative, and interests under nonprobate transfers on death",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "no elective share of the decedent's own property; the survivor keeps their half of community and quasi-community property and may claim intestate, omitted-spouse, homestead, exempt property, family allowance and small-estate rights",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation:
      "Cal. Prob. Code §§ 142(a), (b), 144(a), (b) (read); § 141 (list of rights; read only as paraphrased), § 143 (not read)",
    reading: {
      quote:
        "(a) A waiver under this chapter shall be in writing and shall be signed by the surviving spouse. (b) Subject to subdivision (c), a waiver under this chapter is enforceable only if it satisfies the requirements of subdivision (a) and is enforceable under either Section 143 or Section 144.",
      source:
        "https://casetext.com/statute/california-codes/california-probate-code/division-2-general-provisions/part-3-contractual-arrangements-relating-to-rights-at-death/chapter-1-surviving-spouses-waiver-of-rights/section-142-writing-and-signature-required-enforcement-defenses-lack-of-consideration-not-defense-minor-intending-to-marry",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "community property",
    },
    confirmed: true,
    citation: "Cal. Fam. Code § 1612(c); § 2550",
    reading: {
      quote:
        "Any provision in a premarital agreement regarding spousal support ... [§ 2550:] in a proceeding for dissolution of marriage or for legal separation of the parties, the court shall ... divide the community estate of the parties equally.",
      source: "https://california.public.law/codes/ca_fam_code_section_1612",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Cal. Fam. Code § 2550",
    reading: {
      quote:
        "in a proceeding for dissolution of marriage or for legal separation of the parties, the court shall, either in its judgment of dissolution of the marriage, in its judgment of legal separation of the parties",
      source: "https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?division=7.&lawCode=FAM&part=2.",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Cal. Fam. Code § 1615(a)(2)(B)",
    reading: {
      quote:
        "(B)That party did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided.",
      source: "https://self-law.org/code/ca/family-code/1615",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Cal. Fam. Code § 1615(a)(2)(A)",
    reading: {
      quote:
        "(A)That party was not provided a fair, reasonable, and full disclosure of the property or financial obligations of the other party.",
      source: "https://self-law.org/code/ca/family-code/1615",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "FORMS_FOLLOWED",
    confirmed: true,
    citation: "Cal. Health & Safety Code § 125315(a), (b)",
    reading: {
      quote:
        "When providing fertility treatment, a physician and surgeon or other health care provider shall provide a form to the male and female partner, or the individual without a partner, as applicable, that sets forth advanced written directives regarding th[e disposition of embryos]",
      source: "http://laws9.com/statutes/california/hsc/125300-125320",
      readOn: "2026-11-28",
    },
  },
  lifestyleClauses: {
    value: "NOT_OFFERED",
    confirmed: true,
    citation: "Diosdado v. Diosdado, 97 Cal. App. 4th 470, 471 (2002)",
    reading: {
      quote:
        "In this case we conclude that a contract entered into between a husband and wife, providing for payment of liquidated damages in the event one of them is sexually unfaithful to the other, is unenforceable.",
      source: "https://law.justia.com/cases/california/court-of-appeal/4th/97/470.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Cal. Fam. Code § 1611",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/california-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Cal. Prob. Code § 142(a)",
    reading: {
      quote: "(a) A waiver under this chapter shall be in writing and shall be signed by the surviving spouse.",
      source: "https://lexace.ai/us/statute/california/prob-142",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Cal. Fam. Code § 1611",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://marriage.uslegal.com/permarital-agreements/california-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: false,
    confirmed: true,
    citation: "Cal. Gov. Code § 8231(b) (SB 696, Stats. 2023, ch. 291)",
    reading: {
      quote:
        "(b)An online notarization platform shall not be authorized for use by a notary public in California and a notary public shall not provide online notarization for any principal pursuant to this article prior to registration with the Secretary of State or prior to completion of the Secretary of State’s technology project ... The Secretary of State shall complete the technology project no later than January 1, 2030",
      source: "https://self-law.org/code/ca/government-code/8231",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 7,
    confirmed: true,
    citation: "Cal. Fam. Code § 1615(c)(2)(B)",
    reading: {
      quote:
        "For an agreement executed on or after January 1, 2020, the party against whom enforcement is sought had not less than seven calendar days between the time that party was first presented with the final agreement and the time the agreement was signed, regardless of whether the party is represented by legal counsel. This requirement does not apply to nonsubstantive amendments that do not change the terms of the agreement.",
      source:
        "http://andychenlaw.com/2020-update-california-prenuptial-agreement-7-day-waiting-period-ca-family-code-section-1615",
      readOn: "2026-11-29",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Cal. Fam. Code §§ 1610(a), 1613",
    reading: {
      quote:
        '(a) "Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage. ... A premarital agreement becomes effective upon marriage.',
      source: "https://marriage.uslegal.com/permarital-agreements/california-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "CALIFORNIA_CIVIL_CODE_1189",
    confirmed: true,
    citation: "Cal. Civ. Code § 1189(a)(1), (a)(3)",
    reading: {
      quote:
        '(a) (1) Any certificate of acknowledgment taken within this state shall include a notice at the top of the certificate of acknowledgment in an enclosed box stating: "A notary public or other officer completing this certificate verifies only the identity of the individual who signed the document to which this certificate is attached, and not the truthfulness, accuracy, or validity of that document." ... (3) A certificate of acknowledgment taken within this state shall be in the following form:',
      source: "http://law.onecle.com/california/civil/1189.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Cal. Fam. Code § 1611 (formalities)",
    reading: {
      quote:
        "1611. A premarital agreement shall be in writing and signed by both parties. It is enforceable without consideration.",
      source: "https://llorentelaw.com/prenuptial-agreements.html",
      readOn: "2026-11-28",
    },
  },
  communityPropertyElection: {
    value: "NONE",
    confirmed: true,
    citation: "Cal. Fam. Code § 760",
    reading: {
      quote:
        "760. Except as otherwise provided by statute, all property, real or personal, wherever situated, acquired by a married person during the marriage while domiciled in this state is community property.",
      source: "http://attorneyincourt.com/FamCode760-761.htm",
      readOn: "2026-11-28",
    },
  },
  maritalAgreements: {
    value: {
      enforceability: "ENFORCEABLE",
      noCourtWithinYearsOfMove: null,
      revocationExempt: false,
      allowedFrom: null,
      amendmentBySignedWriting: true,
      repeatOriginalFormalities: false,
      separateCounsel: "RECOMMENDED",
      acknowledgedLikeDeed: false,
      spousesAreFiduciaries: true,
      fullDisclosure: true,
      deathWaiverWitnesses: 0,
      termsMustNotPromoteDivorce: false,
      invalidIfDissolutionWithinYears: null,
      conversionStatement: null,
      partition: null,
    },
    confirmed: true,
    // § 1614 (amendment or revocation after marriage by a signed writing, no consideration) was read on a
    // secondary page of Family Code §§ 1610–1617; In re Marriage of Burkle, 139 Cal.App.4th 712 (2006), not read.
    citation: "Cal. Fam. Code § 721(a), (b); § 1614",
    reading: {
      quote:
        "(a) Subject to subdivision (b), either spouse may enter into any transaction with the other, or with any other person, respecting property, which either might if unmarried.(b) Except as provided in Sections 143, 144, 146, 16040, and 16047 of the Probate Code, in transactions between themselves, spouses are subject to the general rules governing fiduciary relationships that control the actions of persons occupying confidential relations with each other. This confidential relationship imposes a duty of the highest good faith and fair dealing on each spouse, and neither shall take any unfair advantage of the other.",
      source: "https://farzadlaw.com/family-code-721",
      readOn: "2026-11-29",
    },
  },
};
