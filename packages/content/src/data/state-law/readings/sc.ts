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
};
