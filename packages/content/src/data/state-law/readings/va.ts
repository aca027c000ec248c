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
    citation: "Va. Code §§ 20-147, 20-148 (Release 85, 2021)",
    reading: {
      quote:
        '"Premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
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
    citation: "Va. Code § 20-150(1) (Release 85, 2021)",
    reading: {
      quote:
        "Parties to a premarital agreement may contract with respect to: 1. The rights and obligations of each of the parties in any of the property of either or both of them whenever and wherever acquired or located;",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
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
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
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
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
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
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
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
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
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
    citation: "Va. Code §§ 20-149, 20-151(A) (Release 85, 2021)",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. ... A premarital agreement is not enforceable if the person against whom enforcement is sought proves that: That person did not execute the agreement voluntarily; or The agreement was unconscionable when it was executed and, before execution of the agreement, that person (i) was not provided a fair and reasonable disclosure of the property or financial obligations of the other party; and (ii) did not voluntarily and expressly waive, in writing, any right to disclosure",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Va. Code § 20-150(4) (Release 85, 2021)",
    reading: {
      quote: "Parties to a premarital agreement may contract with respect to: ... Spousal support;",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Va. Code §§ 20-150(4), 20-109(C) (Release 85, 2021)",
    reading: {
      quote:
        "In suits for divorce, annulment and separate maintenance, ... if a stipulation or contract signed by the party to whom such relief might otherwise be awarded is filed before entry of a final decree, no decree or order directing the payment of support and maintenance for the spouse, suit money, or counsel fee or establishing or imposing any other condition or consideration, monetary or nonmonetary, shall be entered except in accordance with that stipulation or contract.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  supportModifiableUnlessStated: {
    value: true,
    confirmed: true,
    citation: "Va. Code § 20-109(C), third sentence (Release 85, 2021)",
    reading: {
      quote:
        "No request for modification of spousal support based on a material change in circumstances or the terms of stipulation or contract shall be denied solely on the basis of the terms of any stipulation or contract that is executed on or after July 1, 2018, unless such stipulation or contract expressly states that the amount or duration of spousal support is non-modifiable.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "AT_SIGNING",
    confirmed: true,
    citation: "Va. Code § 20-151(A)(2), (B) (Release 85, 2021)",
    reading: {
      quote:
        "The agreement was unconscionable when it was executed and, before execution of the agreement, that person (i) was not provided a fair and reasonable disclosure ... Any issue of unconscionability of a premarital agreement shall be decided by the court as a matter of law.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "Va. Code §§ 20-151(A), 20-109(C) (Release 85, 2021; no counterpart of UPAA § 6(b))",
    reading: {
      quote:
        "A premarital agreement is not enforceable if the person against whom enforcement is sought proves that: That person did not execute the agreement voluntarily; or The agreement was unconscionable when it was executed ... (§ 20-109(C):) no decree or order directing the payment of support and maintenance for the spouse ... shall be entered except in accordance with that stipulation or contract.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: false },
    confirmed: true,
    citation: "Va. Code § 20-151(A)(2)(i)-(ii) (Release 85, 2021)",
    reading: {
      quote:
        "before execution of the agreement, that person (i) was not provided a fair and reasonable disclosure of the property or financial obligations of the other party; and (ii) did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "Va. Code § 20-151(A)(2)(ii) (Release 85, 2021)",
    reading: {
      quote:
        "(ii) did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "Va. Code § 20-151(A)(2)(i) (Release 85, 2021)",
    reading: {
      quote:
        "(i) was not provided a fair and reasonable disclosure of the property or financial obligations of the other party;",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgementForm: {
    value: "GENERAL",
    confirmed: true,
    citation: "Va. Code § 55.1-621(1) (Release 88, 2022)",
    reading: {
      quote:
        "The forms of acknowledgment set forth in this section may be used and are sufficient for their respective purposes under any law of the Commonwealth. ... For an individual acting in his own right: ... State of County or city of The foregoing instrument was acknowledged before me this (date) by (name of person acknowledged).",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r88/gov.va.code.title.55.1.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "Va. Code § 20-149 (Release 85, 2021)",
    reading: {
      quote:
        "A premarital agreement shall be in writing and signed by both parties. Such agreement shall be enforceable without consideration and shall become effective upon marriage.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r85/gov.va.code.title.20.html",
      readOn: "2026-11-28",
    },
  },
  remoteNotarizationAllowed: {
    value: true,
    confirmed: true,
    citation: 'Va. Code §§ 47.1-2 ("Remote online notarization"), 47.1-15(A)(1), 47.1-13(D) (Release 88, 2022)',
    reading: {
      quote:
        '"Remote online notarization" means an electronic notarization under this chapter where the signer is not in the physical presence of the notary. ... A notary shall not: Notarize a document if the signer is not in the presence of the notary at the time of notarization, unless (i) in the case of an electronic notarization, satisfactory evidence of the identity of the signer is established in accordance with § 47.1-2 ... An electronic notarial act performed in accordance with this chapter shall be deemed to have been performed within the Commonwealth and is governed by Virginia law.',
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r88/gov.va.code.title.47.1.html",
      readOn: "2026-11-28",
    },
  },
  onlineSignerLocation: {
    value: "ANYWHERE",
    confirmed: true,
    citation: "Va. Code § 47.1-13.1(A)(1), (B) (Release 88, 2022)",
    reading: {
      quote:
        "Notarial acts may be performed outside the Commonwealth for use in the Commonwealth with the same effect as if performed by a notary public of the Commonwealth by the following persons ...: A notary public authorized to perform notarial acts under the laws of that jurisdiction; ... A document notarized outside the Commonwealth by a notary public ... which appears on its face to be properly notarized shall be presumed to have been notarized properly in accordance with the laws and regulations of the jurisdiction in which the document was notarized.",
      source:
        "https://github.com/UniCourt/cic-code-va/blob/142039f18ae2865d7bd746d1136d320de92cf591/transforms/va/ocva/r88/gov.va.code.title.47.1.html",
      readOn: "2026-11-28",
    },
  },
};
