/** Virginia: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const VA: StateReadings = {
  officialStyle: {
    value: "Commonwealth",
    confirmed: true,
    citation: "Va. Code § 20-45.1(C)",
    reading: {
      quote:
        "this section shall not apply to a lawful marriage entered in another state or country prior to the parties being domiciled in the Commonwealth.",
      source: "https://law.lis.virginia.gov/vacodeupdates/title20/section20-45.1",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "UPAA", reference: "the Virginia Premarital Agreement Act, Va. Code Ann. § 20-147 et seq." },
    confirmed: true,
    citation: "Va. Code §§ 20-147, 20-148",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "https://uslegalforms.com/forms-kit/va-00590/virginia-premarital-agreement-with-parents",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: null,
    confirmed: true,
    citation: "Va. Code § 20-107.1(A), (C)",
    reading: {
      quote:
        "the court may make such further decree as it shall deem expedient concerning the maintenance and support of the spouses ... maintenance and support of a spouse be made in periodic payments for a defined duration, or in periodic payments for an undefined duration, or in a lump sum award",
      source: "https://law.justia.com/codes/virginia/2006/toc2000000/20-107.1.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "Va. Code § 20-107.3(A), (A)(1)",
    reading: {
      quote:
        "shall consider which of such property is separate property, which is marital property, and which is part separate and part marital property ... 1. Separate property is (i) all property, real and personal, acquired by either party before the marriage; (ii) all property acquired during the marriage by bequest, devise, descent, survivorship or gift from a source other than the other party",
      source: "https://law.justia.com/codes/virginia/2006/toc2000000/20-107.3.html",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "Va. Code § 20-107.3(A)(1), (A)(3)(a); Martin v. Martin (Va. Ct. App.)",
    reading: {
      quote:
        "Income received from separate property during the marriage is separate property if [not attributable to the personal effort of either party] ... (Martin:) husband's evidence did not prove, as a matter of law, that some portion of the increased value was not caused by contributions of marital property or wife's personal efforts",
      source: "https://cetient.com/case/6829625/martin-v-martin",
      readOn: "2026-11-28",
    },
  },
  premaritalConversion: {
    value: true,
    confirmed: true,
    citation: "Va. Code § 20-150(1)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: 1. The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source: "https://uslegalforms.com/forms-kit/va-00590/virginia-premarital-agreement-with-parents",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share, the homestead allowance, exempt property, the family allowance, and all benefits that would pass by intestate succession or under a will made before the waiver",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "A right to elect a share of the augmented estate against the will (Va. Code § 64.2-308.1 et seq., Article 11, for deaths on or after January 1, 2017); the amount section was not read.",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "Va. Code § 64.2-308.14(A), (B), (D)",
    reading: {
      quote:
        "A. The right of election of a surviving spouse and the rights of the surviving spouse to homestead allowance, exempt property, and family allowance, or any of them, may be waived, wholly or partially, before or after marriage, by a written contract, agreement, or waiver signed by the surviving spouse.",
      source:
        "https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-virginia/title-642-wills-trusts-and-fiduciaries/subtitle-ii-wills-and-decedents-estates/chapter-3-rights-of-married-persons/article-11-elective-share-of-surviving-spouse-of-decedent-dying-on-or-after-january-1-2017/section-642-30814-waiver-of-right-to-elect-and-of-other-rights-defenses",
      readOn: "2026-11-28",
    },
  },
  vocabulary: {
    value: {
      supportTerm: "spousal support",
      pendingSupportTerm: "temporary spousal support",
      divorceTerm: "divorce",
      sharedPropertyTerm: "marital property",
    },
    confirmed: true,
    citation: "Va. Code §§ 20-107.1(A), 20-103, 20-107.3(A)",
    reading: {
      quote:
        "the court may make such further decree as it shall deem expedient concerning the maintenance and support of the spouses",
      source: "https://law.justia.com/codes/virginia/2006/toc2000000/20-107.1.html",
      readOn: "2026-11-28",
    },
  },
  separationProceedings: {
    value: ["divorce from bed and board", "separate maintenance"],
    confirmed: true,
    citation: "Va. Code § 20-107.1(A)",
    reading: {
      quote:
        "upon the entry of a decree providing (i) for the dissolution of a marriage, (ii) for a divorce, whether from the bond of matrimony or from bed and board, (iii) that neither party is entitled to a divorce, or (iv) for separate maintenance",
      source: "https://law.justia.com/codes/virginia/2006/toc2000000/20-107.1.html",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "Va. Code § 20-149",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. Such agreement shall be enforceable without consideration and shall become effective upon marriage.",
      source: "https://uslegalforms.com/forms-kit/va-00590/virginia-premarital-agreement-with-parents",
      readOn: "2026-11-28",
    },
  },
  deathWaiverWitnesses: {
    value: null,
    confirmed: true,
    citation: "Va. Code § 64.2-308.14(A)",
    reading: {
      quote: "by a written contract, agreement, or waiver signed by the surviving spouse.",
      source:
        "https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-virginia/title-642-wills-trusts-and-fiduciaries/subtitle-ii-wills-and-decedents-estates/chapter-3-rights-of-married-persons/article-11-elective-share-of-surviving-spouse-of-decedent-dying-on-or-after-january-1-2017/section-642-30814-waiver-of-right-to-elect-and-of-other-rights-defenses",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "Va. Code § 20-149",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. Such agreement shall be enforceable without consideration and shall become effective upon marriage.",
      source: "https://uslegalforms.com/forms-kit/va-00590/virginia-premarital-agreement-with-parents",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "Va. Code § 20-149",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. Such agreement shall be enforceable without consideration and shall become effective upon marriage.",
      source: "https://uslegalforms.com/forms-kit/va-00590/virginia-premarital-agreement-with-parents",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "Va. Code §§ 20-148, 20-149",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "https://uslegalforms.com/forms-kit/va-00590/virginia-premarital-agreement-with-parents",
      readOn: "2026-11-28",
    },
  },
};
