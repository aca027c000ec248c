/** South Carolina: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const SC: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "S.C. Code § 26-2-60(B)",
    reading: {
      quote:
        'If an electronic seal is not used, then the words "Electronic Notary Public" and the words "State of South Carolina" must still be attached.',
      source:
        "https://casetext.com/statute/code-of-laws-of-south-carolina-1976/title-26-notaries-public-and-acknowledgements/chapter-2-electronic-notaries-public/section-26-2-60-attachment-of-electronic-notarial-certificate-requirements-electronic-seals",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "COMMON_LAW",
      reference:
        "the common law of South Carolina governing prenuptial agreements (Hardee v. Hardee, 355 S.C. 382, 585 S.E.2d 501 (2003))",
    },
    confirmed: true,
    citation: "Hardee v. Hardee, 355 S.C. 382, 585 S.E.2d 501 (2003)",
    reading: {
      quote:
        "In early February 1989, Husband presented Wife with a prenuptial agreement drafted by his attorney (Miles). ... she signed it on February 22, 1989. The parties were married on March 18, 1989.",
      source: "http://judicial.state.sc.us/opinions/displayOpinion.cfm?caseNo=25695",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (one third of the probate estate, claimed whatever the will says), any share of the estate if there is no will, any allowance, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "one third of the decedent's probate estate (as computed under § 62-2-202), claimed instead of the will's gifts",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "S.C. Code § 62-2-201(a)",
    reading: {
      quote:
        "(a) If a married person domiciled in this State dies, the surviving spouse has a right of election to take an elective share of one-third of the decedent's probate estate, as computed under Section 62-2-202",
      source: "https://docslib.org/doc/1671502/article-2-intestate-succession-and-wills-parts-2-3-and-4",
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
    citation: "S.C. Code § 20-3-130(A), (B) (as set out in 2023-2024 Bill 3831, which amends it)",
    reading: {
      quote:
        "(A) In proceedings for divorce from the bonds of matrimony, and in actions for separate maintenance and support, the court may grant alimony or separate maintenance and support ... (B) Alimony and separate maintenance and support awards may be granted pendente lite and permanently upon application by a party for temporary relief",
      source: "https://www.scstatehouse.gov//sess125_2023-2024/prever/3831_20230126.htm",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate support and maintenance"],
    confirmed: true,
    citation: "S.C. Code § 20-3-130(A); § 20-3-610",
    reading: {
      quote:
        "In proceedings for divorce from the bonds of matrimony, and in actions for separate maintenance and support, the court may grant alimony or separate maintenance and support",
      source: "https://www.scstatehouse.gov//sess125_2023-2024/prever/3831_20230126.htm",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: false,
    confirmed: true,
    citation:
      "S.C. Code § 26-2-50(A)(1) (South Carolina Electronic Notary Public Act, 2021 Act No. 85, eff. 18 May 2021)",
    reading: {
      quote:
        "An electronic notary public shall perform an electronic notarization only if the principal: (1) appears in person before the electronic notary public at the time of notarization",
      source: "https://lexace.ai/us/statute/south-carolina/26-2-50",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Hardee v. Hardee, 355 S.C. 382 (2003)",
    reading: {
      quote:
        "Husband presented Wife with a prenuptial agreement drafted by his attorney (Miles). ... she signed it on February 22, 1989. The parties were married on March 18, 1989.",
      source: "http://judicial.state.sc.us/opinions/displayOpinion.cfm?caseNo=25695",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "S.C. Code Ann. § 62-2-204 (as quoted in Graves v. Graves, Op. No. 2006-UP-393 (S.C. Ct. App. 2006))",
    reading: {
      quote:
        "“The right of election of a surviving spouse . . . may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the party waiving after fair disclosure.” S.C. Code Ann. § 62-2-204 (1987)",
      source: "http://law.justia.com/cases/south-carolina/court-of-appeals/2006/2006-up-393-1.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "S.C. Code Ann. § 32-3-10(3)",
    reading: {
      quote:
        "No action shall be brought whereby: ... (3) To charge any person upon any agreement made upon consideration of marriage; ... Unless the agreement upon which such action shall be brought or some memorandum or note thereof shall be in writing and signed by the party to be charged therewith or some person thereunto by him lawfully authorized.",
      source: "https://lexace.ai/us/statute/south-carolina/32-3-10",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "S.C. Code Ann. § 20-5-50",
    reading: {
      quote:
        "All marriage contracts, deeds and settlements shall therein describe, specify and particularize the real and personal estate thereby intended to be included, comprehended, conveyed and passed or shall have a schedule thereto annexed containing a description and the particulars and articles of the real and personal estate intended to be conveyed and passed by such marriage contracts, deeds and settlements.",
      source: "http://marriage.uslegal.com/postnuptial-agreements/south-carolina-postnuptial-agreement-law/",
      readOn: "2026-11-28",
    },
  },
};
