/** Hawaii: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const HI: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "H.B. 1803, H.D. 1 (Haw. 2020), caption and enacting clause",
    reading: {
      quote: "BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF HAWAII",
      source: "https://capitolwebsite.azurewebsites.net/sessions/session2020/Bills/HB1803_HD1_.HTM",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "UPAA",
      reference: "the Uniform Premarital Agreement Act, Haw. Rev. Stat. ch. 572D (§ 572D-1 et seq.)",
    },
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-11",
    reading: {
      quote: "This chapter may be cited as the Uniform Premarital Agreement Act.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-11.md",
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
    citation: "Haw. Rev. Stat. §§ 572D-2, 572D-6; L.R.O. v. N.D.O., SCWC-19-0000446 (Haw. Nov. 5, 2020)",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-2.md",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-3(a)(4)",
    reading: {
      quote: "(4) The modification or elimination of spousal support;",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-3.md",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-3(a)(4), (b)",
    reading: {
      quote:
        "(4) The modification or elimination of spousal support; ... (b) The right of a child to support may not be adversely affected by a premarital agreement.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/5eccbbb69a2a18637f6158edbc25836c77c7fa59/web/content/title-31/chapter-572D/section-572D-3.md",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 580-47(a)(2)",
    reading: {
      quote: "(2) compelling either party to provide for the support and maintenance of the other party;",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/5eccbbb69a2a18637f6158edbc25836c77c7fa59/web/content/title-31/chapter-580/section-580-47.md",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-6(a)(2), (c)",
    reading: {
      quote:
        "(2) The agreement was unconscionable when it was executed and, before execution of the agreement, that party:",
      source:
        "https://casetext.com/statute/hawaii-revised-statutes/division-3-property-family/title-31-family/chapter-572d-uniform-premarital-agreement-act/section-572d-6-enforcement",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "PUBLIC_ASSISTANCE",
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-6(b)",
    reading: {
      quote:
        "a court, notwithstanding the terms of the agreement, may require the other party to provide support to the extent necessary to avoid eligibility for public assistance.",
      source:
        "https://casetext.com/statute/hawaii-revised-statutes/division-3-property-family/title-31-family/chapter-572d-uniform-premarital-agreement-act/section-572d-6-enforcement",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-6(a)(2)(A)",
    reading: {
      quote:
        "(A) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://casetext.com/statute/hawaii-revised-statutes/division-3-property-family/title-31-family/chapter-572d-uniform-premarital-agreement-act/section-572d-6-enforcement",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: true, giftsDivisible: true, equalPresumption: true },
    confirmed: true,
    citation: "Haw. Rev. Stat. § 580-47(a); Tougas v. Tougas, 76 Haw. 19 (1994) (marital partnership model)",
    reading: {
      quote:
        "the court may make any further orders as shall appear just and equitable ... (3) finally dividing and distributing the estate of the parties, real, personal, or mixed, whether community, joint, or separate",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-580/section-580-47.md",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-3(a)(1)",
    reading: {
      quote:
        "(1) The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-3.md",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right of election (elective share of the augmented estate), homestead allowance, exempt property, and family allowance, and, by a waiver of 'all rights', all benefits that would pass by intestate succession or by a will executed before the waiver",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A surviving spouse (or reciprocal beneficiary) of a decedent domiciled in Hawaii may elect a share of the augmented estate that grows with the length of the marriage: 3% after one year up to 50% after 15 years, with a $50,000 supplemental amount; homestead allowance, exempt property and family allowance are in addition.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Haw. Rev. Stat. §§ 560:2-202(a), (b), 560:2-213(a), (b), (d)",
    reading: {
      quote:
        "The right of election of a surviving spouse or reciprocal beneficiary and the rights of the surviving spouse or reciprocal beneficiary to homestead allowance, exempt property, and family allowance, or any of them, may be waived, wholly or partially, before or after marriage, by a written ...",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-30a/chapter-560/section-560-2-213.md",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Haw. Rev. Stat. §§ 580-47(a)(2), 580-9, 580-41",
    reading: {
      quote: "compelling either party to provide for the support and maintenance of the other party",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-580/section-580-47.md",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separation from bed and board"],
    confirmed: true,
    citation: "Haw. Rev. Stat. § 580-71; § 580-41(2), (3)",
    reading: {
      quote:
        "The family court may decree a separation from bed and board for a period not to exceed two years in any matrimonial action upon a petition for separation when the court finds the marriage is temporarily disrupted.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-580/section-580-71.md",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-6(a)(2)(B)",
    reading: {
      quote:
        "(B) Did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided; and",
      source:
        "https://casetext.com/statute/hawaii-revised-statutes/division-3-property-family/title-31-family/chapter-572d-uniform-premarital-agreement-act/section-572d-6-enforcement",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-6(a)(2)(A)",
    reading: {
      quote:
        "(A) Was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://casetext.com/statute/hawaii-revised-statutes/division-3-property-family/title-31-family/chapter-572d-uniform-premarital-agreement-act/section-572d-6-enforcement",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-2",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-2.md",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 560:2-213(a)",
    reading: {
      quote: "by a written contract, agreement, or waiver signed by the surviving spouse or reciprocal beneficiary.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-30a/chapter-560/section-560-2-213.md",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Haw. Rev. Stat. § 502-41(1), (6)",
    reading: {
      quote:
        "1. In the case of natural persons acting in their own right: On ............(insert date), before me personally appeared A.B. (or A.B. and C.D.), to me known to be the person or persons described in and who executed the foregoing instrument, and acknowledged that the person or persons executed the same as the person's or persons' free act and deed.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/5eccbbb69a2a18637f6158edbc25836c77c7fa59/web/content/title-28/chapter-502/section-502-41.md",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-2",
    reading: {
      quote:
        "A premarital agreement must be in writing and signed by both parties. It is enforceable without consideration.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-2.md",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-2",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-2.md",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation:
      "Haw. Rev. Stat. ch. 456 as amended by Act 54, SLH 2020 (S.B. 2275), eff. 1 Jan. 2021; Haw. Admin. R. § 5-11-71",
    reading: {
      quote:
        "A remote online notary public may not perform a notarial act for a remotely located individual unless the technology identified by the remote online notary public satisfies all of the following:",
      source:
        "https://d1tvxue8o4w0fl.cloudfront.net/regulation/hawaii-administrative-rules/title-5-department-of-the-attorney-general/subtitle-1-general-departmental-provisions-and-programs/chapter-11-notaries-public/subchapter-7-remote-online-notarization/section-5-11-71-standards-for-communication-technology",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Haw. Rev. Stat. §§ 572D-2, 572D-6",
    reading: {
      quote: "A premarital agreement must be in writing and signed by both parties.",
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-2.md",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Haw. Rev. Stat. § 572D-1",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source:
        "https://github.com/HACC17/BlueAndKrabby/blob/18abdc95d05874245e951c6f33b37e02ff11c29a/web/content/title-31/chapter-572D/section-572D-1.md",
      readOn: "2026-11-28",
    },
  },
};
