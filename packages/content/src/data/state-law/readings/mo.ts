/** Missouri: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const MO: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "RSMo § 486.760 (statutory certificate form, venue line)",
    reading: {
      quote: "State of Missouri",
      source: "http://168.166.54.15/main/PageSelect.aspx?section=486.760",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "STATE_STATUTE",
      reference:
        "Mo. Rev. Stat. §§ 451.220 to 451.240 (marriage contracts), § 474.220 (waiver of the right of election), and the common law of Missouri governing antenuptial agreements",
    },
    confirmed: true,
    citation: "RSMo § 451.220 (RSMo 1939 § 3373)",
    reading: {
      quote:
        "All marriage contracts whereby any estate, real or personal, in this state, is intended to be secured or conveyed to any person or persons, or whereby such estate may be affected in law or equity, shall be in writing, and acknowledged by each of the contracting parties, or proved by one or more subscribing witnesses.",
      source: "http://www.laws9.com/statutes/missouri/t30/c451/451_220",
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
    citation: "RSMo § 451.220; § 474.220",
    reading: {
      quote:
        "All marriage contracts whereby any estate, real or personal, in this state, is intended to be secured or conveyed to any person or persons, or whereby such estate may be affected in law or equity, shall be in writing, and acknowledged by each of the contracting parties, or proved by one or more subscribing witnesses.",
      source: "http://www.laws9.com/statutes/missouri/t30/c451/451_220",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "RSMo § 452.335.1; § 452.315.1",
    reading: {
      quote: "the court may grant a maintenance order to either spouse",
      source: "https://www.legalfix.com/statutes/state-codes/missouri/title-xxx/chapter-452/section-452-315",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "RSMo § 452.330.1",
    reading: {
      quote:
        "the court shall set apart to each spouse such spouse's nonmarital property and shall divide the marital property and marital debts in such proportions as the court deems just after considering all relevant factors",
      source:
        "http://revisor.mo.gov/main/OneSection.aspx?section=452.330&bid=25013&hl=%2520to%2520452.%2525u2044452.377&hlr=y",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "RSMo § 452.330.2(5)",
    reading: {
      quote:
        "The increase in value of property acquired prior to the marriage or pursuant to subdivisions (1) to (4) of this subsection, unless marital assets including labor, have contributed to such increase",
      source:
        "http://revisor.mo.gov/main/OneSection.aspx?section=452.330&bid=25013&hl=%2520to%2520452.%2525u2044452.377&hlr=y",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "RSMo § 451.220; § 452.330.2(4)",
    reading: {
      quote:
        "All marriage contracts whereby any estate, real or personal, in this state, is intended to be secured or conveyed to any person or persons, or whereby such estate may be affected in law or equity, shall be in writing",
      source: "http://www.laws9.com/statutes/missouri/t30/c451/451_220",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the right of election to take against the will (one-half or one-third of the estate), exempt property, the one-year support allowance, the homestead allowance, any intestate share, and priority to serve as personal representative",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "On electing to take against the will, the surviving spouse receives, besides exempt property and the one-year support allowance, one-half of the estate (subject to claims) if the decedent left no lineal descendants, or one-third if there are lineal descendants.",
      waiverConditions: { disclosureOfRight: true, fairConsideration: true },
    },
    confirmed: true,
    citation:
      "RSMo § 474.160.1(1); § 474.220 (as quoted in White v. Estate of White, 718 S.W.2d 185, 186 (Mo. App. S.D. 1986)); §§ 474.010, 474.110, 474.250, 474.260, 474.290 (chapter index)",
    reading: {
      quote:
        "The right of election of a surviving spouse herein-before given may be waived before or after marriage by a written contract, agreement or waiver signed by the party waiving the right of election, after full disclosure of the nature and extent of the right, if the thing or the promise given to the waiving party is a fair consideration under all the circumstances.",
      source: "https://app.midpage.ai/document/white-v-estate-of-white-5067805",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "maintenance",
      pendingSupportTerm: "temporary maintenance",
      divorceTerm: "dissolution of marriage",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "RSMo § 452.335.1; § 452.315.1; § 452.330",
    reading: {
      quote:
        "In a proceeding for dissolution of marriage or legal separation, either party may move for temporary maintenance and for temporary support for each child entitled to support.",
      source: "https://www.legalfix.com/statutes/state-codes/missouri/title-xxx/chapter-452/section-452-315",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["legal separation"],
    confirmed: true,
    citation: "RSMo § 452.330.1; § 452.315.1",
    reading: {
      quote: "In a proceeding for dissolution of the marriage or legal separation",
      source:
        "http://revisor.mo.gov/main/OneSection.aspx?section=452.330&bid=25013&hl=%2520to%2520452.%2525u2044452.377&hlr=y",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "RSMo § 451.220; § 474.220",
    reading: {
      quote:
        "All marriage contracts whereby any estate, real or personal, in this state, is intended to be secured or conveyed to any person or persons, or whereby such estate may be affected in law or equity, shall be in writing, and acknowledged by each of the contracting parties, or proved by one or more subscribing witnesses.",
      source: "http://www.laws9.com/statutes/missouri/t30/c451/451_220",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "CASE_BY_CASE",
    confirmed: true,
    citation: "McQueen v. Gadberry, 507 S.W.3d 127 (Mo. App. E.D. 2016)",
    reading: {
      quote:
        "The trial court's judgment found the frozen pre-embryos are marital property of a special character, awarded the frozen pre-embryos to Gadberry and McQueen jointly, and ordered that \"no transfer, release, or use of the frozen [pre-]embryos shall occur without the signed authorization of both",
      source: "https://cetient.com/case/4098255/jalesia-mcqueen-appellant-v-justin-gadberry",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "RSMo § 451.220",
    reading: {
      quote:
        "All marriage contracts whereby any estate, real or personal, in this state, is intended to be secured or conveyed to any person or persons, or whereby such estate may be affected in law or equity, shall be in writing, and acknowledged by each of the contracting parties, or proved by one or more subscribing witnesses.",
      source: "http://www.laws9.com/statutes/missouri/t30/c451/451_220",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "RSMo § 474.220",
    reading: {
      quote:
        "The right of election of a surviving spouse herein-before given may be waived before or after marriage by a written contract, agreement or waiver signed by the party waiving the right of election, after full disclosure of the nature and extent of the right, if the thing or the promise given to the waiving party is a fair consideration under all the circumstances.",
      source: "https://app.midpage.ai/document/white-v-estate-of-white-5067805",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: true,
    confirmed: true,
    citation: "RSMo § 451.230",
    reading: {
      quote:
        "Such marriage contracts shall be acknowledged or proved before the same officer and certified in the same manner as deeds of conveyance for land are or shall be required by law to be acknowledged or proved and certified; and they shall be record",
      source: "https://marriage.uslegal.com/permarital-agreements/missouri-premarital-agreement-law/",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: "RSMo §§ 486.1100 to 486.1205 (L. 2020 H.B. 1655, effective 28 Aug 2020)",
    reading: {
      quote:
        '"Appears in person before the notary" or "personally appear before the notary" or "in the presence of the notary", includes, in the case of a remote online notarization, a principal and any required witness appearing by remote means',
      source: "https://www.lawserver.com/law/state/missouri/mo-laws/missouri_laws_486-1100_v2",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "RSMo § 451.220",
    reading: {
      quote:
        "All marriage contracts whereby any estate, real or personal, in this state, is intended to be secured or conveyed to any person or persons, or whereby such estate may be affected in law or equity, shall be in writing, and acknowledged by each of the contracting parties, or proved by one or more subscribing witnesses.",
      source: "http://www.laws9.com/statutes/missouri/t30/c451/451_220",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "RSMo § 451.220; § 474.220",
    reading: {
      quote:
        "The right of election of a surviving spouse herein-before given may be waived before or after marriage by a written contract, agreement or waiver signed by the party waiving the right of election, after full disclosure of the nature and extent of the right, if the thing or the promise given to the waiving party is a fair consideration under all the circumstances.",
      source: "https://app.midpage.ai/document/white-v-estate-of-white-5067805",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: false },
    confirmed: true,
    citation: "In re Marriage of Thomas, 199 S.W.3d 847, 862 (Mo. App. S.D. 2006)",
    reading: {
      quote:
        "To be valid and enforceable a prenuptial agreement must be entered into freely, fairly, knowingly, understandingly, and in good faith with full disclosure. ... Factors which courts have considered relevant include the signatories' access to independent counsel, the amount of time available to revise the agreement, the bargaining positions of each spouse in terms of age, sophistication, education, employment and experience, and whether their assets were fully disclosed.",
      source: "https://manlawkc.com/post/prenuptial-agreement-requirements-in-missouri",
      readOn: "2026-11-28",
    },
  },
};
