/** Minnesota: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const MN: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Minnesota session-law enacting clause (e.g. 2018 Minn. Laws ch. 176)",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF MINNESOTA:",
      source: "https://www.revisor.mn.gov/laws/2018/0/Session+Law/Chapter/176/",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "STATE_STATUTE", reference: "Minnesota Statutes § 519.11" },
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1(a) (as amended by 2024 Minn. Laws)",
    reading: {
      quote:
        "Two individuals of legal age may enter into an antenuptial agreement prior to the solemnization of marriage which shall be valid and enforceable if the agreement meets the procedural and substantive fairness requirements under subdivisions 1b and 1c.",
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1(b)(2)",
    reading: {
      quote: "(2) provide for spousal maintenance, as defined in section 518.003, subdivision 3a;",
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "McKee-Johnson v. Johnson, 444 N.W.2d 259 (Minn. 1989)",
    reading: {
      quote:
        "However, we remand to the trial court for further findings respecting substantive fairness requirements both at the inception and at the time of the dissolution.",
      source: "http://law.justia.com/cases/minnesota/supreme-court/1989/cx-87-2412-2.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "McKee-Johnson v. Johnson, 444 N.W.2d 259, 261 (Minn. 1989); Minn. Stat. § 519.11, subd. 1c",
    reading: {
      quote:
        "However, we remand to the trial court for further findings respecting substantive fairness requirements both at the inception and at the time of the dissolution.",
      source: "http://law.justia.com/cases/minnesota/supreme-court/1989/cx-87-2412-2.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: false },
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1b(a)",
    reading: {
      quote:
        '"full and fair disclosure" means that each party has provided a reasonably accurate description of all material facts of their income and good faith estimates of the value of their property and discloses the basis for these disclosures. A party must not waive the full and fair disclosure requirement',
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "Antone v. Antone, 645 N.W.2d 96 (Minn. 2002)",
    reading: {
      quote:
        "Debra Kay Antone (appellant) claims the trial court erred by failing to recognize a marital interest in the appreciation of 18 rental properties ... Because the trial court erred in its disposition of the rental properties, the marital homestead, and the business, we reverse and remand.",
      source: "https://cetient.com/opinion/1818179/antone-v-antone",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1(b)(1)",
    reading: {
      quote:
        "(1) determine what rights each party has in the marital and nonmarital property, as those terms are defined in section 518.003, subdivision 3b, upon a dissolution of marriage or legal separation ;",
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share, the homestead, exempt property, the family allowance, any intestate share, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The surviving spouse of a decedent domiciled in Minnesota may elect a percentage of the augmented estate that grows with the length of the marriage: 3% after one year of marriage rising to 50% after 15 years (supplemental amount only if married less than a year).",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Minn. Stat. § 524.2-202(a) (2006 text); § 524.2-213; § 519.11, subd. 1(b)(3)",
    reading: {
      quote:
        "The surviving spouse of a decedent who dies domiciled in this state has a right of election, under the limitations and conditions stated in this part, to take an elective-share amount equal to the value of the elective-share percentage of the augmented estate, determined by the length of time",
      source: "https://www.revisor.mn.gov/statutes/2006/cite/524.2-202",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1(b)(1), (2)",
    reading: {
      quote: "(2) provide for spousal maintenance, as defined in section 518.003, subdivision 3a;",
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1(b)(1)",
    reading: {
      quote: "upon a dissolution of marriage or legal separation",
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: false,
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1b(a)",
    reading: {
      quote:
        '"full and fair disclosure" means that each party has provided a reasonably accurate description of all material facts of their income and good faith estimates of the value of their property and discloses the basis for these disclosures. A party must not waive the full and fair disclosure requirement',
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: true,
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1b(a)",
    reading: {
      quote:
        '"full and fair disclosure" means that each party has provided a reasonably accurate description of all material facts of their income and good faith estimates of the value of their property and discloses the basis for these disclosures. A party must not waive the full and fair disclosure requirement',
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Minn. Stat. § 358.65, subds. 1, 3",
    reading: {
      quote:
        "Subdivision 1. Required. A notarial act must be evidenced by a certificate. The certificate must: (1) be executed contemporaneously with the performance of the notarial act; (2) be signed and dated by the notarial officer ...; (3) identify the jurisdiction in which the notarial act is performed; (4) contain the title of office of the notarial officer; and (5) if the officer is a notary public, indicate the date of expiration, if any, of the officer's commission. ... Subd. 3. Sufficiency. A certificate of a notarial act is sufficient if it meets the requirements of subdivisions 1 and 2 and: (1) is in a short form set forth in section 358.66; (2) is in a form otherwise permitted by the law of this state; (3) is in a form permitted by the law applicable in the jurisdiction in which the notarial act was performed; or (4) sets forth the actions of the notarial officer",
      source: "https://codes.findlaw.com/mn/court-and-filing-fees-attestations-ch-357-359/mn-st-sect-358-65/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Minn. Stat. § 519.11, subd. 1(b)(2) (spousal maintenance as defined in § 518.003, subd. 3a)",
    reading: {
      quote:
        "(b) An antenuptial agreement made in conformity with this section may: (1) determine what rights each party has in the marital and nonmarital property ... upon a dissolution of marriage or legal separation ; (2) provide for spousal maintenance, as defined in section 518.003, subdivision 3a;",
      source:
        "https://e.casetext.com/statute/minnesota-statutes/domestic-relations/chapter-519-married-persons-rights-privileges/section-51911-antenuptial-and-postnuptial-contracts",
      readOn: "2026-11-28",
    },
  },
};
