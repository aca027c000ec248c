/** Virginia: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const VA: StateReadings = {
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
