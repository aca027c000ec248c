/** Georgia: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const GA: StateReadings = {
  officialStyle: {
    value: "State",
    confirmed: true,
    citation: "Ga. Const. 1983 (title)",
    reading: {
      quote: "CONSTITUTION OF THE STATE OF GEORGIA",
      source:
        "https://yumpu.com/en/document/view/45094806/georgia-official-and-statistical-register-1983-84-the-digital-library-/6",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: {
      kind: "STATE_STATUTE",
      reference:
        "Georgia law on antenuptial agreements, O.C.G.A. §§ 19-3-60 to 19-3-66, and Scherer v. Scherer, 249 Ga. 635 (1982)",
    },
    confirmed: true,
    citation: "O.C.G.A. § 19-3-62 (as amended by Ga. L. 2018, p. 155, HB 190, eff. 1 July 2018)",
    reading: {
      quote:
        "An antenuptial agreement shall be in writing, signed by both parties who agree to be bound, and attested by at least two witnesses, one of whom shall be a notary public.",
      source: "https://law.justia.com/codes/georgia/2022/title-19/chapter-3/article-3/section-19-3-62/",
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
    citation: "O.C.G.A. § 19-3-62; Blige v. Blige, 283 Ga. 65, 67 (2008)",
    reading: {
      quote:
        "An antenuptial agreement shall be in writing, signed by both parties who agree to be bound, and attested by at least two witnesses, one of whom shall be a notary public.",
      source: "https://law.justia.com/codes/georgia/2022/title-19/chapter-3/article-3/section-19-3-62/",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation:
      "Sullivan v. Sullivan, 286 Ga. 53 (2009), citing Dove v. Dove, 285 Ga. 647 (2009); Scherer v. Scherer, 249 Ga. 635 (1982)",
    reading: {
      quote:
        "This Court recently held that OCGA § 19-3-63 does not apply to prenuptial agreements settling alimony issues because such agreements are made in contemplation of divorce",
      source: "https://cetient.com/case/1327452/sullivan-v-sullivan",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING_AND_ENFORCEMENT",
    confirmed: true,
    citation: "Blige v. Blige, 283 Ga. 65, 67 (2008)",
    reading: {
      quote:
        "the party seeking enforcement bears the burden of proof to demonstrate that: (1) the antenuptial agreement was not the result of fraud, duress, mistake, misrepresentation, or nondisclosure of material facts; (2) the agreement is not unconscionable; and (3) taking into account all relevant ...",
      source: "https://mtlawoffice.com/news/enforceability-of-a-prenuptial-agreement-in-georgia",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Blige v. Blige, 283 Ga. 65, 67 (2008) (restating Scherer v. Scherer, 249 Ga. 635 (1982))",
    reading: {
      quote:
        "(3) taking into account all relevant facts and circumstances, including changes beyond the parties’ contemplation when the agreement was executed, enforcement of the antenuptial agreement would be neither unfair nor unreasonable.",
      source: "https://mtlawoffice.com/news/enforceability-of-a-prenuptial-agreement-in-georgia",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FULL_AND_FAIR", knowledgeSuffices: false },
    confirmed: true,
    citation: "Adams v. Adams, 278 Ga. 521 (2004); Blige v. Blige, 283 Ga. 65 (2008)",
    reading: {
      quote:
        "The trial court set aside the parties antenuptial agreement based on Mr. Blige s failure to make a fair and complete disclosure of his assets, income, and liabilities",
      source: "https://law.justia.com/cases/georgia/supreme-court/2008/s07f1817.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Flory v. Flory, 298 Ga. 549 (2016), citing Thomas v. Thomas, 259 Ga. 73, 75 (1989)",
    reading: {
      quote:
        "In order to equitably divide marital property, the trial court must first classify the disputed property as either marital or non-marital.",
      source: "https://cetient.com/case/3186197/flory-v-flory",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "O.C.G.A. § 19-3-64",
    reading: {
      quote:
        "A person may voluntarily execute an antenuptial agreement, or he or she may at any time during the marriage, either indirectly through trustees or directly to his or her spouse, convey any property to which he or she has title",
      source: "https://law.justia.com/codes/georgia/2021/title-19/chapter-3/article-3/section-19-3-64/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "year's support from the other's estate, any share of the estate if there is no will, and priority to be appointed administrator",
      electiveShare: false,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "The surviving spouse (and minor children) of a testate or intestate decedent may claim year's support: property set apart for their support and maintenance for 12 months from the death, preferred before other debts; petition within 24 months.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "O.C.G.A. § 53-3-1(b), (c); § 53-3-5(c)",
    reading: {
      quote:
        "The surviving spouse and minor children of a testate or intestate decedent are entitled to year's support in the form of property for their support and maintenance for the period of 12 months from the date of the decedent's death.",
      source: "https://law.justia.com/codes/georgia/2021/title-53/chapter-3/section-53-3-1/",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "alimony",
      pendingSupportTerm: "temporary alimony",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "O.C.G.A. §§ 19-6-1(a), 19-6-3(a)",
    reading: {
      quote:
        "Whenever an action for divorce or for permanent alimony is pending, either party may apply at any time to the presiding judge of the court in which the same is pending, by petition, for an order granting the party temporary alimony pending the issuance of a final judgment in the case.",
      source: "https://law.justia.com/codes/georgia/2021/title-19/chapter-6/article-1/section-19-6-3/",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["separate maintenance"],
    confirmed: true,
    citation: "O.C.G.A. § 19-6-10; Goodman v. Goodman, 257 Ga. 63 (1987)",
    reading: {
      quote:
        "When spouses are living separately or in a bona fide state of separation and there is no action for divorce pending, either party ... may institute a proceeding by petition ... the judge ... may grant such order as he might grant were it based on a pending petition for divorce",
      source: "http://law.justia.com/codes/georgia/2020/title-19/chapter-6/article-1/section-19-6-10/",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 2, notary: "MUST_BE_ONE" },
    confirmed: true,
    citation: "O.C.G.A. §§ 19-3-62, 19-3-63; Sullivan v. Sullivan, 286 Ga. 53 (2009)",
    reading: {
      quote:
        "Such marriage contract shall be in writing, signed by both parties who agree to be bound, and attested by at least two witnesses, one of whom shall be a notary public.",
      source: "https://law.justia.com/codes/georgia/2022/title-19/chapter-3/article-3/section-19-3-63/",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "O.C.G.A. § 19-3-62",
    reading: {
      quote:
        "An antenuptial agreement shall be in writing, signed by both parties who agree to be bound, and attested by at least two witnesses, one of whom shall be a notary public.",
      source: "https://law.justia.com/codes/georgia/2022/title-19/chapter-3/article-3/section-19-3-62/",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "O.C.G.A. § 19-3-62",
    reading: {
      quote:
        "An antenuptial agreement shall be in writing, signed by both parties who agree to be bound, and attested by at least two witnesses",
      source: "https://law.justia.com/codes/georgia/2022/title-19/chapter-3/article-3/section-19-3-62/",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "O.C.G.A. § 19-3-63",
    reading: {
      quote: "Every marriage contract in writing, made in contemplation of marriage, shall be liberally construed",
      source: "https://law.justia.com/codes/georgia/2022/title-19/chapter-3/article-3/section-19-3-63/",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "O.C.G.A. §§ 19-6-1(a), 19-6-4(a)(1)",
    reading: {
      quote:
        "Alimony is an allowance out of one party's estate, made for the support of the other party when living separately. It is either temporary or permanent.",
      source: "https://law.justia.com/codes/georgia/2020/title-19/chapter-6/article-1/section-19-6-1/",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "Janelle v. Janelle, 265 Ga. 116, 117 (1995), quoting Bass v. Bass, 264 Ga. 506 (1994)",
    reading: {
      quote:
        "as a matter of law, if the separate non-marital property of one spouse appreciates in value during the marriage solely as the result of market forces, that appreciation does not become a marital asset which is subject to equitable division; but, if the separate non-marital property of one spouse appreciates in value during the marriage as the result of efforts made by either or both spouses, that appreciation does become a marital asset which is subject to equitable division.",
      source: "https://app.midpage.ai/document/janelle-v-janelle-1350290",
      readOn: "2026-11-28",
    },
  },
};
