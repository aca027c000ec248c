/** Nebraska: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const NE: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Neb. Rev. Stat. § 64-101(4)",
    reading: {
      quote:
        "a provision showing that the person therein named is authorized to act as a notary public anywhere within the State of Nebraska",
      source: "https://nebraskalegislature.gov/laws/laws-index/chap64-full.html",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital Agreement Act as enacted in Nebraska, Neb. Rev. Stat. §§ 42-1001 to 42-1011",
    },
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006 (Laws 1994, LB 202, § 6)",
    reading: {
      quote:
        "(1) A premarital agreement is not enforceable if the party against whom enforcement is sought proves that: (a) That party did not execute the agreement voluntarily; or",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
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
    citation: "Neb. Rev. Stat. § 42-1006 and its annotations",
    reading: {
      quote:
        "The following factors may be used to determine whether a premarital agreement was entered into voluntarily: ... (2) the presence or absence of independent counsel or of an opportunity to consult independent counsel;",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006(2)",
    reading: {
      quote:
        "(2) If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-365",
    reading: {
      quote:
        "When dissolution of a marriage is decreed, the court may order payment of such alimony by one party to the other and division of property as may be reasonable",
      source: "https://nebraskalegislature.gov/laws/statutes.php?statute=42-365&print=true",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006(1)(b), (3)",
    reading: {
      quote:
        "(b) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: (i) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party; ... (3) An issue of unconscionability of a premarital agreement shall be decided by the court as a matter of law.",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006(2)",
    reading: {
      quote:
        "(2) If a provision of a premarital agreement modifies or eliminates spousal support and that modification or elimination causes one party to the agreement to be eligible for support under a program of public assistance at the time of separation or marital dissolution, a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid that eligibility.",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006(1)(b)(i)",
    reading: {
      quote:
        "(b) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: (i) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-365; Stephens v. Stephens, 297 Neb. 188 (2017) (syl. 5, 6)",
    reading: {
      quote:
        "Equitable property division under Neb. Rev. Stat. § 42-365 (Reissue 2016) is a three-step process. The first step is to classify the parties' property as marital or nonmarital.",
      source: "https://cetient.com/case/4200650/stephens-v-stephens",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share of the augmented estate, the homestead allowance, exempt property, the family allowance, any share of the estate if there is no will, and benefits under any will made before the waiver",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "any fraction the survivor designates, up to one-half of the augmented estate, whatever the will says; plus homestead allowance, exempt property and family allowance",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Neb. Rev. Stat. § 30-2313(a) (elective share); § 30-2316 (waiver)",
    reading: {
      quote:
        "(a) The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance, exempt property, and family allowance, or any of them, may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the surviving spouse.",
      source:
        "https://getpocketlaw.com/law/state_nebraska/section-30-2316-waiver-of-right-to-elect-and-of-other-rights-enforceability_938467ad129c",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "temporary alimony",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-365; § 42-347(3)",
    reading: {
      quote:
        "Dissolution of marriage means the termination of a marriage by decree of a court of competent jurisdiction upon a finding that the marriage is irretrievably broken. The term dissolution of marriage shall be considered synonymous with divorce",
      source: "https://legalfix.com/statutes/state-codes/nebraska/chapter-42/statute-42-347",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-347(7)",
    reading: {
      quote:
        "Legal separation means a decree of a court of competent jurisdiction providing that two persons who have been legally married shall thereafter live separate and apart and providing for any necessary adjustment of property, support, and custody rights between the parties but not dissolving the marriage;",
      source: "https://legalfix.com/statutes/state-codes/nebraska/chapter-42/statute-42-347",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006(1)(b)(ii)",
    reading: {
      quote:
        "(ii) Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided;",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006(1)(b)",
    reading: {
      quote:
        "(b) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: (i) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Neb. Rev. Stat. § 30-2316(a)",
    reading: {
      quote:
        "may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the surviving spouse.",
      source:
        "https://getpocketlaw.com/law/state_nebraska/section-30-2316-waiver-of-right-to-elect-and-of-other-rights-enforceability_938467ad129c",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Neb. Rev. Stat. §§ 64-401 to 64-418 (Online Notary Public Act, operative July 1, 2020), § 64-402(1)",
    reading: {
      quote:
        "Communication technology means an electronic device or process that allows an online notary public and an individual who is not in the physical presence of the online notary public to communicate with each other simultaneously by sight and sound;",
      source: "https://self-law.org/code/ne/chapter-64/64-402",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Neb. Rev. Stat. § 42-1006",
    reading: {
      quote:
        "(b) The agreement was unconscionable when it was executed and, before execution of the agreement, that party: (i) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source: "http://nebraskalegislature.gov/laws/statutes.php?statute=42-1006",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Neb. Rev. Stat. § 64-411(1)",
    reading: {
      quote:
        "(1) An online notary public may perform an online notarial act authorized under section 64-408 that meets the requirements of the Online Notary Public Act and the rules and regulations adopted and promulgated thereunder regardless of whether the principal is physically located in this state at the time of the online notarial act.",
      source: "https://nebraskalegislature.gov/laws/statutes.php?statute=64-411",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Neb. Rev. Stat. § 64-206 (statutory short forms of acknowledgment); § 64-105.03(2)",
    reading: {
      quote:
        "Nebraska Rev. Stat. Sec. 64-105.03 (2) states, “If notarial certificate wording is not provided or indicated for a document, a notary public who is not an attorney shall not determine the type of notarial act or certificate to be used.” The Secretary of State’s Office is providing samples of the statutory short forms of acknowledgement that are found in Neb. Rev. Stat. Sec. 64-206.",
      source: "https://sos.nebraska.gov/business-services/sample-notary-acknowledgements",
      readOn: "2026-11-28",
    },
  },
};
