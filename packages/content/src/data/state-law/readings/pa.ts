/** Pennsylvania: the cells of the state-law matrix read in its own law. */
import type { StateReadings } from "./reading.ts";

export const PA: StateReadings = {
  officialStyle: {
    value: "Commonwealth",
    confirmed: true,
    citation: "Pa. Const. preamble",
    reading: {
      quote:
        "WE, the people of the Commonwealth of Pennsylvania, grateful to Almighty God for the blessings of civil and religious liberty, and humbly invoking His guidance, do ordain and establish this Constitution.",
      source: "https://books.google.co.id/books?id=wuMqAAAAIAAJ&pg=PA3",
      readOn: "2026-11-28",
    },
  },
  governingAct: {
    value: { kind: "STATE_STATUTE", reference: "23 Pa.C.S. § 3106 (premarital agreements)" },
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(a), (b)",
    reading: {
      quote:
        "A premarital agreement shall not be enforceable if the party seeking to set aside the agreement proves, by clear and convincing evidence, that: (1) the party did not execute the agreement voluntarily; or (2) the party, before execution of the agreement: (i) was not provided a fair and reasonable disclosure...",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
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
    citation: "23 Pa.C.S. § 3106(a); Simeone v. Simeone, 525 Pa. 392, 581 A.2d 162 (1990)",
    reading: {
      quote:
        "Appellant, without the benefit of counsel, signed the agreement. Appellee's attorney had not advised appellant regarding any legal rights that the agreement surrendered.",
      source: "https://law.justia.com/cases/pennsylvania/supreme-court/1990/525-pa-392-1.html",
      readOn: "2026-11-28",
    },
  },
  spousalSupport: {
    value: "CAN_WAIVE_OR_MODIFY",
    confirmed: true,
    citation: "Simeone v. Simeone, 525 Pa. 392, 581 A.2d 162 (1990)",
    reading: {
      quote:
        "The agreement limited appellant to support payments of $200 per week in the event of separation or divorce, subject to a maximum total payment of $25,000.",
      source: "https://law.justia.com/cases/pennsylvania/supreme-court/1990/525-pa-392-1.html",
      readOn: "2026-11-28",
    },
  },
  pendingSupportProtected: {
    value: false,
    confirmed: true,
    citation: "Simeone v. Simeone, 380 Pa. Super. 37, 551 A.2d 219 (1988), aff'd 525 Pa. 392 (1990)",
    reading: {
      quote:
        "the 1975 antenuptial agreement is valid and enforceable, and is a bar to appellant's receipt of alimony pendente lite",
      source: "https://law.justia.com/cases/pennsylvania/supreme-court/1988/380-pa-super-37-1.html",
      readOn: "2026-11-28",
    },
  },
  supportKinds: {
    value: ["spousal support", "alimony pendente lite", "alimony"],
    confirmed: true,
    citation: "23 Pa.C.S. §§ 3701(a), 3702(a)",
    reading: {
      quote:
        "In proper cases, upon petition, the court may allow a spouse reasonable alimony pendente lite, spousal support and reasonable counsel fees and expenses. [§ 3701(a):] Where a divorce decree has been entered, the court may allow alimony, as it deems reasonable, to either party only if it finds that alimony is necessary.",
      source: "https://www.legis.state.pa.us/WU01/LI/LI/CT/HTM/23/00.037.002.000..HTM",
      readOn: "2026-11-28",
    },
  },
  unconscionability: {
    value: "NOT_JUDGED",
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(a)",
    reading: {
      quote:
        "A premarital agreement shall not be enforceable if the party seeking to set aside the agreement proves, by clear and convincing evidence, that: (1) the party did not execute the agreement voluntarily; or (2) the party, before execution of the agreement: (i) was not provided a fair and reasonable disclosure...",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  supportFloor: {
    value: "NONE",
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(a)",
    reading: {
      quote:
        "A premarital agreement shall not be enforceable if the party seeking to set aside the agreement proves, by clear and convincing evidence, that: (1) the party did not execute the agreement voluntarily; or (2) the party, before execution of the agreement: (i) was not provided a fair and reasonable disclosure...",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  disclosureStandard: {
    value: { kind: "FAIR_AND_REASONABLE", knowledgeSuffices: true },
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(a)(2)(i)-(iii)",
    reading: {
      quote:
        "(i) was not provided a fair and reasonable disclosure of the property or financial obligations of the other party; (ii) did not voluntarily and expressly waive, in writing, any right to disclosure ... beyond the disclosure provided; and (iii) did not have an adequate knowledge",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  division: {
    value: { system: "EQUITABLE_DISTRIBUTION", allProperty: false, giftsDivisible: false, equalPresumption: false },
    confirmed: true,
    citation: "23 Pa.C.S. §§ 3501(a)(1), 3502(a)",
    reading: {
      quote:
        "the court shall equitably divide, distribute or assign, in kind or otherwise, the marital property between the parties without regard to marital misconduct in such percentages and in such manner as the court deems just [§ 3501(a)(1): marital property does not include] Property acquired prior to marriage",
      source: "https://law.justia.com/codes/pennsylvania/2010/title-23/chapter-35/3502/",
      readOn: "2026-11-28",
    },
  },
  separateGrowth: {
    value: "PASSIVE_SEPARATE_ACTIVE_MARITAL",
    confirmed: true,
    citation: "23 Pa.C.S. § 3501(a); Anthony v. Anthony, 355 Pa. Super. 589, 514 A.2d 91 (1986) (en banc)",
    reading: {
      quote:
        '"marital property" means all property acquired by either party during the marriage and the increase in value of any nonmarital property acquired pursuant to paragraphs (1) and (3) as measured and determined under subsection (a.1).',
      source: "https://law.justia.com/codes/pennsylvania/2010/title-23/chapter-35/3501/",
      readOn: "2026-11-28",
    },
  },
  survivorRights: {
    value: {
      waived:
        "the elective share (one-third of the property subject to election, whatever the will says), any intestate share, the family exemption, and priority to serve as administrator",
      electiveShare: true,
      waivable: true,
      notRenounceable: [],
      rightSummary:
        "one-third of the property passing by will or intestacy and of certain property the decedent conveyed but kept control of (revocable transfers, survivorship property, annuities, gifts over $3,000 in the last year)",
      waiverConditions: { disclosureOfRight: false, fairConsideration: false },
    },
    confirmed: true,
    citation: "20 Pa.C.S. § 2203(a); § 2207 (heading only)",
    reading: {
      quote:
        "when a married person domiciled in this Commonwealth dies, his surviving spouse has a right to an elective share of one-third of the following property: (1) Property passing from the decedent by will or intestacy.",
      source: "https://codes.findlaw.com/pa/title-20-pacsa-decedents-estates-and-fiduciaries/pa-csa-sect-20-2203/",
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
    citation: "23 Pa.C.S. §§ 3701 (Alimony), 3702 (Alimony pendente lite, counsel fees and expenses), 3501(a), 3502(a)",
    reading: {
      quote:
        "§ 3702. Alimony pendente lite, counsel fees and expenses. (a) General rule.--In proper cases, upon petition, the court may allow a spouse reasonable alimony pendente lite, spousal support",
      source: "https://www.legis.state.pa.us/WU01/LI/LI/CT/HTM/23/00.037.002.000..HTM",
      readOn: "2026-11-28",
    },
  },
  disclosureWaiver: {
    value: true,
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(a)(2)(ii)",
    reading: {
      quote:
        "did not voluntarily and expressly waive, in writing, any right to disclosure of the property or financial obligations of the other party beyond the disclosure provided",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  valueBasisRequired: {
    value: false,
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(a)(2)(i)",
    reading: {
      quote:
        "was not provided a fair and reasonable disclosure of the property or financial obligations of the other party",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  embryoAgreements: {
    value: "CASE_BY_CASE",
    confirmed: true,
    citation: "Reber v. Reiss, 2012 PA Super 86, 42 A.3d 1131 (Pa. Super. 2012)",
    reading: {
      quote:
        "Bret Howard Reber (Husband) appeals from the final divorce decree and order of equitable distribution in which the trial court awarded Andrea Lynn Reiss (Wife) the frozen pre-embryos created from Husband's sperm and Wife's eggs. Upon review, we affirm.",
      source: "https://e.casetext.com/case/reber-v-reiss",
      readOn: "2026-11-28",
    },
  },
  witnesses: {
    value: { count: 0, notary: "MAY_BE_ONE" },
    confirmed: true,
    citation: "23 Pa.C.S. § 3106",
    reading: {
      quote:
        "A premarital agreement shall not be enforceable if the party seeking to set aside the agreement proves, by clear and convincing evidence, that: (1) the party did not execute the agreement voluntarily; or (2) the party, before execution of the agreement: (i) was not provided a fair and reasonable disclosure...",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  acknowledgedAsConveyance: {
    value: false,
    confirmed: true,
    citation: "23 Pa.C.S. § 3106",
    reading: {
      quote:
        "A premarital agreement shall not be enforceable if the party seeking to set aside the agreement proves, by clear and convincing evidence, that: (1) the party did not execute the agreement voluntarily; or (2) the party, before execution of the agreement: (i) was not provided a fair and reasonable disclosure...",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  finalAgreementReviewDays: {
    value: 0,
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(a)",
    reading: {
      quote:
        "A premarital agreement shall not be enforceable if the party seeking to set aside the agreement proves, by clear and convincing evidence, that: (1) the party did not execute the agreement voluntarily; or (2) the party, before execution of the agreement: (i) was not provided a fair and reasonable disclosure...",
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  signingDeadline: {
    value: "BEFORE_MARRIAGE",
    confirmed: true,
    citation: "23 Pa.C.S. § 3106(b)",
    reading: {
      quote:
        'As used in this section, the term "premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
  counterpartsAllowed: {
    value: true,
    confirmed: true,
    citation: "23 Pa.C.S. § 3106",
    reading: {
      quote:
        '(a) General rule. The burden of proof to set aside a premarital agreement shall be upon the party alleging the agreement to be unenforceable. A premarital agreement shall not be enforceable if the party seeking to set aside the agreement proves, by clear and convincing evidence, that: (1) the party did not execute the agreement voluntarily; or (2) the party, before execution of the agreement: ... (b) Definition. As used in this section, the term "premarital agreement" means an agreement between prospective spouses made in contemplation of marriage and to be effective upon marriage.',
      source: "http://www.divorcesupport.com/divorce/Pennsylvania-Premarital-and-Prenuptial-Agreements-3658.html",
      readOn: "2026-11-28",
    },
  },
};
