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
