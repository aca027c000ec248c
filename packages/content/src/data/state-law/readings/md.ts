/** Maryland: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const MD: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Md. Code, State Gov't § 18-214(a)",
    reading: {
      quote:
        "A notary public located in this State may perform a notarial act using communication technology for a remotely located individual if:",
      source: "https://lexace.ai/us/statute/maryland/SG-18-214",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of Maryland governing antenuptial agreements (Cannon v. Cannon, 384 Md. 537 (2005)), Md. Code, Fam. Law § 8-201(e)(3)(iii) and § 11-101(c), and Md. Code, Est. & Trusts § 3-205",
    },
    confirmed: true,
    citation: "Cannon v. Cannon, 384 Md. 537, 865 A.2d 563 (2005) (headnote)",
    reading: {
      quote:
        "A party seeking to enforce an antenuptial agreement ultimately must prove that an overreaching did not occur, such that there was no unfairness or inequity to the other party at the time the agreement was entered.",
      source: "https://law.justia.com/cases/maryland/court-of-appeals/2005/48a04-2.html",
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
    citation: "Cannon v. Cannon, 384 Md. 537 (2005) (headnote)",
    reading: {
      quote:
        "The agreement in the present case was valid because the wife had adequate pre-disclosure and knowledge of the financial and property items at issue, knew the effect of her waiver(s), and entered voluntarily the agreement, although without the advice of legal counsel.",
      source: "https://law.justia.com/cases/maryland/court-of-appeals/2005/48a04-2.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Cannon v. Cannon, 384 Md. 537 (2005); Md. Code, Fam. Law § 11-101(c)",
    reading: {
      quote:
        "The Agreement stated that each would retain sole title to any property acquired in their individual capacities prior to the marriage ... and mutually waived alimony and marital property rights.",
      source: "https://law.justia.com/cases/maryland/court-of-appeals/2005/48a04-2.html",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Cannon v. Cannon, 384 Md. 537 (2005) (headnote)",
    reading: {
      quote:
        "A party seeking to enforce an antenuptial agreement ultimately must prove that an overreaching did not occur, such that there was no unfairness or inequity to the other party at the time the agreement was entered.",
      source: "https://law.justia.com/cases/maryland/court-of-appeals/2005/48a04-2.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Md. Code, Fam. Law § 11-101(c)",
    reading: {
      quote:
        "If a final disposition as to alimony has been made in an agreement between the parties, the court is bound by that agreement as the agreement relates to alimony.",
      source: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gfl&section=11-101",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
    confirmed: true,
    citation: "Cannon v. Cannon, 384 Md. 537 (2005) (headnote)",
    reading: {
      quote:
        "The agreement in the present case was valid because the wife had adequate pre-disclosure and knowledge of the financial and property items at issue, knew the effect of her waiver(s), and entered voluntarily the agreement, although without the advice of legal counsel.",
      source: "https://law.justia.com/cases/maryland/court-of-appeals/2005/48a04-2.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Md. Code, Fam. Law § 8-201(e)",
    reading: {
      quote:
        '"Marital property" does not include property: (i) acquired before the marriage; (ii) acquired by inheritance or gift from a third party; (iii) excluded by valid agreement; or (iv) directly traceable to any of these sources.',
      source: "https://codes.findlaw.com/md/family-law/md-code-family-sect-8-201/",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Md. Code, Fam. Law § 8-201(e)(2)",
    reading: {
      quote:
        '"Marital property" includes any interest in real property held by the parties as tenants by the entirety unless the real property is excluded by valid agreement.',
      source: "https://codes.findlaw.com/md/family-law/md-code-family-sect-8-201/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (the right to elect against the will), the family allowance, any intestate share, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "Instead of what the will leaves, the surviving spouse may elect one-third of the net estate if the decedent left issue, or one-half if not (§ 3-203, for earlier deaths); for deaths on or after 1 October 2020 the elective share is computed on an 'estate subject to election' that includes non-probate transfers (Title 3, Subtitle 4).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation:
      "Md. Code, Est. & Trusts § 3-203(b) (casetext); § 3-410 (lawserver); § 3-205 (as quoted verbatim in Franke's treatise)",
    reading: {
      quote:
        "Instead of property left to the surviving spouse by will, the surviving spouse may elect to take: (1) A one-third share of the net estate if there is also a surviving issue; or (2) A one-half share of the net estate if there is no surviving issue.",
      source:
        "http://casetext.com/statute/code-of-maryland/article-estates-and-trusts/title-3-intestate-succession-and-statutory-shares/subtitle-2-family-allowance-dower-and-curtesy/section-3-203-right-to-elective-share",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "alimony pendente lite",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Md. Code, Fam. Law §§ 11-101(a), 11-110(a)(2), 8-201(e)",
    reading: {
      quote:
        "The court may award alimony: (1) on a bill of complaint for alimony; or (2) as a part of a decree that grants: (i) an annulment; (ii) a limited divorce; or (iii) an absolute divorce.",
      source: "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gfl&section=11-101",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: null,
    confirmed: true,
    citation: "2023 Md. Laws ch. 645 (S.B. 36), repealing Fam. Law § 7-102 (effective 1 October 2023)",
    reading: {
      quote:
        "FOR the purpose of repealing the authority of a court to decree a limited divorce; altering certain grounds for an absolute divorce; and generally relating to divorce.",
      source: "https://app.legiplex.com/md/legislature/2023/2023-r/bills/sb36/draft-1133978",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Cannon v. Cannon, 384 Md. 537 (2005) (headnote)",
    reading: {
      quote:
        "The agreement in the present case was valid because the wife had adequate pre-disclosure and knowledge of the financial and property items at issue, knew the effect of her waiver(s), and entered voluntarily the agreement, although without the advice of legal counsel.",
      source: "https://law.justia.com/cases/maryland/court-of-appeals/2005/48a04-2.html",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Md. Code, Est. & Trusts § 3-205 (as quoted in Franke's treatise)",
    reading: {
      quote:
        "The right of election of the surviving spouse may be waived before or after marriage by a written contract, agreement, or waiver signed by the party waiving the right of election.",
      source: "https://fredfranke.com/treatise/spousal-election/15-5-waiver-of-elective-share/",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Md. Code, State Gov't § 18-215(c)(1) (Maryland Revised Uniform Law on Notarial Acts)",
    reading: {
      quote:
        "A certificate of a notarial act is sufficient if it meets the requirements of subsections (a) and (b) of this section and: (1) is in a short form provided in § 18-216 of this subtitle;",
      source: "https://self-law.org/code/md/state-government/18-215",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "Md. Code, State Gov't § 18-214(a) (2019 Md. Laws ch. 407, S.B. 678)",
    reading: {
      quote:
        "A notary public located in this State may perform a notarial act using communication technology for a remotely located individual if:",
      source: "https://lexace.ai/us/statute/maryland/SG-18-214",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Md. Code, State Gov't § 18-214(a)(4); § 18-210(a)",
    reading: {
      quote:
        "for a remotely located individual located outside the United States: (i) the record: 1. is to be filed with or relates to a matter before a public official or court ... or 2. involves property located in the territorial jurisdiction of the United States",
      source: "https://lexace.ai/us/statute/maryland/SG-18-214",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Md. Code, Est. & Trusts § 3-205 (as quoted in Franke's treatise); Cannon v. Cannon",
    reading: {
      quote:
        "The right of election of the surviving spouse may be waived before or after marriage by a written contract, agreement, or waiver signed by the party waiving the right of election.",
      source: "https://fredfranke.com/treatise/spousal-election/15-5-waiver-of-elective-share/",
      readOn: "2026-11-28",
    },
  },
  supportModifiableUnlessStated: {
    value: true,
    confirmed: true,
    citation: "Md. Code, Fam. Law § 8-103(c) (as quoted in Shapiro v. Shapiro, 346 Md. 648 (1997))",
    reading: {
      quote:
        "The court may modify any provision of a deed, agreement, or settlement with respect to alimony or spousal support executed on or after April 13, 1976, regardless of how the provision is stated, unless there is: (1) an express waiver of alimony or spousal support; or (2) a provision that specifically states that the provisions with respect to alimony or spousal support are not subject to any court modification.",
      source: "https://law.justia.com/cases/maryland/court-of-appeals/1997/123a95-1.html",
      readOn: "2026-11-28",
    },
  },
};
